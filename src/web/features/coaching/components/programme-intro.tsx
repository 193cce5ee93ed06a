import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button';
import { PageSection } from '#web/components/page-section';

/** Coach's Corner for everyone who is not one of our coaches: what the programme is, and how to apply. */
export function ProgrammeIntro() {
  return (
    <>
      <p className="mt-4 max-w-[70ch] text-lg text-muted-foreground">
        Coach's Corner is where Recalibrate's coaches work. Our coaches are credentialed, and they specialise in burnout and stress
        recovery. Coaching here is a human conversation alongside the app, never a replacement for medical or mental-health care.
      </p>

      <PageSection id="programme-members" title="What it means for members" className="mt-10">
        <ul className="prose-calm mt-3">
          <li>
            Coaches see nothing of yours in Recalibrate: not your SoulPrint, your check-ins or your journal. What you bring to a session is
            yours to choose.
          </li>
          <li>Sessions go at your pace. There are no targets to hit and nothing to catch up on.</li>
        </ul>
      </PageSection>

      <PageSection id="programme-coaches" title="For coaches" className="mt-8">
        <p className="prose-calm mt-3">
          We are growing a small group of coaches slowly and on purpose. If you have accredited training, experience with burnout, and a
          gentle, boundaried way of working, we would love to hear from you. A person reads every application, and we reply by email within
          two weeks.
        </p>
        <Link to="/coach-application" className={buttonVariants({ className: 'mt-6' })}>
          Apply to coach
          <ArrowRight aria-hidden="true" strokeWidth={1.75} />
        </Link>
      </PageSection>
    </>
  );
}
