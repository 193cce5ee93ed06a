import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Notice } from '#web/components/ui/notice';

/** "Remove this …?": the confirmation before a FlowPath item is removed for good (Escape or "Keep it" backs out). */
export function RemoveDialog({
  open,
  onOpenChange,
  title,
  description,
  confirm,
  pending = false,
  failed = null,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirm: string;
  pending?: boolean;
  failed?: string | null;
  onConfirm: () => unknown;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {failed && <Notice tone="error">{failed}</Notice>}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Keep it
        </Button>
        <Button variant="destructive" pending={pending} onClick={() => void onConfirm()}>
          {confirm}
        </Button>
      </div>
    </Dialog>
  );
}
