import { ChevronDown, Monitor, Moon, Sun } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button, buttonVariants } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { useTheme } from '../theme-provider';

// The look of the top-bar menu buttons, shared by the real Radix triggers (top-bar-menus.tsx,
// loaded when the browser is idle) and by the stand-ins shown until then, so the swap is invisible.

export const navTriggerClasses = cn(buttonVariants({ variant: 'ghost', size: 'compact' }), 'group data-[state=open]:bg-muted');

export function NavTriggerContent({ label }: { label: string }) {
  return (
    <>
      {label}
      <ChevronDown
        aria-hidden="true"
        strokeWidth={1.75}
        className="transition-transform duration-200 ease-out group-data-[state=open]:rotate-180"
      />
    </>
  );
}

export const THEME_LABELS = { light: 'Light', dark: 'Dark', system: 'Match my device' } as const;

export function useThemeTrigger() {
  const { preference, resolved } = useTheme();
  const Icon = preference === 'system' ? Monitor : resolved === 'dark' ? Moon : Sun;
  return { Icon, label: `Theme: ${THEME_LABELS[preference]}. Change theme` };
}

export function ThemeTriggerButton(props: ComponentProps<'button'>) {
  const { Icon, label } = useThemeTrigger();
  return (
    <Button variant="ghost" size="icon" aria-label={label} {...props}>
      <Icon aria-hidden="true" strokeWidth={1.75} />
    </Button>
  );
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * Stand-in for a menu trigger while the menu code loads: the same button, and a click or an
 * opening key (Enter, Space, ArrowDown) asks for the menu, which then opens as soon as it is there.
 */
export function standInHandlers(onActivate: () => void): Pick<ComponentProps<'button'>, 'onClick' | 'onKeyDown'> {
  return {
    onClick: onActivate,
    onKeyDown: (event) => {
      if (!OPEN_KEYS.has(event.key)) return;
      event.preventDefault();
      onActivate();
    },
  };
}
