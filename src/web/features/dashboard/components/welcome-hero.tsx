import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { SoulprintSummaryResponse } from '#shared/contracts/soulprint';
import { footerBucket, heroVariant } from '#shared/soulprint/onboarding';
import { buttonVariants } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { heroCopy, heroFooter } from './hero-copy';

/** Spec 2.9 dashboard welcome hero: new user, completed (by burnout type), continue your Edit, or continue your journey. */
export function WelcomeHero({ summary, name }: { summary: SoulprintSummaryResponse; name: string | null }) {
  const variant = heroVariant({ state: summary.onboarding, burnoutType: summary.burnoutType, returning: summary.returning });
  const copy = heroCopy(variant, name);
  return (
    <section
      aria-labelledby="welcome-hero-heading"
      data-variant={variant.kind}
      className="flex flex-col gap-4 rounded-card border border-primary/30 bg-primary/5 p-6 shadow-sm sm:p-8"
    >
      <h1 id="welcome-hero-heading" className="text-3xl font-semibold sm:text-4xl">
        {copy.title}
      </h1>
      <p className="max-w-[65ch] text-lg">{copy.body}</p>
      <Link to={copy.action.to} className={cn(buttonVariants(), 'self-start')}>
        {copy.action.label}
        <ArrowRight aria-hidden="true" strokeWidth={1.75} />
      </Link>
      <p className="border-t border-primary/20 pt-4 text-muted-foreground">
        {heroFooter(footerBucket(summary.completedAssessments), summary.completedAssessments)}
      </p>
    </section>
  );
}
