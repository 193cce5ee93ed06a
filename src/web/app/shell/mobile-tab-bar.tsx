import { NavLink } from 'react-router';
import type { SessionUser } from '../../features/auth/api/get-session';
import { cn } from '../../lib/cn';
import { TAB_BAR_ITEMS } from './nav-config';
import { isVisibleTo, navHref } from './nav-target';

/** Spec 2.8 bottom tab bar: mobile only; the shell leaves it out on /auth. */
export function MobileTabBar({ user }: { user: SessionUser | null }) {
  const items = TAB_BAR_ITEMS.filter((item) => isVisibleTo(item, user));
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-lg">
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.label} className="flex-1">
              <NavLink
                to={navHref(item, user) ?? item.to}
                end
                className={({ isActive }) =>
                  cn(
                    'flex min-h-16 flex-col items-center justify-center gap-1 px-1 text-xs font-semibold text-muted-foreground',
                    isActive && 'text-primary',
                  )
                }
              >
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
