import { Link } from 'react-router';
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

      <section aria-labelledby="hardship-prices" className="mt-10">
        <h2 id="hardship-prices" className="text-2xl font-semibold">
          What it costs with the discount
        </h2>
        <p className="mt-2 mb-4 text-muted-foreground">
          Prices in US dollars. See{' '}
          <Link to="/memberships" className="text-primary underline underline-offset-4">
            what each membership includes
          </Link>
          .
        </p>
        <HardshipPrices />
      </section>

      <section aria-labelledby="hardship-how" className="mt-10">
        <h2 id="hardship-how" className="text-2xl font-semibold">
          How it works
        </h2>
        <ol className="prose-calm mt-3">
          <li>Tell us a little about your situation and choose the level that would help. It takes about five minutes.</li>
          <li>A person reads it, usually within a week. We do not ask for payslips or proof.</li>
          <li>We reply by email. If we approve it, the discount is attached to your account and applied when you choose a membership.</li>
          <li>If your situation changes, you can apply again at any time.</li>
        </ol>
      </section>

      <section aria-labelledby="hardship-apply" className="mt-10 rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h2 id="hardship-apply" className="mb-6 text-2xl font-semibold">
          Apply
        </h2>
        <HardshipApplication />
      </section>
    </div>
  );
}
