import { Link } from 'react-router';
import type { PostView } from '#shared/contracts/lounge';
import { circleName } from '#shared/lounge/circles';
import { AuthorLine } from './author-line';
import { FormattedText } from './formatted-text';
import { ModerationNote } from './moderation-note';
import { ReactionsBar } from './reactions-bar';

/** A post in a feed: its title links to the thread; the body shows in full (posts are short by nature here). */
export function PostCard({ post }: { post: PostView }) {
  return (
    <article aria-labelledby={`post-${post.id}`} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5">
      <p className="text-sm text-muted-foreground">{circleName(post.circle)}</p>
      <h3 id={`post-${post.id}`} className="text-xl font-semibold wrap-anywhere">
        <Link to={`/lounge?post=${post.id}`} className="hover:underline">
          {post.title}
        </Link>
      </h3>
      <AuthorLine author={post.author} createdAt={post.createdAt} edited={post.edited} />
      {post.author?.you && <ModerationNote status={post.status} reason={post.moderationReason} />}
      <FormattedText text={post.body} />
      <ReactionsBar kind="post" id={post.id} counts={post.reactions} mine={post.mine} />
      <Link to={`/lounge?post=${post.id}`} className="text-sm font-semibold text-primary hover:underline">
        {post.commentCount === 1 ? '1 comment' : `${post.commentCount} comments`}
      </Link>
    </article>
  );
}
