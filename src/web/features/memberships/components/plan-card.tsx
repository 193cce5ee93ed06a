import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice, type MembershipPlan } from '#shared/memberships/plans';
import { Badge } from '#web/components/ui/badge';
import { buttonVariants } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';

/**
 * One membership: price, what it includes and its button. Until checkout exists (the memberships
 * issue), every button leads to sign-up; a member sees which plan is theirs instead.
 */
export function PlanCard({
  plan,
  current,
  signedIn,
  highlighted,
}: {
  plan: MembershipPlan;
  current: boolean;
  signedIn: boolean;
  highlighted?: boolean;
}) {
  const headingId = `plan-${plan.tier}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col rounded-card border bg-surface p-6 shadow-sm sm:p-8',
        highlighted ? 'border-primary ring-2 ring-primary/30' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-semibold">
          {plan.name}
        </h2>
        {current && <Badge>Your membership</Badge>}
      </div>
      <p className="mt-2 text-muted-foreground">{plan.tagline}</p>
      <p className="mt-5">
        <span className="font-heading text-4xl font-semibold">{formatPrice(plan.monthlyPriceCents)}</span>
        <span className="text-muted-foreground">{plan.monthlyPriceCents === 0 ? ' for as long as you like' : ' a month'}</span>
      </p>
      <ul className="mt-6 flex flex-1 flex-col gap-3" aria-label={`${plan.name} includes`}>
        {plan.includes.map((line) => (
          <li key={line} className="flex gap-3">
            <Check aria-hidden="true" strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        {current ? (
          <p className="font-semibold text-primary">This is your membership now.</p>
        ) : signedIn ? (
          <p className="text-muted-foreground">
            {plan.monthlyPriceCents === 0 ? 'Always here if you need it.' : 'Upgrading from your account opens soon.'}
          </p>
        ) : (
          <Link to="/auth?mode=register" className={buttonVariants({ variant: highlighted ? 'default' : 'outline', className: 'w-full' })}>
            {plan.monthlyPriceCents === 0 ? 'Create a free account' : `Start with ${plan.name}`}
          </Link>
        )}
      </div>
    </article>
  );
}
