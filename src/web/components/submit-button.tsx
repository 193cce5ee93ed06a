import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './ui/button';

/** A form's submit button, off while the form is busy and saying what it is doing meanwhile. */
export function SubmitButton({
  busy,
  busyLabel,
  icon: Icon,
  className,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  icon?: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" pending={busy} className={className}>
      {Icon && <Icon aria-hidden="true" strokeWidth={1.75} />}
      {busy ? busyLabel : children}
    </Button>
  );
}
