import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import type { StarterKitResponse } from '#shared/contracts/edits';
import { buttonVariants } from '#web/components/ui/button';
import { useStarterKit } from '../api/get-starter-kit';
import { CountProgress } from '#web/components/ui/count-progress';
import { linkClasses } from '../lib/links';
import { STARTER_STEP_WORDS, starterProgressLine } from '../lib/starter-steps';
import { QueryPageFrame } from '#web/components/query-page-frame';

/** /starter-kit and /starter-kit-dashboard (member): four first steps, each ticked off by doing it. */
export default function StarterKitPage() {
  const kit = useStarterKit();
  return (
    <QueryPageFrame
      title="Your Starter Kit"
      lead="A few gentle first steps to make Recalibrate yours. Each one ticks itself off when you do it. There is no deadline, and no wrong order."
      query={kit}
      what="your starter kit"
    >
      {(data) => <Steps kit={data} />}
    </QueryPageFrame>
  );
}

function Steps({ kit }: { kit: StarterKitResponse }) {
  const total = kit.steps.length;
  const allDone = kit.completed >= total;
  return (
    <>
      <section
        aria-labelledby="starter-progress-heading"
        className="flex flex-col gap-3 rounded-card border border-primary/30 bg-primary/5 p-6 sm:p-8"
      >
        <h2 id="starter-progress-heading" className="text-xl font-semibold">
          {starterProgressLine(kit.completed, total)}
        </h2>
        <CountProgress done={kit.completed} total={total} unit="steps" label="Starter kit progress" />
      </section>

      <ol className="flex flex-col gap-4" aria-label="Starter steps">
        {kit.steps.map((step, index) => {
          const words = STARTER_STEP_WORDS[step.id];
          return (
            <li
              key={step.id}
              data-done={step.done}
              className="flex gap-4 rounded-card border border-border bg-surface p-5 shadow-sm data-[done=true]:bg-primary/5 sm:p-6"
            >
              <span
                aria-hidden="true"
                className={
                  step.done
                    ? 'flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground'
                    : 'flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-border font-semibold text-muted-foreground'
                }
              >
                {step.done ? <Check strokeWidth={1.75} className="size-5" /> : index + 1}
              </span>
              <div className="flex min-w-0 flex-col gap-2">
                <h3 className="text-lg font-semibold">
                  {words.title}
                  <span className="sr-only">{step.done ? ', done' : ', not done yet'}</span>
                </h3>
                {step.done ? (
                  <>
                    <p className="text-muted-foreground">Done. {words.doneNote}</p>
                    <Link to={step.id === 'audit' ? '/my-reset-plan' : words.to} className={`${linkClasses} self-start`}>
                      {words.again}
                    </Link>
                  </>
                ) : (
                  <>
                    <p className="max-w-[60ch] text-muted-foreground">{words.why}</p>
                    <Link to={words.to} className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
                      {words.action}
                      <ArrowRight aria-hidden="true" strokeWidth={1.75} />
                    </Link>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ol>

      {allDone ? (
        <section
          aria-labelledby="starter-next-heading"
          className="flex flex-col gap-3 rounded-card border border-border bg-surface p-6 sm:p-8"
        >
          <h2 id="starter-next-heading" className="text-xl font-semibold">
            Where to go from here
          </h2>
          <p className="max-w-[65ch]">
            You have the basics in place. Your plan holds the next module and a weekly rhythm you can change, and your dashboard shows how
            things are going.
          </p>
          <div className="flex flex-wrap gap-4">
            <Link to="/my-reset-plan" className={buttonVariants()}>
              Open your plan
            </Link>
            <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
              Go to your dashboard
            </Link>
          </div>
        </section>
      ) : (
        <p className="text-muted-foreground">
          Need something gentler first? The{' '}
          <Link to="/reset-room" className={linkClasses}>
            Reset Room
          </Link>{' '}
          has two-minute practices you can use right now.
        </p>
      )}
    </>
  );
}
