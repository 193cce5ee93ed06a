import { cn } from '#web/lib/cn';
import { SOCIAL_LINKS } from './nav-config';

/** Spec 2.8's social links, in the drawer and the footer (its own file: the footer is on every first load, the drawer is not). */
export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul aria-label="Recalibrate on social media" className={cn('flex flex-wrap gap-2', className)}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm hover:bg-muted"
          >
            {link.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
