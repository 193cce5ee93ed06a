import { Button, type ButtonProps } from './button';

/**
 * A button for a change that cannot be taken back: it asks `confirm` in the browser's own dialog,
 * and does `onConfirmed` only on OK.
 */
export function ConfirmButton({
  confirm,
  onConfirmed,
  ...button
}: Omit<ButtonProps, 'onClick'> & { confirm: string; onConfirmed: () => unknown }) {
  return (
    <Button
      {...button}
      onClick={() => {
        if (window.confirm(confirm)) void onConfirmed();
      }}
    />
  );
}
