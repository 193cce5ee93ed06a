import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import type { SofiaCrisisData } from '#shared/contracts/sofia';
import { Button } from '#web/components/ui/button';
import { rememberSofiaCrisis } from '../lib/crisis-session';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4';

/** A crisis line as a real link (tel:, sms: or the web), opening the web in a new tab. */
export function CrisisLineLink({ line, className = linkClass }: { line: SofiaCrisisData['lines'][number]; className?: string }) {
  const web = line.href.startsWith('http');
  return (
    <a href={line.href} className={className} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {line.contact}
      {web && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}

/**
 * A crisis turn's card (issue 20): always first in Sofia's answer, prominent and calm. The
 * member's regional lines as real links (their region first), the emergency line and their safety
 * plan; tier 2 asks the direct question with Yes / No / Not sure, answerable while it is the newest
 * turn. From here on the banner above the chat stays for the session.
 */
export function CrisisPart({ data, onAnswer }: { data: SofiaCrisisData; onAnswer?: (text: string) => void }) {
  const headingId = useId();
  useEffect(() => rememberSofiaCrisis(), []);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-card border-2 border-primary/60 bg-surface p-5 shadow-sm">
      <h2 id={headingId} className="font-heading text-xl font-semibold">
        You do not have to carry this alone
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Crisis lines">
        {data.lines.map((line) => (
          <li key={line.href + line.label} className="flex flex-col gap-1 rounded-xl bg-muted p-4">
            <span className="font-semibold">{line.label}</span>
            <CrisisLineLink line={line} />
          </li>
        ))}
      </ul>
      <p className="font-semibold">{data.emergency}</p>
      <Link to={data.safetyPlan.href} target="_blank" rel="noopener" className={linkClass}>
        {data.safetyPlan.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </Link>
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
