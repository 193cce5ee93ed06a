import { useState } from 'react';
import type { CommentView } from '#shared/contracts/lounge';
import { Button } from '#web/components/ui/button';
import { useFocusWhen } from '#web/lib/use-focus-when';
import { AuthorLine } from './author-line';
import { CommentForm } from './comment-form';
import { EditForm } from './edit-form';
import { FormattedText } from './formatted-text';
import { ItemActions } from './item-actions';
import { ModerationNote } from './moderation-note';
import { ReactionsBar } from './reactions-bar';

/**
 * One comment with its reactions and actions; a top-level comment also takes replies (one level).
 * A sent reply closes its box and focus comes back to the Reply toggle.
 */
export function CommentItem({ comment, canReply, onDeleted }: { comment: CommentView; canReply: boolean; onDeleted: () => void }) {
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const replyToggle = useFocusWhen<HTMLButtonElement>(!replying);
  const name = comment.author?.name ?? 'this comment';
  if (comment.removed) return <p className="text-muted-foreground">[removed]</p>;
  return (
    <article aria-label={`Comment by ${comment.author?.name ?? 'a former member'}`} className="flex flex-col gap-2">
      <AuthorLine author={comment.author} createdAt={comment.createdAt} edited={comment.edited} />
      {comment.author?.you && <ModerationNote status={comment.status} reason={comment.moderationReason} />}
      {editing ? (
        <EditForm kind="comment" id={comment.id} body={comment.body} onDone={() => setEditing(false)} />
      ) : (
        <FormattedText text={comment.body} />
      )}
      <ReactionsBar kind="comment" id={comment.id} counts={comment.reactions} mine={comment.mine} />
      <div className="flex flex-wrap gap-2">
        {canReply && (
          <Button
            ref={replyToggle}
            size="sm"
            variant="ghost"
            aria-label={`Reply to ${name}`}
            aria-expanded={replying}
            onClick={() => setReplying((r) => !r)}
          >
            Reply
          </Button>
        )}
        <ItemActions
          kind="comment"
          id={comment.id}
          author={comment.author}
          editing={editing}
          onEdit={() => setEditing(true)}
          onDeleted={onDeleted}
        />
      </div>
      {replying && (
        <CommentForm postId={comment.postId} parentId={comment.id} label={`Reply to ${name}`} onSent={() => setReplying(false)} />
      )}
    </article>
  );
}
