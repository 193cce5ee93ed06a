import { MessageCircle, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SofiaConversation } from '#shared/contracts/sofia';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { TextField } from '#web/components/ui/form-field';
import { Notice } from '#web/components/ui/notice';
import { ApiError } from '#web/lib/api-client';
import { formatDateTime } from '#web/lib/dates';
import { errorText } from '#web/lib/server-error';
import { useFocusWhen } from '#web/lib/use-focus-when';
import { useDeleteConversation } from '../api/delete-conversation';
import { useRenameConversation } from '../api/rename-conversation';

const RENAME_FAILED = 'The new name was not saved. Check your connection and try again; what you typed is still here.';
const DELETE_FAILED = 'The conversation was not deleted. Check your connection and try again.';

/**
 * One earlier conversation: open it, rename it in place, or delete it after a confirmation. Once
 * the name form closes, focus is back on its Rename button; once deleted, `onDeleted` (the list
 * says so and takes focus: the item, and the button that had focus, are gone).
 */
export function ConversationItem({
  conversation,
  onDeleted,
}: {
  conversation: SofiaConversation;
  onDeleted: (conversation: SofiaConversation) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const renameButton = useFocusWhen<HTMLButtonElement>(!renaming);
  const remove = useDeleteConversation();
  // The list has usually refreshed without the conversation by the time this resolves.
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(conversation.id);
    } catch {
      return; // The dialog says what went wrong.
    }
    setConfirming(false);
    onDeleted(conversation);
  };
  const messages = `${conversation.messageCount} ${conversation.messageCount === 1 ? 'message' : 'messages'}`;
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4">
      {renaming ? (
        <RenameForm conversation={conversation} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 flex-col">
            <Link
              to={`/sofia/chat?c=${encodeURIComponent(conversation.id)}`}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
            >
              <MessageCircle aria-hidden="true" strokeWidth={1.75} className="size-5 shrink-0" />
              <span className="truncate">{conversation.title}</span>
            </Link>
            <span className="text-sm text-muted-foreground">
              {messages} · last {formatDateTime(conversation.updatedAt)}
            </span>
          </div>
          <div className="flex gap-2">
            <Button
              ref={renameButton}
              variant="ghost"
              size="sm"
              onClick={() => setRenaming(true)}
              aria-label={`Rename “${conversation.title}”`}
            >
              <Pencil aria-hidden="true" strokeWidth={1.75} />
              Rename
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete “${conversation.title}”`}>
              <Trash2 aria-hidden="true" strokeWidth={1.75} />
              Delete
            </Button>
          </div>
        </div>
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this conversation?"
        description={`“${conversation.title}” and everything in it will be gone for good. This cannot be undone.`}
      >
        {remove.isError && <Notice tone="error">{errorText(remove.error, DELETE_FAILED)}</Notice>}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
          <Button variant="destructive" pending={remove.isPending} onClick={() => void confirmDelete()}>
            Delete conversation
          </Button>
        </div>
      </Dialog>
    </li>
  );
}

function RenameForm({ conversation, onDone }: { conversation: SofiaConversation; onDone: () => void }) {
  const [title, setTitle] = useState(conversation.title);
  const [tried, setTried] = useState(false);
  const rename = useRenameConversation();
  const fieldError = rename.error instanceof ApiError ? rename.error.fieldErrors.find((e) => e.field === 'title')?.message : undefined;
  const trimmed = title.trim();
  const problem =
    trimmed.length === 0 ? 'Give the conversation a name.' : trimmed.length > 80 ? 'Keep the name to 80 characters.' : undefined;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!problem) rename.mutate({ id: conversation.id, title: trimmed }, { onSuccess: onDone });
      }}
    >
      <TextField
        label="New name"
        name="title"
        value={title}
        autoFocus
        onChange={(event) => setTitle(event.target.value)}
        error={(tried && problem) || fieldError}
      />
      {rename.isError && !fieldError && <Notice tone="error">{errorText(rename.error, RENAME_FAILED)}</Notice>}
      <div className="flex gap-2">
        <Button type="submit" size="sm" pending={rename.isPending}>
          Save name
        </Button>
        <Button variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
