import type { JournalEntry } from '#shared/contracts/wellness';
import { Dialog } from '#web/components/ui/dialog';
import { useUpdateJournalEntry } from '../api/update-journal-entry';
import { entryToForm } from '../lib/journal-form';
import { JournalEditor, type JournalSaveReply } from './journal-editor';

/** Edits an entry in a dialog; closing it without saving leaves the entry as it was. */
export function JournalEditDialog({
  entry,
  onClose,
  onSaved,
}: {
  entry: JournalEntry | null;
  onClose: () => void;
  onSaved: (reply: JournalSaveReply) => void;
}) {
  const update = useUpdateJournalEntry();
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()} title="Edit entry" side="wide">
      {entry && (
        <JournalEditor
          key={entry.id}
          mode="edit"
          label="Edit entry"
          initial={entryToForm(entry)}
          save={(input) => update.mutateAsync({ id: entry.id, input })}
          onSaved={onSaved}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
