import type { JournalEntry } from '#shared/contracts/journal';
import { Dialog } from '#web/components/ui/dialog';
import { useSession } from '#web/features/auth/api/get-session';
import { journalEntryPath, useUpdateJournalEntry } from '../api/update-journal-entry';
import { entryToForm } from '../lib/journal-form';
import { newClientId, saveOrKeep } from '../lib/save-or-keep';
import { JournalEditor, type JournalSaveResult } from './journal-editor';

/**
 * Edits an entry in a dialog; closing it without saving leaves the entry as it was. The edit names
 * the version it started from and when it was made: if the entry changed elsewhere meanwhile, the
 * server keeps the other version as a copy (decision 150). With no connection the edit waits on
 * this device (decision 151).
 */
export function JournalEditDialog({
  entry,
  onClose,
  onSaved,
}: {
  entry: JournalEntry | null;
  onClose: () => void;
  onSaved: (reply: JournalSaveResult) => void;
}) {
  const update = useUpdateJournalEntry();
  const userId = useSession().user?.id;
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()} title="Edit entry" side="wide">
      {entry && (
        <JournalEditor
          key={entry.id}
          mode="edit"
          label="Edit entry"
          initial={entryToForm(entry)}
          save={(fields) => {
            const input = { ...fields, base_updated_at: entry.updated_at, edited_at: new Date().toISOString() };
            return saveOrKeep(() => update.mutateAsync({ id: entry.id, input }), userId, {
              key: newClientId(),
              kind: 'journal-edit',
              method: 'PUT',
              path: journalEntryPath(entry.id),
              body: input,
              label: fields.title,
            });
          }}
          onSaved={onSaved}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
