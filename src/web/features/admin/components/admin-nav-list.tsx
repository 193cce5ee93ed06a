import { NavLink } from 'react-router';
import { cn } from '#web/lib/cn';
import type { AdminNavItem } from './admin-nav';

/** The admin sidebar's links; the current page is marked with aria-current by NavLink. */
export function AdminNavList({ items, label, onNavigate }: { items: readonly AdminNavItem[]; label: string; onNavigate?: () => void }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-0.5">
        {items.map(({ label: text, to, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-base transition-colors duration-150 ease-out hover:bg-muted',
                  isActive ? 'bg-muted font-semibold text-primary' : 'text-foreground',
                )
              }
            >
              <Icon aria-hidden="true" strokeWidth={1.75} className="size-5 shrink-0" />
              {text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
