import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LoungeMe } from '#shared/contracts/lounge';
import { CIRCLE_SLUGS } from '#shared/lounge/circles';
import { QueryPageFrame } from '#web/components/query-page-frame';
import { Notice } from '#web/components/ui/notice';
import { useFocusWhen } from '#web/lib/use-focus-when';
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

interface BodyProps {
  me: LoungeMe;
  postId: string | null;
  /** The view changed to this post: its title takes focus once drawn. */
  focusTitle: boolean;
  view: string | null;
  circle: string | null;
}

function LoungeBody({ me, postId, view, circle, focusTitle }: BodyProps) {
  const ready = me.identity !== null && me.guidelines.accepted === me.guidelines.current;
  // Accepting the guidelines replaces them with a place to write: focus follows to its heading.
  const joined = useFocusWhen<HTMLHeadingElement>(ready);
  const canWrite = ready && !me.suspendedUntil;
  return (
    <>
      <Notices me={me} />
      {!ready && <JoinLounge me={me} />}
      {postId ? (
        <ThreadView postId={postId} canWrite={canWrite} headingRef={joined} focusTitle={focusTitle} />
      ) : (
        <>
          <CircleNav circle={circle} view={view} />
          {canWrite && view !== 'helpful' && <PostComposer key={circle ?? 'all'} circle={circle} headingRef={joined} />}
          {view === 'helpful' ? <HelpfulView /> : <FeedView circle={circle} />}
        </>
      )}
    </>
  );
}

const MOVED = Symbol('moved');

/**
 * Opening a post or going back to the feed (?post=) swaps the whole view, as a new page would
 * (review 6): after the first view, the page starts at its top with focus on it, and an opened
 * post's title takes focus once it is drawn (so it is read out). True once the view has changed.
 */
function useViewChange(postId: string | null): boolean {
  const [start, setStart] = useState<string | null | typeof MOVED>(postId);
  if (start !== MOVED && start !== postId) setStart(MOVED);
  const moved = start === MOVED || start !== postId;
  useEffect(() => {
    if (!moved) return;
    window.scrollTo(0, 0);
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [moved, postId]);
  return moved;
}

/** /lounge (spec 2.3): circles, feeds, a thread (?post=), most helpful (?view=helpful), and writing once joined. */
export default function LoungePage() {
  const [params] = useSearchParams();
  const me = useLoungeMe();
  const postId = params.get('post');
  const moved = useViewChange(postId);
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
      {(data) => <LoungeBody me={data} postId={postId} view={view} circle={circle} focusTitle={moved} />}
    </QueryPageFrame>
  );
}
