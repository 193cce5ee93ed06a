import { Button } from '#web/components/ui/button';

interface Action {
  label: string;
  onClick: () => void;
}

/** A code's row actions: open its dialog, and switch it off or on again (named with the code). */
export function CodeActions({ code, open, toggle, busy }: { code: string; open: Action; toggle: Action; busy: boolean }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" size="sm" aria-haspopup="dialog" aria-label={`${open.label}: ${code}`} onClick={open.onClick}>
        {open.label}
      </Button>
      <Button variant="ghost" size="sm" aria-label={`${toggle.label}: ${code}`} pending={busy} onClick={toggle.onClick}>
        {toggle.label}
      </Button>
    </div>
  );
}
