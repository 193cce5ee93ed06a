import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { homeIntroVariant } from '#shared/soulprint/onboarding';
import { buttonVariants } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { useSoulprintSummary } from '#web/features/soulprint/api/get-soulprint-summary';
import { welcomeBackSteps } from './welcome-back-steps';

const eyebrow = 'text-sm font-semibold tracking-wide text-accent-text uppercase';

/**
 * Spec 2.9, signed in: the intro block ('Your Journey Begins Here') until the audit is done, then
 * the welcome-back block with what to do next. Lazy (kept out of the home page's first load) and
 * mounted only for a signed-in member, so GET /api/soulprint/summary is never asked by a visitor.
 */
export default function HomeMemberIntro() {
  const summary = useSoulprintSummary();
  // While the summary loads, hold the space quietly; if it fails, the plain intro still helps.
  if (summary.isPending) return <div aria-hidden="true" className="min-h-48" />;
  const state = summary.data?.onboarding ?? null;
  const variant = homeIntroVariant(true, state ?? { isNewUser: true, isOnboardingComplete: false, hasCompletedAssessments: false });

  if (variant === 'welcome-back' && state) {
    return (
      <section aria-labelledby="home-intro-title" className="mx-auto w-full max-w-4xl px-4 py-12">
        <p className={eyebrow}>Welcome Back</p>
        <h2 id="home-intro-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
          Your personalized insights are ready
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2" aria-label="What to do next">
          {welcomeBackSteps(state).map((step) => (
            <li key={step.to}>
              <Link
                to={step.to}
                className="group flex h-full flex-col gap-1 rounded-card border border-border bg-surface p-5 shadow-sm transition-colors duration-200 hover:border-primary"
              >
                <span className="flex items-center justify-between gap-2 font-semibold text-primary">
                  {step.title}
                  <ChevronRight aria-hidden="true" strokeWidth={1.75} className="size-5 shrink-0" />
                </span>
                <span className="text-muted-foreground">{step.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <section aria-labelledby="home-intro-title" className="mx-auto w-full max-w-4xl px-4 py-12 text-center">
      <p className={eyebrow}>Your Journey Begins Here</p>
      <h2 id="home-intro-title" className="mt-2 text-3xl font-semibold text-balance sm:text-4xl">
        Complete your Operating System Audit to unlock your personalized recovery edit
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
        It takes about 10 minutes, and you can pause whenever you need to. Your answers are saved as you go.
      </p>
      <Link to="/assessment/operating-system-audit" className={cn(buttonVariants({ size: 'lg' }), 'mt-8')}>
        Take the Operating System Audit
        <ChevronRight aria-hidden="true" strokeWidth={1.75} />
      </Link>
    </section>
  );
}
