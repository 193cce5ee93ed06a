import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button';

/** `data-links`: places in the product Sofia points to (an Edit, the Reset Room, a check-in). */
export function LinksPart({ links }: { links: readonly { label: string; href: string }[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3" aria-label="Suggested places">
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * `data-upgrade`: a calm card for a member without Sofia; the safety parts stay open to them. A
 * named group, not a landmark: each reply to a free member carries one (axe landmark-unique).
 */
export function UpgradePart({ href, text }: { href: string; text: string }) {
  return (
    <div role="group" aria-label="Sofia with Premium" className="flex flex-col gap-3 rounded-card border border-sofia/50 bg-sofia/5 p-5">
      <p className="font-semibold">Sofia’s conversations come with Premium and Elite</p>
      <p className="max-w-[70ch]">{text}</p>
      <Link to={href} className={buttonVariants({ className: 'self-start' })}>
        See memberships
      </Link>
    </div>
  );
}

/** `data-notice`: a quiet note (e.g. the fuller mode was unavailable, so the built-in guide answered). */
export function NoticePart({ text }: { text: string }) {
  return <p className="text-sm text-muted-foreground">{text}</p>;
}
