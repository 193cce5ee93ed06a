import { useSearchParams } from 'react-router';
import type { LoungeMe } from '#shared/contracts/lounge';
import { CIRCLE_SLUGS } from '#shared/lounge/circles';
import { QueryPageFrame } from '#web/components/query-page-frame';
import { Notice } from '#web/components/ui/notice';
import { useLoungeMe } from '../api/get-lounge-me';
import { CircleNav } from '../components/circle-nav';
import { FeedView, HelpfulView } from '../components/feed-view';
import { JoinLounge } from '../components/join-lounge';
import { PostComposer } from '../components/post-composer';
import { ThreadView } from '../components/thread-view';

const ACTION_WORDS: Record<string, string> = {
  hide: 'A moderator hid one of your posts or comments.',
  delete: 'A moderator removed one of your posts or comments.',
  warn: 'A moderator sent you a note.',
  suspend: 'A moderator paused your posting.',
  lift: 'A moderator lifted the pause on your posting.',
};

function Notices({ me }: { me: LoungeMe }) {
  return (
    <>
      {me.suspendedUntil && (
        <Notice tone="info" title="Posting is paused">
          You can read the Lounge, and post again after {new Date(me.suspendedUntil).toLocaleDateString()}.
        </Notice>
      )}
      {me.notices.slice(0, 3).map((n) => (
        <Notice key={`${n.action}-${n.at}`} tone="info" live={false} title={ACTION_WORDS[n.action] ?? 'A note from a moderator'}>
          Their reason: {n.reason}
        </Notice>
      ))}
    </>
  );
}

/** /lounge (spec 2.3): circles, feeds, a thread (?post=), most helpful (?view=helpful), and writing once joined. */
export default function LoungePage() {
  const [params] = useSearchParams();
  const me = useLoungeMe();
  const postId = params.get('post');
  const view = params.get('view');
  const asked = params.get('circle');
  const circle = asked && (CIRCLE_SLUGS as readonly string[]).includes(asked) ? asked : null;
  return (
    <QueryPageFrame
      title="The Lounge"
      lead="A calm place to share what burnout is like, and to listen. Be gentle here: everyone is carrying something."
      back={postId ? { to: circle ? `/lounge?circle=${circle}` : '/lounge', label: 'Back to the Lounge' } : undefined}
      query={me}
      what="the Lounge"
    >
      {(data) => {
        const ready = data.identity !== null && data.guidelines.accepted === data.guidelines.current;
        return (
          <>
            <Notices me={data} />
            {!ready && <JoinLounge me={data} />}
            {postId ? (
              <ThreadView postId={postId} canWrite={ready && !data.suspendedUntil} />
            ) : (
              <>
                <CircleNav circle={circle} view={view} />
                {ready && !data.suspendedUntil && view !== 'helpful' && <PostComposer key={circle ?? 'all'} circle={circle} />}
                {view === 'helpful' ? <HelpfulView /> : <FeedView circle={circle} />}
              </>
            )}
          </>
        );
      }}
    </QueryPageFrame>
  );
}
