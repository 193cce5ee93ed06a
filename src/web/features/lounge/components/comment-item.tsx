import { useState } from 'react';
import type { CommentView } from '#shared/contracts/lounge';
import { Button } from '#web/components/ui/button';
import { AuthorLine } from './author-line';
import { CommentForm } from './comment-form';
import { EditForm } from './edit-form';
import { FormattedText } from './formatted-text';
import { ItemActions } from './item-actions';
import { ModerationNote } from './moderation-note';
import { ReactionsBar } from './reactions-bar';

/** One comment with its reactions and actions; a top-level comment also takes replies (one level). */
export function CommentItem({ comment, canReply }: { comment: CommentView; canReply: boolean }) {
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
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
          <Button size="sm" variant="ghost" aria-expanded={replying} onClick={() => setReplying((r) => !r)}>
            Reply
          </Button>
        )}
        <ItemActions kind="comment" id={comment.id} author={comment.author} onEdit={() => setEditing(true)} />
      </div>
      {replying && (
        <CommentForm postId={comment.postId} parentId={comment.id} label={`Reply to ${comment.author?.name ?? 'this comment'}`} />
      )}
    </article>
  );
}
