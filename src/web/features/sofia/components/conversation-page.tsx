import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '#web/components/page-frame';
import type { SofiaMessage } from '../lib/sofia-transport';
import { useConversationParam } from '../lib/use-conversation-param';
import { ConversationLoader } from './conversation-loader';

export interface SessionProps {
  /** The open conversation, or null until the first message starts one. */
  conversationId: string | null;
  initialMessages?: SofiaMessage[];
  /** A crisis flow happened earlier in this conversation. */
  crisisBefore?: boolean;
  onStarted?: (id: string) => void;
}

interface ConversationPageProps {
  title: string;
  lead: string;
  /** The other way to talk (chat ⇄ voice), keeping the same conversation. */
  other: { path: string; label: string };
  Session: ComponentType<SessionProps>;
}

/**
 * The frame of /sofia/chat and /sofia/voice: `?c=<id>` opens an earlier conversation (its history
 * loaded first); without it the first message starts a new one, whose id then joins the address.
 */
export function ConversationPage({ title, lead, other, Session }: ConversationPageProps) {
  const conversation = useConversationParam();
  const otherHref = conversation.id ? `${other.path}?c=${encodeURIComponent(conversation.id)}` : other.path;
  return (
    <PageFrame
      title={title}
      lead={lead}
      back={{ to: '/sofia', label: 'Sofia' }}
      more={
        <Link
          to={otherHref}
          className="inline-flex min-h-11 items-center self-start font-semibold text-primary underline underline-offset-4"
        >
          {other.label}
        </Link>
      }
    >
      {conversation.key === 'new' ? (
        <Session key="new" conversationId={conversation.id} onStarted={conversation.started} />
      ) : (
        <ConversationLoader key={conversation.key} id={conversation.key}>
          {(messages, crisis) => <Session conversationId={conversation.key} initialMessages={messages} crisisBefore={crisis} />}
        </ConversationLoader>
      )}
    </PageFrame>
  );
}
