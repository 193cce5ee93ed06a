import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { JournalEntry } from '#shared/contracts/journal';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Notice } from '#web/components/ui/notice';
import { ApiError } from '#web/lib/api-client';
import { useDeleteJournalEntry } from '../api/delete-journal-entry';

/** Asks before deleting an entry for good; the entry stays if the call fails. */
export function JournalDeleteDialog({
  entry,
  onClose,
  onDeleted,
}: {
  entry: JournalEntry | null;
  onClose: () => void;
  onDeleted: (entry: JournalEntry) => void;
}) {
  const remove = useDeleteJournalEntry();
  const [failed, setFailed] = useState<string | null>(null);

  const close = () => {
    setFailed(null);
    remove.reset();
    onClose();
  };

  const confirm = async () => {
    if (!entry) return;
    setFailed(null);
    try {
      await remove.mutateAsync(entry.id);
      onDeleted(entry);
    } catch (error) {
      // Already gone (deleted in another tab) is what the person wanted.
      if (error instanceof ApiError && error.status === 404) onDeleted(entry);
      else
        setFailed(
          error instanceof ApiError && error.status === 0
            ? error.detail
            : 'The entry was not deleted. It is still here: please try again in a moment.',
        );
    }
  };

  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => !open && close()}
      title="Delete this entry?"
      description={entry ? <>“{entry.title}” will be removed from your journal for good. This cannot be undone.</> : undefined}
    >
      {failed && <Notice tone="error">{failed}</Notice>}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={close} autoFocus>
          Keep it
        </Button>
        <Button variant="destructive" onClick={() => void confirm()} pending={remove.isPending}>
          <Trash2 aria-hidden="true" strokeWidth={1.75} />
          {remove.isPending ? 'Deleting...' : 'Delete entry'}
        </Button>
      </div>
    </Dialog>
  );
}
