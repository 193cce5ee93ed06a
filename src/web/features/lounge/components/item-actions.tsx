import { useState } from 'react';
import type { AuthorView } from '#shared/contracts/lounge';
import { Button } from '#web/components/ui/button';
import { ConfirmButton } from '#web/components/ui/confirm-button';
import { useFocusWhen } from '#web/lib/use-focus-when';
import { useDeleteItem } from '../api/delete-item';
import { useBlock } from '../api/block-member';
import { ReportForm } from './report-form';

/**
 * What a member can do with an item: their own they delete (or edit); another's they report, or
 * block its author. When the edit form above closes, focus comes back to Edit; after a delete,
 * `onDeleted` says where it goes, as the button goes with the item.
 */
export function ItemActions({
  kind,
  id,
  author,
  editing = false,
  onEdit,
  onDeleted,
}: {
  kind: 'post' | 'comment';
  id: string;
  author: AuthorView | null;
  editing?: boolean;
  onEdit?: () => void;
  onDeleted: () => void;
}) {
  const [reporting, setReporting] = useState(false);
  const remove = useDeleteItem(kind, id);
  const editButton = useFocusWhen<HTMLButtonElement>(!editing);
  const block = useBlock();
  if (!author) return null;
  if (author.you) {
    return (
      <div className="flex flex-wrap gap-2">
        {onEdit && (
          <Button ref={editButton} size="sm" variant="ghost" onClick={onEdit}>
            Edit
          </Button>
        )}
        <ConfirmButton
          size="sm"
          variant="ghost"
          disabled={remove.isPending}
          confirm={`Delete this ${kind}? This cannot be undone.`}
          onConfirmed={() => remove.mutateAsync().then(onDeleted, () => undefined)}
        >
          Delete
        </ConfirmButton>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="ghost" aria-expanded={reporting} onClick={() => setReporting((r) => !r)}>
          Report
        </Button>
        <ConfirmButton
          size="sm"
          variant="ghost"
          disabled={block.isPending}
          confirm={`Block ${author.name}? Their posts and comments will disappear for you. They are not told.`}
          onConfirmed={() => block.mutate({ memberKey: author.memberKey, on: true })}
        >
          Block {author.name}
        </ConfirmButton>
      </div>
      {reporting && <ReportForm kind={kind} id={id} onDone={() => setReporting(false)} />}
    </div>
  );
}
