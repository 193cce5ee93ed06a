import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
import type { SessionUser } from '#web/features/auth/api/get-session';
import { isThemePreference, THEME_PREFERENCES } from '#web/lib/theme';
import { useTheme } from '../theme-provider';
import { NavTriggerContent, navTriggerClasses, THEME_LABELS, ThemeTriggerButton } from './menu-triggers';
import type { NavItem, NavMenu } from './nav-config';
import { isVisibleTo, navHref } from './nav-target';
import { keepFocusOnNewPage } from './route-announcer';

// The Radix menus of the top bar. This module (with Radix) is loaded lazily: see top-bar.tsx.

interface NavDropdownProps {
  menu: NavMenu;
  user: SessionUser | null;
  /** Open at once (someone asked for it before the menu code had loaded). */
  defaultOpen?: boolean;
}

/**
 * A top-bar menu (Start Here, Learn, Connect): opens with click, Enter, Space or ArrowDown;
 * closes on Escape or an outside click; arrow keys move between items.
 */
export function NavDropdown({ menu, user, defaultOpen }: NavDropdownProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={navTriggerClasses}>
        <NavTriggerContent label={menu.label} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-80" onCloseAutoFocus={keepFocusOnNewPage}>
        {menu.items
          .filter((item) => isVisibleTo(item, user))
          .map((item) => (
            <NavMenuItem key={item.label} item={item} user={user} />
          ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function NavMenuItem({ item, user }: { item: NavItem; user: SessionUser | null }) {
  const href = navHref(item, user);
  const body = (
    <>
      <span className="flex flex-col">
        <span className="font-semibold">{item.label}</span>
        {item.description && <span className="text-sm text-muted-foreground">{item.description}</span>}
      </span>
      {href === null && (
        <Badge variant="secondary" className="ml-auto">
          Soon
        </Badge>
      )}
    </>
  );
  // Coming soon: Radix renders a disabled item with aria-disabled, and it is not a link.
  if (href === null) return <DropdownMenuItem disabled>{body}</DropdownMenuItem>;
  return (
    <DropdownMenuItem asChild>
      <Link to={href}>{body}</Link>
    </DropdownMenuItem>
  );
}

/** A visible theme switch: light, dark, or following the device. */
export function ThemeMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { preference, setPreference } = useTheme();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ThemeTriggerButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-52">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={preference} onValueChange={(value) => isThemePreference(value) && setPreference(value)}>
          {THEME_PREFERENCES.map((value) => (
            <DropdownMenuRadioItem key={value} value={value}>
              {THEME_LABELS[value]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
