import { LogOut } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { displayName } from '#shared/auth/display-name';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
import type { SessionUser } from '#web/features/auth/api/get-session';
import { useSignOut } from '#web/features/auth/api/sign-out';
import { DAILY_TOOL_LINKS, userMenuLinks } from './account-nav';
import { NavTriggerContent, navTriggerClasses } from './menu-triggers';
import { keepFocusOnNewPage } from './route-announcer';

/**
 * Spec 2.8 signed-in menu: 'Hi,' plus the name opens it; it shows the email and the member's
 * pages, and Sign out (home, with nothing of the person left in the cache). Loaded only when
 * someone is signed in (see top-bar.tsx).
 */
export function UserMenu({ user, defaultOpen }: { user: SessionUser; defaultOpen?: boolean }) {
  const signOut = useSignOut();
  const dailyId = useId();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={navTriggerClasses}>
        <NavTriggerContent label={`Hi, ${displayName(user)}`} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72" onCloseAutoFocus={keepFocusOnNewPage}>
        <DropdownMenuLabel className="font-normal">
          <span className="block text-sm text-muted-foreground">Signed in as</span>
          <span className="block truncate font-semibold text-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {userMenuLinks(user).map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuGroup aria-labelledby={dailyId}>
          <DropdownMenuLabel id={dailyId} className="text-sm font-semibold text-muted-foreground">
            Daily tools
          </DropdownMenuLabel>
          {DAILY_TOOL_LINKS.map((link) => (
            <DropdownMenuItem key={link.to} asChild>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden="true" strokeWidth={1.75} className="size-5" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
