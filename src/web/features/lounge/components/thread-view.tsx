import { useQueryClient } from '@tanstack/react-query';
import { type Ref, useMemo, useState } from 'react';
import type { ThreadView as Thread } from '#shared/contracts/lounge';
import { circleName } from '#shared/lounge/circles';
import { QueryState } from '#web/components/query-state';
import { useThread } from '../api/get-thread';
import { threadKey } from '../api/query-keys';
import { useNewComments } from '../api/use-new-comments';
import { AuthorLine } from './author-line';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { EditForm } from './edit-form';
import { FormattedText } from './formatted-text';
import { ItemActions } from './item-actions';
import { ModerationNote } from './moderation-note';
import { NewItemsBar } from './new-items-bar';
import { ReactionsBar } from './reactions-bar';

interface Props {
  canWrite: boolean;
  /** Takes focus when the member has just joined, and the thread is where they were reading. */
  headingRef?: Ref<HTMLHeadingElement>;
}

function ThreadBody({ thread, canWrite, headingRef }: Props & { thread: Thread }) {
  const { post, comments } = thread;
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  const known = useMemo(() => new Set(comments.map((c) => c.id)), [comments]);
  const live = useNewComments(post.id, known);
  const top = comments.filter((c) => !c.parentId);
  return (
    <div className="flex flex-col gap-6">
      <article aria-labelledby="thread-title" className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5">
        <p className="text-sm text-muted-foreground">{circleName(post.circle)}</p>
        <h2 id="thread-title" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold wrap-anywhere outline-none">
          {post.title}
        </h2>
        {!post.removed && <AuthorLine author={post.author} createdAt={post.createdAt} edited={post.edited} />}
        {post.author?.you && <ModerationNote status={post.status} reason={post.moderationReason} />}
        {editing ? (
          <EditForm kind="post" id={post.id} title={post.title} body={post.body} onDone={() => setEditing(false)} />
        ) : (
          <FormattedText text={post.body} />
        )}
        {!post.removed && <ReactionsBar kind="post" id={post.id} counts={post.reactions} mine={post.mine} />}
        <ItemActions kind="post" id={post.id} author={post.author} onEdit={() => setEditing(true)} />
      </article>
      <section aria-labelledby="comments-heading" className="flex flex-col gap-4">
        <h2 id="comments-heading" className="text-xl font-semibold">
          Comments
        </h2>
        <NewItemsBar
          count={live.count}
          noun="comment"
          onShow={() => {
            live.clear();
            void queryClient.invalidateQueries({ queryKey: threadKey(post.id) });
          }}
        />
        {top.length === 0 && <p className="text-muted-foreground">No comments yet. A kind word goes a long way.</p>}
        <ul className="flex flex-col gap-5">
          {top.map((comment) => (
            <li key={comment.id} className="flex flex-col gap-3 border-l-2 border-border pl-4">
              <CommentItem comment={comment} canReply={canWrite && !post.removed} />
              <ul className="flex flex-col gap-3 pl-4">
                {comments
                  .filter((r) => r.parentId === comment.id)
                  .map((reply) => (
                    <li key={reply.id}>
                      <CommentItem comment={reply} canReply={false} />
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
        {canWrite && !post.removed && post.status === 'published' && <CommentForm postId={post.id} label="Add a comment" />}
      </section>
    </div>
  );
}

/** A post and its comments, with new comments announced live. */
export function ThreadView({ postId, ...props }: Props & { postId: string }) {
  const thread = useThread(postId);
  return (
    <QueryState query={thread} what="this conversation">
      {(data) => <ThreadBody thread={data} {...props} />}
    </QueryState>
  );
}
