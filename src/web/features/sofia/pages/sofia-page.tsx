import { ListChecks, MessageCircle, Wind } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { SofiaConversation } from '#shared/contracts/sofia';
import { CrisisResources } from '#web/components/crisis-resources';
import { PageFrame } from '#web/components/page-frame';
import { QueryState } from '#web/components/query-state';
import { TitledSection } from '#web/components/titled-section';
import { buttonVariants } from '#web/components/ui/button';
import { LiveNotice, type NoticeContent } from '#web/components/ui/notice';
import { useSession } from '#web/features/auth/api/get-session';
import { ShowOlder } from '#web/components/show-older';
import { useSofiaConversations } from '../api/get-conversations';
import { useSofiaStatus } from '../api/get-status';
import { ConversationItem } from '../components/conversation-item';
import { SofiaAbout } from '../components/sofia-about';
import { SofiaOffer } from '../components/sofia-offer';
import { useHasSofia } from '../lib/use-has-sofia';
import { dailyLimitLine } from '../lib/sofia-day';

export const SAFETY_BODY =
  'Sofia’s safety parts are open to everyone, whatever the plan. If things feel very heavy, or you are thinking about ending your life, please reach out now: these lines are free and confidential.';

const linkClass = 'inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4';

/**
 * /sofia (issue 20): who Sofia is, a way into a chat or a voice conversation, the member's recent
 * conversations, and their safety plan. A member without Sofia sees what she offers and the way to
 * Premium, and keeps the safety parts.
 */
export default function SofiaPage() {
  const { user } = useSession();
  const hasSofia = useHasSofia();
  // The daily limit as the server sets it (SOFIA_DAILY_LIMIT), said before it is ever reached.
  const dailyLimit = useSofiaStatus({ enabled: user !== null }).data?.dailyLimit;
  return (
    <PageFrame
      title="Sofia"
      lead="Sofia is your personal guide: someone to think out loud with on the harder days, and to find the next small step."
      width="4xl"
    >
      {hasSofia ? (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-3">
            <Link to="/sofia/chat" className={buttonVariants({ size: 'lg' })}>
              <MessageCircle aria-hidden="true" strokeWidth={1.75} />
              Start a chat
            </Link>
            <Link to="/sofia/voice" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Talk out loud
            </Link>
          </div>
          {dailyLimit !== undefined && <p className="text-muted-foreground">{dailyLimitLine(dailyLimit)}</p>}
        </div>
      ) : (
        <SofiaOffer dailyLimit={dailyLimit} />
      )}
      <SofiaAbout />
      {user && <RecentConversations />}
      <TitledSection id="sofia-safety" title="Support that is always here">
        <div className="flex flex-wrap gap-x-8 gap-y-2">
          <Link to="/safety-plan" className={linkClass}>
            <ListChecks aria-hidden="true" strokeWidth={1.75} className="size-5" />
            Open your safety plan
          </Link>
          <Link to="/reset-room" className={linkClass}>
            <Wind aria-hidden="true" strokeWidth={1.75} className="size-5" />
            Grounding and breathing in the Reset Room
          </Link>
        </div>
        <CrisisResources headingLevel={3} body={SAFETY_BODY} />
      </TitledSection>
    </PageFrame>
  );
}

function RecentConversations() {
  const query = useSofiaConversations();
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a delete, focus goes to the list's heading once the dialog has closed (its effect runs
  // first): the conversation, and its Delete button that had focus, are gone.
  const [deletions, setDeletions] = useState(0);
  useEffect(() => {
    if (deletions > 0) heading.current?.focus();
  }, [deletions]);
  const onDeleted = (conversation: SofiaConversation) => {
    setNotice({ tone: 'success', message: `“${conversation.title}” was deleted.` });
    setDeletions((count) => count + 1);
  };
  return (
    <TitledSection id="sofia-recent" title="Your conversations" headingRef={heading}>
      <LiveNotice notice={notice} />
      <QueryState query={query} what="your conversations">
        {({ pages }) => {
          const conversations = pages.flatMap((page) => page.conversations);
          return conversations.length === 0 ? (
            <p className="text-muted-foreground">No conversations yet. When you talk with Sofia, they will wait for you here.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {conversations.map((conversation) => (
                <ConversationItem key={conversation.id} conversation={conversation} onDeleted={onDeleted} />
              ))}
            </ul>
          );
        }}
      </QueryState>
      <ShowOlder list={query} label="Show older conversations" className="mt-4" />
    </TitledSection>
  );
}
