import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '#web/lib/cn';

// A modal on the native <dialog> element (showModal): the browser moves focus in, traps it,
// makes the page behind inert, closes on Escape and gives focus back on close. No Radix, no
// extra bytes (docs/decisions/016-web-admin-back-office-and-impersonation.md).

const PANEL = {
  center: 'm-auto w-[min(32rem,calc(100vw-2rem))] max-h-[85dvh] rounded-card open:animate-calm-in',
  wide: 'm-auto w-[min(44rem,calc(100vw-2rem))] max-h-[85dvh] rounded-card open:animate-calm-in',
  left: 'my-0 mr-auto ml-0 h-dvh max-h-dvh w-[min(20rem,85vw)] rounded-r-card',
  right: 'my-0 ml-auto mr-0 h-dvh max-h-dvh w-[min(30rem,92vw)] rounded-l-card',
} as const;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** `center` for confirmations and short forms, `wide` for details; `left` is a menu at the side, `right` a drawer (the cart). */
  side?: keyof typeof PANEL;
  className?: string;
  children?: ReactNode;
}

export function Dialog({ open, onOpenChange, title, description, side = 'center', className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => onOpenChange(false)}
      // A click on the backdrop lands on the <dialog> itself; the content fills it edge to edge.
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={cn(
        'border border-border bg-surface p-0 text-foreground shadow-xl backdrop:bg-black/40 motion-reduce:animate-none',
        PANEL[side],
        className,
      )}
    >
      {open && (
        <div className="flex h-full flex-col gap-4 overflow-y-auto p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="font-heading text-xl font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted"
              aria-label="Close"
            >
              <X aria-hidden="true" strokeWidth={1.75} className="size-5" />
            </button>
          </div>
          {description && (
            <div id={descriptionId} className="text-muted-foreground">
              {description}
            </div>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
}
