import { lazy, Suspense, useEffect, useRef } from 'react';
import { Notice } from '#web/components/ui/notice';
import { Spinner } from '#web/components/ui/spinner';
import { errorText } from '#web/lib/server-error';
import { sofiaCrisisThisSession } from '../lib/crisis-session';
import type { useSofiaChat } from '../lib/use-sofia-chat';
import { ChatComposer } from './chat-composer';
import { ChatWelcome } from './chat-welcome';
import { CrisisBanner } from './crisis-banner';
import { SofiaMessageView } from './sofia-message';

// The day's turns with Sofia: the status query and its words load beside the page (chunk budget).
const SofiaDayStart = lazy(() => import('./sofia-day'));
const SofiaDayNote = lazy(() => import('./sofia-day').then((module) => ({ default: module.SofiaDayNote })));

const SEND_FAILED = 'Sofia could not answer just now. Your message is still in the box: try again in a moment.';

interface ConversationViewProps {
  chat: ReturnType<typeof useSofiaChat>;
  /** A crisis flow happened earlier in this conversation (from its history). */
  crisisBefore?: boolean;
  /** Hears the pacer's phases (the voice page says them aloud). */
  onAnnounce?: (text: string) => void;
  composerLabel?: string;
}

/**
 * A conversation with Sofia: the crisis banner once a crisis showed, Sofia's welcome while there
 * is nothing yet (or a calm word that today's turns are used up), the turns (newest last, the
 * newest turn's buttons answerable), a polite live region saying each finished reply once, the
 * problem's own words when a message could not go, how many turns are left today once few are,
 * and the text box, which keeps focus.
 */
export function ConversationView({ chat, crisisBefore = false, onAnnounce, composerLabel }: ConversationViewProps) {
  const listEnd = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  // Whatever sends (the Send button, a welcome starter or quick reply, an answer to the crisis
  // question), focus goes to the box: the button pressed is disabled or gone a moment later, and the box is what comes next.
  const send = (text: string) => {
    box.current?.focus({ preventScroll: true });
    return chat.send(text);
  };
  const lastCrisis = chat.messages.flatMap((message) => message.parts).findLast((part) => part.type === 'data-crisis');
  const crisis = crisisBefore || lastCrisis !== undefined || sofiaCrisisThisSession();
  const newest = chat.messages.at(-1);
  const count = chat.messages.length;

  // Keeps the newest turn in view without moving focus, as a turn starts and once it has drawn in
  // full. While the box has focus, the box is what is kept in view (the turn sits just above it):
  // focus must not wait below the fold while the page shows the card above (review 6, finding 8).
  useEffect(() => {
    const composer = box.current;
    const target = composer && document.activeElement === composer ? composer.form : listEnd.current;
    target?.scrollIntoView?.({ block: 'nearest' });
  }, [count, chat.busy]);

  return (
    <div className="flex flex-col gap-4">
      {crisis && <CrisisBanner lines={lastCrisis?.type === 'data-crisis' ? lastCrisis.data.lines : undefined} />}
      <Suspense fallback={null}>
        <SofiaDayStart empty={count === 0} welcome={<ChatWelcome onReply={(text) => void send(text)} />} />
      </Suspense>
      <ol aria-label="Conversation" className="flex flex-col gap-5">
        {chat.messages.map((message) => (
          <SofiaMessageView
            key={message.id}
            message={message}
            onReply={message === newest && message.role === 'assistant' && !chat.busy ? (text) => void send(text) : undefined}
            onAnnounce={onAnnounce}
          />
        ))}
      </ol>
      <div ref={listEnd} />
      {chat.busy && chat.messages.at(-1)?.role === 'user' && <Spinner label="Sofia is thinking..." className="self-start" />}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {chat.announcement}
      </p>
      {chat.error && (
        <Notice tone="error" title="Your message did not reach Sofia">
          {errorText(chat.error, SEND_FAILED)}
        </Notice>
      )}
      <Suspense fallback={null}>
        <SofiaDayNote empty={count === 0} />
      </Suspense>
      <ChatComposer ref={box} onSend={send} busy={chat.busy} label={composerLabel} />
    </div>
  );
}
