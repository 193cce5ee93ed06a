import { NavLink } from 'react-router';
import type { SessionUser } from '#web/features/auth/api/get-session';
import { cn } from '#web/lib/cn';
import { TAB_BAR_ITEMS } from './nav-config';
import { isVisibleTo, navHref } from './nav-target';

/** Spec 2.8 bottom tab bar: mobile only; the shell leaves it out on /auth. */
export function MobileTabBar({ user }: { user: SessionUser | null }) {
  const items = TAB_BAR_ITEMS.filter((item) => isVisibleTo(item, user));
  return (
    // Named apart from the 404 page's "Quick links" (spec 2.10), which shows above it on a phone.
    <nav
      aria-label="Tab bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-lg">
        {items.map((item) => {
          const Icon = item.icon;
          const href = navHref(item, user);
          const tab = 'flex min-h-16 flex-col items-center justify-center gap-1 px-1 text-xs font-semibold text-muted-foreground';
          if (href === null) {
            // Coming soon (spec 2.8): inert, with its Soon label, until the page ships.
            return (
              <li key={item.label} className="flex-1">
                <span aria-disabled="true" className={tab}>
                  {Icon && <Icon aria-hidden="true" strokeWidth={1.75} className="size-6 opacity-60" />}
                  <span>
                    {item.label} <span className="font-normal">(Soon)</span>
                  </span>
                </span>
              </li>
            );
          }
          return (
            <li key={item.label} className="flex-1">
              <NavLink to={href} end className={({ isActive }) => cn(tab, isActive && 'text-primary')}>
                {Icon && <Icon aria-hidden="true" strokeWidth={1.75} className="size-6" />}
                {item.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
