import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import type { SofiaCrisisData } from '#shared/contracts/sofia';
import { Button } from '#web/components/ui/button';
import { contactHref } from '../lib/contact-href';
import { rememberSofiaCrisis } from '../lib/crisis-session';

const linkClass = 'inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-primary underline underline-offset-4';

/** The words Sofia sends to start grounding with the member while they reach out. */
export const GROUNDING_REQUEST = 'Can we do 5-4-3 grounding together?';

/**
 * A crisis turn's card (issue 20): always the first thing in Sofia's answer, prominent and calm.
 * The member's regional lines as real links, their safety plan, grounding in the chat while they
 * reach out; tier 2 asks the direct question with Yes / No / Not sure (answerable while it is the
 * newest turn). The banner above the chat stays for the session from here on.
 */
export function CrisisPart({ data, onAnswer }: { data: SofiaCrisisData; onAnswer?: (text: string) => void }) {
  const headingId = useId();
  useEffect(() => rememberSofiaCrisis(), []);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-card border-2 border-primary/60 bg-surface p-5 shadow-sm">
      <h3 id={headingId} className="font-heading text-xl font-semibold">
        You do not have to carry this alone
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label={`Crisis lines for ${data.region}`}>
        {data.lines.map((line) => {
          const href = contactHref(line.contact);
          return (
            <li key={`${line.label}-${line.contact}`} className="flex flex-col gap-1 rounded-xl bg-muted p-4">
              <span className="font-semibold">{line.label}</span>
              {href ? (
                <a
                  href={href}
                  className={linkClass}
                  {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {line.contact}
                  {href.startsWith('https:') && <span className="sr-only"> (opens in a new tab)</span>}
                </a>
              ) : (
                <span>{line.contact}</span>
              )}
            </li>
          );
        })}
      </ul>
      <p className="font-semibold">If you are in immediate danger, call your local emergency number.</p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <Link to="/safety-plan" target="_blank" rel="noopener" className={linkClass}>
          Open your safety plan<span className="sr-only"> (opens in a new tab)</span>
        </Link>
        {onAnswer && (
          <Button variant="outline" onClick={() => onAnswer(GROUNDING_REQUEST)}>
            Ground with Sofia while you reach out
          </Button>
        )}
      </div>
      {data.followUp && (
        <fieldset className="flex flex-col gap-3 border-t border-border pt-4">
          <legend className="text-lg font-semibold">{data.followUp.question}</legend>
          <div className="flex flex-wrap gap-3">
            {data.followUp.answers.map((answer) => (
              <Button key={answer.id} variant="outline" disabled={!onAnswer} onClick={() => onAnswer?.(answer.label)}>
                {answer.label}
              </Button>
            ))}
          </div>
        </fieldset>
      )}
    </section>
  );
}
