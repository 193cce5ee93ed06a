import { HeartHandshake, Phone, Globe } from 'lucide-react';
import { type Ref, useEffect, useId } from 'react';
import { CRISIS_COPY, CRISIS_RESOURCES } from '../../shared/safety/crisis';
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
}

/**
 * Crisis resources (SCIENCE.md, src/shared/safety/crisis.ts): a calm, prominent region with a
 * heading, the words from CRISIS_COPY and a real link per line (tel: or https). Shown wherever
 * distress may show: a safety answer above 0, crisis language in notes, the journal or Sofia.
 * Nothing is ever placed in front of it.
 */
export function CrisisResources({ headingLevel = 2, className, ref, body = CRISIS_COPY.body }: CrisisResourcesProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Issue 16: after a distress signal (the default words answer one), the shell keeps "Need help
  // now?" for the rest of the session and the tone stays gentle.
  const answersDistress = body === CRISIS_COPY.body;
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
          <p className="max-w-[70ch]">{body}</p>
        </div>
      </div>
      <ul className="mt-5 grid gap-3 sm:grid-cols-3">
        {CRISIS_RESOURCES.map((resource) => {
          const external = resource.href.startsWith('http');
          const Icon = external ? Globe : Phone;
          return (
            <li key={resource.href} className="flex flex-col gap-1 rounded-xl bg-muted p-4">
              <span className="text-sm font-semibold text-muted-foreground">{resource.region}</span>
              <span className="font-semibold">{resource.name}</span>
              <a
                href={resource.href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="mt-1 inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-primary underline underline-offset-4"
              >
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
    </section>
  );
}
