import { Link } from 'react-router';
import { PageSection } from '#web/components/page-section';
import { YourApplication } from '../components/your-application';

/** /coach-application: who we look for, what happens next, and the application form. */
export default function CoachApplicationPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">Apply to coach with Recalibrate</h1>
      <div className="mt-4 flex max-w-[70ch] flex-col gap-3 text-lg text-muted-foreground">
        <p>
          We are building a small group of coaches who understand burnout from the inside: people who slow things down, follow the person in
          front of them and never push productivity as the cure.
        </p>
        <p>
          It takes about 15 minutes. A person reads every application, and we reply by email within two weeks. Read more about the programme
          in{' '}
          <Link to="/coaches-corner" className="text-primary underline underline-offset-4">
            Coach's Corner
          </Link>
          .
        </p>
      </div>

      <PageSection id="coach-fit" title="Who we are looking for" className="mt-8">
        <ul className="prose-calm mt-3">
          <li>Accredited coaching training (ICF, EMCC or similar), or a counselling or psychology background.</li>
          <li>Experience supporting people through burnout, chronic stress or a return to work.</li>
          <li>A trauma-aware, body-aware way of working, with clear boundaries about what coaching is not.</li>
          <li>Comfort saying “this is a question for your doctor or therapist” and helping someone get there.</li>
        </ul>
      </PageSection>

      <PageSection id="coach-form-title" title="Your application" card className="mt-10">
        <YourApplication />
      </PageSection>
    </div>
  );
}
