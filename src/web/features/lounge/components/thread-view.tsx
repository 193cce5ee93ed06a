import { useQueryClient } from '@tanstack/react-query';
import { type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ThreadView as Thread } from '#shared/contracts/lounge';
import { circleName } from '#shared/lounge/circles';
import { QueryState } from '#web/components/query-state';
import { Notice } from '#web/components/ui/notice';
import { isMissing } from '#web/lib/is-missing';
import { useFocusWhen } from '#web/lib/use-focus-when';
import { useThread } from '../api/get-thread';
import { threadKey } from '../api/query-keys';
import { useNewComments } from '../api/use-new-comments';
import { useFocusFirstNew } from '../lib/use-focus-first-new';
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
  /** The member has just opened this post: its title takes focus once drawn (review 6). */
  focusTitle?: boolean;
}

function ThreadBody({ thread, canWrite, headingRef, focusTitle = false }: Props & { thread: Thread }) {
  const { post, comments } = thread;
  useEffect(() => {
    if (focusTitle) document.getElementById('thread-title')?.focus();
  }, [focusTitle]);
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  const known = useMemo(() => new Set(comments.map((c) => c.id)), [comments]);
  const live = useNewComments(post.id, known);
  const top = comments.filter((c) => !c.parentId);
  const repliesTo = (id: string) => comments.filter((r) => r.parentId === id);
  // The comments in the order they are shown, each reply under its comment.
  const shown = top.flatMap((c) => [c.id, ...repliesTo(c.id).map((r) => r.id)]);
  const commentsHeading = useRef<HTMLHeadingElement>(null);
  const focus = useFocusFirstNew(shown, commentsHeading);
  // A deleted post or comment takes its Delete button with it: focus goes to the comments' heading.
  const focusComments = () => commentsHeading.current?.focus();
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
        <ItemActions
          kind="post"
          id={post.id}
          author={post.author}
          editing={editing}
          onEdit={() => setEditing(true)}
          onDeleted={focusComments}
        />
      </article>
      <section aria-labelledby="comments-heading" className="flex flex-col gap-4">
        <h2 id="comments-heading" ref={commentsHeading} tabIndex={-1} className="text-xl font-semibold outline-none">
          Comments
        </h2>
        <NewItemsBar
          count={live.count}
          noun="comment"
          onShow={() => {
            focus.reveal(live.ids);
            live.clear();
            void queryClient.invalidateQueries({ queryKey: threadKey(post.id) });
          }}
        />
        {top.length === 0 && <p className="text-muted-foreground">No comments yet. A kind word goes a long way.</p>}
        <ul className="flex flex-col gap-5">
          {top.map((comment) => (
            <li key={comment.id} {...focus.itemProps(comment.id)} className="flex flex-col gap-3 border-l-2 border-border pl-4">
              <CommentItem comment={comment} canReply={canWrite && !post.removed} onDeleted={focusComments} />
              <ul className="flex flex-col gap-3 pl-4">
                {repliesTo(comment.id).map((reply) => (
                  <li key={reply.id} {...focus.itemProps(reply.id)}>
                    <CommentItem comment={reply} canReply={false} onDeleted={focusComments} />
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

/**
 * A post and its comments, with new comments announced live. A post the member may not see (held,
 * hidden, deleted, or a wrong address: the API answers 404) is "not available", not a failed load;
 * when it goes while on screen (the member deleted it), focus moves to that message.
 */
export function ThreadView({ postId, ...props }: Props & { postId: string }) {
  const thread = useThread(postId);
  const missing = thread.isError && isMissing(thread.error);
  const gone = useFocusWhen<HTMLDivElement>(missing && thread.data !== undefined);
  if (missing)
    return (
      <Notice ref={gone} tone="info" title="This post is not available">
        <p>It may have been removed, or be waiting for a moderator.</p>
        <Link to="/lounge" className="font-semibold text-primary underline underline-offset-4">
          Back to the Lounge
        </Link>
      </Notice>
    );
  return (
    <QueryState query={thread} what="this conversation">
      {(data) => <ThreadBody thread={data} {...props} />}
    </QueryState>
  );
}
