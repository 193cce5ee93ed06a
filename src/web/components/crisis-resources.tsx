import { Globe, HeartHandshake, ListChecks, Phone, Wind } from 'lucide-react';
import { type Ref, useEffect, useId, useSyncExternalStore } from 'react';
import {
  CRISIS_ABUSE_BODY,
  CRISIS_COPY,
  CRISIS_NEXT_STEPS,
  CRISIS_QUESTION,
  CRISIS_QUESTION_BODY,
  resourcesForTimeZone,
} from '#shared/safety/crisis';
import type { CrisisConcern } from '#shared/safety/crisis-check';
import { cn } from '../lib/cn';
import { markDistress } from '../lib/distress';

interface CrisisResourcesProps {
  /** The heading level that fits the page around it (h2 by default). */
  headingLevel?: 2 | 3;
  className?: string;
  /** The region takes focus (tabIndex -1), so a page can move focus to it the moment it appears. */
  ref?: Ref<HTMLElement>;
  /** The words under the heading, for a page where nothing was shared (the default answers a distress signal). */
  body?: string;
  /** Tier 2 (ambiguous or hopeless writing) asks the direct question above the same lines and links. */
  tier?: 1 | 2;
  /** What the writing is about (crisisConcern): for abuse the card speaks to being unsafe at home and adds the abuse lines. */
  concern?: CrisisConcern | null;
  /** Where the person is, to list their line first; the browser's own time zone by default. */
  timeZone?: string;
  /** The next step the card stands on (the safety plan's or the Reset Room's page), which it leaves out. */
  here?: (typeof CRISIS_NEXT_STEPS)[number]['href'];
}

const noSubscription = () => () => {};
const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/** The browser's time zone; undefined on the server and while hydrating, so a server-drawn page matches. */
function useTimeZone(given: string | undefined): string | undefined {
  const own = useSyncExternalStore(noSubscription, browserTimeZone, () => undefined);
  return given ?? own;
}

const linkClass = 'mt-1 inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-primary underline underline-offset-4';

/**
 * Crisis resources (SCIENCE.md, src/shared/safety/crisis.ts): a calm, prominent region with a
 * heading, the words from CRISIS_COPY, a real link per line (tel: or https) with the person's
 * own region first, the safety plan and grounding. Tier 2 asks "Are you having thoughts of
 * ending your life?" with the same lines and links. After a disclosure of abuse (concern 'abuse')
 * it speaks to being unsafe at home first and lists the domestic-abuse lines as well. Shown wherever distress may show: a safety
 * answer above 0, crisis language anywhere a person writes. Nothing is ever placed in front of
 * it. The safety plan and grounding open in a new tab, so what the person was writing stays.
 */
export function CrisisResources({
  headingLevel = 2,
  className,
  ref,
  body,
  tier = 1,
  concern,
  timeZone: given,
  here,
}: CrisisResourcesProps) {
  const headingId = useId();
  const timeZone = useTimeZone(given);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Issue 16: after a distress signal (the default words answer one), the shell keeps "Need help
  // now?" for the rest of the session and the tone stays gentle.
  const answersDistress = body === undefined || body === CRISIS_COPY.body;
  useEffect(() => {
    if (answersDistress) markDistress();
  }, [answersDistress]);
  return (
    <section
      ref={ref}
      role="region"
      aria-labelledby={headingId}
      tabIndex={-1}
      className={cn('rounded-card border-2 border-primary/60 bg-surface p-5 text-foreground shadow-sm outline-none sm:p-6', className)}
    >
      <div className="flex items-start gap-3">
        <HeartHandshake aria-hidden="true" strokeWidth={1.75} className="mt-1 size-6 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-col gap-3">
          <Heading id={headingId} className="font-heading text-xl font-semibold sm:text-2xl">
            {CRISIS_COPY.heading}
          </Heading>
          {tier === 2 && <p className="text-lg font-semibold">{CRISIS_QUESTION}</p>}
          <p className="max-w-[70ch]">
            {body ?? (concern === 'abuse' ? CRISIS_ABUSE_BODY : tier === 2 ? CRISIS_QUESTION_BODY : CRISIS_COPY.body)}
          </p>
        </div>
      </div>
      <ul className="mt-5 grid gap-3 sm:grid-cols-3">
        {resourcesForTimeZone(timeZone, concern).map((resource) => {
          const external = resource.href.startsWith('http');
          const Icon = external ? Globe : Phone;
          return (
            <li key={resource.href} className="flex flex-col gap-1 rounded-xl bg-muted p-4">
              <span className="text-sm font-semibold text-muted-foreground">{resource.region}</span>
              <span className="font-semibold">{resource.name}</span>
              <a href={resource.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} className={linkClass}>
                <Icon aria-hidden="true" strokeWidth={1.75} className="size-5 shrink-0" />
                <span>
                  {resource.action}
                  {external && <span className="sr-only"> (opens in a new tab)</span>}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 font-semibold">{CRISIS_COPY.emergency}</p>
      <ul className="mt-3 flex flex-col gap-1 sm:flex-row sm:gap-6">
        {CRISIS_NEXT_STEPS.filter((step) => step.href !== here).map((step) => {
          const Icon = step.href === '/safety-plan' ? ListChecks : Wind;
          return (
            <li key={step.href}>
              <a href={step.href} target="_blank" rel="noopener" className={linkClass}>
                <Icon aria-hidden="true" strokeWidth={1.75} className="size-5 shrink-0" />
                <span>
                  {step.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The crisis card for a tier from the check: nothing at 0, the card at 1, the card with the direct question at 2. */
export function CrisisCard({ tier, ...props }: Omit<CrisisResourcesProps, 'tier'> & { tier: 0 | 1 | 2 }) {
  if (tier === 0) return null;
  return <CrisisResources tier={tier} {...props} />;
}
