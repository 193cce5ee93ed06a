import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { QueryState } from '#web/components/query-state';
import { ShowOlder } from '#web/components/show-older';
import { useFeed } from '../api/get-feed';
import { useHelpful } from '../api/get-helpful';
import { feedKey } from '../api/query-keys';
import { useNewPosts } from '../api/use-new-posts';
import { useFocusFirstNew } from '../lib/use-focus-first-new';
import { NewItemsBar } from './new-items-bar';
import { PostCard } from './post-card';

const EMPTY = 'Nothing here yet. You could be the first to share something small.';

/** Newest first, with new posts counted in a polite bar instead of pushing the list down. */
export function FeedView({ circle }: { circle: string | null }) {
  const feed = useFeed(circle);
  const queryClient = useQueryClient();
  const posts = useMemo(() => feed.data?.pages.flatMap((p) => p.posts) ?? [], [feed.data]);
  const known = useMemo(() => new Set(posts.map((p) => p.id)), [posts]);
  const live = useNewPosts(circle, known);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = useMemo(() => posts.map((p) => p.id), [posts]);
  const focus = useFocusFirstNew(ids, heading);
  return (
    <section aria-labelledby="feed-heading" className="flex flex-col gap-4">
      <h2 id="feed-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        Newest posts
      </h2>
      <NewItemsBar
        count={live.count}
        noun="post"
        onShow={() => {
          focus.reveal(live.ids);
          live.clear();
          void queryClient.resetQueries({ queryKey: feedKey(circle) });
        }}
      />
      <QueryState query={feed} what="the posts">
        {() => (
          <>
            {posts.length === 0 && <p className="text-muted-foreground">{EMPTY}</p>}
            <ul className="flex flex-col gap-4">
              {posts.map((post) => (
                <li key={post.id} {...focus.itemProps(post.id)}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
            <ShowOlder list={feed} label="Show older posts" />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** This week's posts that most members said helped them. */
export function HelpfulView() {
  const helpful = useHelpful(true);
  return (
    <section aria-labelledby="helpful-heading" className="flex flex-col gap-4">
      <h2 id="helpful-heading" className="text-xl font-semibold">
        Most helpful this week
      </h2>
      <QueryState query={helpful} what="the most helpful posts">
        {(data) =>
          data.posts.length === 0 ? (
            <p className="text-muted-foreground">When members mark a post "This helped", it will show here for a week.</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {data.posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
