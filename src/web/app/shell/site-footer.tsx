import { Link } from 'react-router';
import type { SessionUser } from '#web/features/auth/api/get-session';
import { SocialLinks } from './social-links';
import { FOOTER_COLUMNS, FOOTER_LEGAL_LINKS, type NavItem } from './nav-config';
import { isVisibleTo, navHref } from './nav-target';
import { SoonItem } from './soon-item';

/** Spec 2.8 footer: About, Explore, Resources and Connect on desktop; on mobile only the legal links. */
export function SiteFooter({ user }: { user: SessionUser | null }) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-border bg-surface">
      <div className="mx-auto hidden max-w-6xl px-4 py-12 md:block">
        <div className="grid grid-cols-4 gap-8">
          {FOOTER_COLUMNS.map((column) => (
            <section key={column.label} aria-labelledby={`footer-${column.label}`}>
              <h2 id={`footer-${column.label}`} className="font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                {column.label}
              </h2>
              <FooterLinks items={column.items} user={user} className="mt-3 space-y-1" />
            </section>
          ))}
        </div>
        <div className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-border pt-6 text-sm text-muted-foreground">
          <p>© {year} Recalibrate. Recover at your own pace.</p>
          <SocialLinks />
          <FooterLinks items={FOOTER_LEGAL_LINKS} user={user} className="flex gap-4" />
        </div>
      </div>
      <FooterLinks items={FOOTER_LEGAL_LINKS} user={user} className="flex justify-center gap-6 px-4 py-6 text-sm md:hidden" />
    </footer>
  );
}

function FooterLinks({ items, user, className }: { items: readonly NavItem[]; user: SessionUser | null; className: string }) {
  return (
    <ul className={className}>
      {items
        .filter((item) => isVisibleTo(item, user))
        .map((item) => {
          const href = navHref(item, user);
          return (
            <li key={item.label}>
              {href === null ? (
                <SoonItem className="min-h-11">{item.label}</SoonItem>
              ) : (
                <Link
                  to={href}
                  className="inline-flex min-h-11 items-center text-foreground underline-offset-4 hover:text-primary hover:underline"
                >
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
    </ul>
  );
}
