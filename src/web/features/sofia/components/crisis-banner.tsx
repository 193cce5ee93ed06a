import { Link } from 'react-router';
import type { SofiaCrisisData } from '#shared/contracts/sofia';
import { contactHref } from '../lib/contact-href';

const linkClass = 'font-semibold text-primary underline underline-offset-4';

/** Before a crisis card of this visit gives the member's own lines: every region's. */
const EVERY_REGION: SofiaCrisisData['lines'] = [
  { label: 'US and Canada', contact: 'Call or text 988' },
  { label: 'UK and Ireland', contact: '116 123' },
  { label: 'Anywhere else', contact: 'findahelpline.com' },
];

/**
 * The crisis banner (issue 20): once a crisis card showed, it stays above the conversation for the
 * rest of the session, whatever the member answered, with their lines and the safety plan.
 */
export function CrisisBanner({ lines = EVERY_REGION }: { lines?: SofiaCrisisData['lines'] }) {
  return (
    <aside
      aria-label="Support is here"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-card border border-primary/50 bg-primary/5 px-4 py-3"
    >
      <p className="font-semibold">Support is here any time:</p>
      {lines.map((line) => {
        const href = contactHref(line.contact);
        const text = `${line.label}: ${line.contact}`;
        return href ? (
          <a
            key={text}
            href={href}
            className={linkClass}
            {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {text}
          </a>
        ) : (
          <span key={text}>{text}</span>
        );
      })}
      <Link to="/safety-plan" target="_blank" rel="noopener" className={linkClass}>
        Your safety plan<span className="sr-only"> (opens in a new tab)</span>
      </Link>
    </aside>
  );
}
