import type { ComponentProps } from 'react';
import { Drawer as DrawerPrimitive } from 'vaul';
import { cn } from '#web/lib/cn';

// vaul is heavy for a first load: import this file only from lazily loaded code.
export const Drawer = DrawerPrimitive.Root;
export const DrawerClose = DrawerPrimitive.Close;

// DESIGN.md's motion (150–300 ms, ease-out) rather than vaul's 500 ms slide: inline, as vaul's own
// styles come after ours, and without !important, so reduced motion (app.css) still makes it instant.
export const DRAWER_MOTION = { animationDuration: '250ms', animationTimingFunction: 'var(--ease-calm)' } as const;

export function DrawerContent({ className, children, style, ...props }: ComponentProps<typeof DrawerPrimitive.Content>) {
  return (
    <DrawerPrimitive.Portal>
      <DrawerPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" style={DRAWER_MOTION} />
      <DrawerPrimitive.Content
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 flex flex-col rounded-t-[1.25rem] border-t border-border bg-surface text-foreground shadow-xl outline-none',
          className,
        )}
        style={{ ...DRAWER_MOTION, ...style }}
        {...props}
      >
        <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-border" />
        {children}
      </DrawerPrimitive.Content>
    </DrawerPrimitive.Portal>
  );
}

export function DrawerTitle({ className, ...props }: ComponentProps<typeof DrawerPrimitive.Title>) {
  return <DrawerPrimitive.Title className={cn('font-heading text-2xl font-semibold', className)} {...props} />;
}

export function DrawerDescription({ className, ...props }: ComponentProps<typeof DrawerPrimitive.Description>) {
  return <DrawerPrimitive.Description className={cn('text-muted-foreground', className)} {...props} />;
}
