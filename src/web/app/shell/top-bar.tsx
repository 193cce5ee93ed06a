import { useCallback, useState } from 'react';
import { displayName } from '#shared/auth/display-name';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '#web/components/ui/button';
import type { SessionUser } from '#web/features/auth/api/get-session';
import { isAuthPath } from '../sign-in-href';
import { useIdleModule } from '../use-idle-module';
import { Logo } from './logo';
import { NavTriggerContent, navTriggerClasses, standInHandlers, ThemeTriggerButton } from './menu-triggers';
import { MobileMenu } from './mobile-menu';
import { MEMBERSHIPS_ITEM, TOP_MENUS } from './nav-config';

// Radix menus are ~28 KB gzip: they load when the browser is idle (or on first use), not with the
// first page (docs/decisions/011-web-bundle-budget.md).
const loadMenus = () => import('./top-bar-menus');
// The signed-in menu loads only for someone signed in, when idle or on first use.
const loadUserMenu = () => import('./user-menu');
const THEME_MENU = 'theme';

/** Spec 2.8 desktop top bar; on small screens it keeps the logo, the theme switch and the menu button. */
export function TopBar({ user }: { user: SessionUser | null }) {
  const menus = useIdleModule(loadMenus);
  const [openOnLoad, setOpenOnLoad] = useState<string | null>(null);
  const request = useCallback(
    (name: string) => {
      setOpenOnLoad(name);
      menus.loadNow();
    },
    [menus],
  );
  const Menus = menus.module;

  return (
    <header
      data-sticky-top
      className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 lg:flex">
          {TOP_MENUS.map((menu) =>
            Menus ? (
              <Menus.NavDropdown key={menu.label} menu={menu} user={user} defaultOpen={openOnLoad === menu.label} />
            ) : (
              <button
                key={menu.label}
                type="button"
                aria-haspopup="menu"
                aria-expanded="false"
                data-state="closed"
                className={navTriggerClasses}
                {...standInHandlers(() => request(menu.label))}
              >
                <NavTriggerContent label={menu.label} />
              </button>
            ),
          )}
          <Link to={MEMBERSHIPS_ITEM.to} className={buttonVariants({ variant: 'ghost', size: 'compact' })}>
            {MEMBERSHIPS_ITEM.label}
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          {Menus ? (
            <Menus.ThemeMenu defaultOpen={openOnLoad === THEME_MENU} />
          ) : (
            <ThemeTriggerButton aria-haspopup="menu" aria-expanded="false" {...standInHandlers(() => request(THEME_MENU))} />
          )}
          <AccountArea user={user} />
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}

/** Spec 2.8: signed out, a Login button (hidden on /auth); signed in, 'Hi,' and the name opening the user menu. */
function AccountArea({ user }: { user: SessionUser | null }) {
  const { pathname } = useLocation();
  if (user) return <GreetingMenu user={user} />;
  if (isAuthPath(pathname)) return null;
  return (
    <div className="hidden lg:block">
      <Link to="/auth" className={buttonVariants({ size: 'sm' })}>
        Login
      </Link>
    </div>
  );
}

function GreetingMenu({ user }: { user: SessionUser }) {
  const menu = useIdleModule(loadUserMenu);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const Menu = menu.module;
  return (
    <div className="hidden lg:block">
      {Menu ? (
        <Menu.UserMenu user={user} defaultOpen={openOnLoad} />
      ) : (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded="false"
          data-state="closed"
          className={navTriggerClasses}
          {...standInHandlers(() => {
            setOpenOnLoad(true);
            menu.loadNow();
          })}
        >
          <NavTriggerContent label={`Hi, ${displayName(user)}`} />
        </button>
      )}
    </div>
  );
}
