import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '#web/components/ui/button';
import type { SessionUser } from '#web/features/auth/api/get-session';
import { cn } from '#web/lib/cn';
import { isAuthPath } from '../sign-in-href';
import { DRAWER_GROUPS, DRAWER_TILES, type NavItem } from './nav-config';
import { isVisibleTo, navHref } from './nav-target';
import { SocialLinks } from './social-links';
import { SoonItem } from './soon-item';

// The signed-in parts load only for someone signed in.
const DrawerWelcome = lazy(() => import('./drawer-account').then((m) => ({ default: m.DrawerWelcome })));
const DrawerAccountActions = lazy(() => import('./drawer-account').then((m) => ({ default: m.DrawerAccountActions })));

interface Props {
  user: SessionUser | null;
  /** Called when a link is followed, so the drawer can close. */
  onNavigate: () => void;
}

/** The drawer's contents (kept apart from vaul so it can be tested on its own). */
export function DrawerNav({ user, onNavigate }: Props) {
  return (
    <nav aria-label="Menu" className="flex flex-col gap-6">
      <DrawerAccountArea user={user} onNavigate={onNavigate} />
      <ul className="grid grid-cols-2 gap-3 min-[420px]:grid-cols-3">
        {DRAWER_TILES.filter((tile) => isVisibleTo(tile, user)).map((tile) => (
          <li key={tile.label}>
            <Tile item={tile} user={user} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      <div className="flex flex-col divide-y divide-border rounded-card border border-border">
        {DRAWER_GROUPS.map((group) => (
          <details key={group.label} className="group">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-4 font-semibold [&::-webkit-details-marker]:hidden">
              {group.label}
              <ChevronDown
                aria-hidden="true"
                strokeWidth={1.75}
                className="size-5 transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <ul className="px-2 pb-2">
              {group.items.map((item) => {
                const href = navHref(item, user);
                return (
                  <li key={item.label}>
                    {href === null ? (
                      <SoonItem className="flex min-h-11 px-2">{item.label}</SoonItem>
                    ) : (
                      <Link to={href} onClick={onNavigate} className="flex min-h-11 items-center rounded-lg px-2 hover:bg-muted">
                        {item.label}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </details>
        ))}
      </div>
      <SocialLinks />
      {user && (
        <Suspense fallback={null}>
          <DrawerAccountActions onNavigate={onNavigate} />
        </Suspense>
      )}
    </nav>
  );
}

/**
 * Spec 2.8: visitors get a sign-in prompt; someone signed in gets 'Welcome back,' with the name and
 * Admin Controls (staff) or Your Tools (members). Account Settings and Logout close the drawer.
 */
function DrawerAccountArea({ user, onNavigate }: Props) {
  const { pathname } = useLocation();
  if (user) {
    return (
      <Suspense fallback={null}>
        <DrawerWelcome user={user} onNavigate={onNavigate} />
      </Suspense>
    );
  }
  if (isAuthPath(pathname)) return null;
  return (
    <div className="rounded-card bg-muted p-4">
      <p>Sign in to keep your results, Edits and check-ins in one place.</p>
      <Link to="/auth" onClick={onNavigate} className={cn(buttonVariants(), 'mt-3 w-full')}>
        Login
      </Link>
    </div>
  );
}

function Tile({ item, user, onNavigate }: { item: NavItem; user: SessionUser | null; onNavigate: () => void }) {
  const href = navHref(item, user);
  const Icon = item.icon;
  const classes =
    'flex min-h-24 flex-col items-center justify-center gap-2 rounded-card border border-border bg-background p-3 text-center text-sm font-semibold';
  const body = (
    <>
      {Icon && <Icon aria-hidden="true" strokeWidth={1.75} className="size-6 text-primary" />}
      {item.label}
    </>
  );
  if (href === null) {
    return (
      <span aria-disabled="true" className={cn(classes, 'opacity-70')}>
        {body}
        <span className="text-xs font-normal text-muted-foreground">Soon</span>
      </span>
    );
  }
  return (
    <Link to={href} onClick={onNavigate} className={cn(classes, 'transition-colors duration-200 hover:bg-muted')}>
      {body}
    </Link>
  );
}
