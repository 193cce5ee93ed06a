import { Link } from 'react-router';
import { PageSection } from '#web/components/page-section';
import { HardshipApplication } from '../components/hardship-application';
import { HardshipPrices } from '../components/hardship-prices';

/** /hardship-program: the sliding scale (50, 75 or 100 % off) explained, and the application. */
export default function HardshipProgramPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">Hardship Program</h1>
      <div className="mt-4 flex max-w-[70ch] flex-col gap-3 text-lg text-muted-foreground">
        <p>
          Burnout often arrives with money worries: reduced hours, time off sick, a job that ended. The price of a membership should not be
          what stands between you and support.
        </p>
        <p>
          Our sliding scale takes 50 %, 75 % or 100 % off a Premium or Elite membership. The free membership, with the assessments,
          check-ins and journal, is always open to everyone.
        </p>
      </div>

      <PageSection id="hardship-prices" title="What it costs with the discount" className="mt-10">
        <p className="mt-2 mb-4 text-muted-foreground">
          Prices in US dollars. See{' '}
          <Link to="/memberships" className="text-primary underline underline-offset-4">
            what each membership includes
          </Link>
          .
        </p>
        <HardshipPrices />
      </PageSection>

      <PageSection id="hardship-how" title="How it works" className="mt-10">
        <ol className="prose-calm mt-3">
          <li>Tell us a little about your situation and choose the level that would help. It takes about five minutes.</li>
          <li>A person reads it, usually within a week. We do not ask for payslips or proof.</li>
          <li>We reply by email. If we approve it, the discount is attached to your account and applied when you choose a membership.</li>
          <li>If your situation changes, you can apply again at any time.</li>
        </ol>
      </PageSection>

      <PageSection id="hardship-apply" title="Apply" card className="mt-10">
        <HardshipApplication />
      </PageSection>
    </div>
  );
}
