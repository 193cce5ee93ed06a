import { Link } from 'react-router';
import type { SofiaCrisisData } from '#shared/contracts/sofia';
import { CrisisLineLink } from './crisis-part';

const linkClass = 'font-semibold text-primary underline underline-offset-4';

/** Before this visit's crisis card gives the member's own lines (a banner kept from earlier): every region's. */
const EVERY_REGION: SofiaCrisisData['lines'] = [
  { label: 'United States and Canada', contact: 'Call or text 988', href: 'tel:988' },
  { label: 'United Kingdom and Ireland', contact: 'Call 116 123', href: 'tel:116123' },
  { label: 'Anywhere else', contact: 'findahelpline.com', href: 'https://findahelpline.com' },
];

/**
 * The crisis banner (issue 20): once a crisis card showed, it stays above the conversation for the
 * rest of the session, whatever the member answered, with their lines and the safety plan. Each
 * line says where it answers, as on the card, so no one calls a number for another country.
 */
export function CrisisBanner({ lines = EVERY_REGION }: { lines?: SofiaCrisisData['lines'] }) {
  return (
    <aside
      aria-label="Support is here"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-card border border-primary/50 bg-primary/5 px-4 py-3"
    >
      <p className="font-semibold">Support is here any time:</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {lines.map((line) => (
          <li key={line.href + line.label}>
            {line.label}: <CrisisLineLink line={line} className={linkClass} />
          </li>
        ))}
      </ul>
      <Link to="/safety-plan" target="_blank" rel="noopener" className={linkClass}>
        Your safety plan<span className="sr-only"> (opens in a new tab)</span>
      </Link>
    </aside>
  );
}
