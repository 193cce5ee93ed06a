import { cn } from '#web/lib/cn';
import type { SofiaMessage } from '../lib/sofia-transport';
import { CrisisPart } from './crisis-part';
import { ExercisePart } from './exercise-part';
import { QuickReplies } from './quick-replies';
import { LinksPart, NoticePart, UpgradePart } from './simple-parts';

interface SofiaMessageProps {
  message: SofiaMessage;
  /** Only the newest of Sofia's turns can be answered with its buttons; older ones are a record. */
  onReply?: (text: string) => void;
  onAnnounce?: (text: string) => void;
}

/**
 * One turn of the conversation. The member's words and Sofia's are shown as text, never HTML.
 * A crisis card always comes first in a turn, whatever order the parts arrived in.
 */
export function SofiaMessageView({ message, onReply, onAnnounce }: SofiaMessageProps) {
  if (message.role === 'user') {
    return (
      <li className="flex justify-end">
        <div className="max-w-[85%] rounded-card rounded-br-sm bg-primary/10 px-4 py-3">
          <p className="sr-only">You said:</p>
          <p className="whitespace-pre-wrap">{message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('')}</p>
        </div>
      </li>
    );
  }
  const parts = [...message.parts].sort((a, b) => Number(b.type === 'data-crisis') - Number(a.type === 'data-crisis'));
  // The crisis card already carries the safety plan and the direct question's answers.
  const crisis = parts[0]?.type === 'data-crisis' ? parts[0].data : null;
  const shown = new Set([crisis?.safetyPlan.href, ...(crisis?.followUp?.answers.map((answer) => answer.label) ?? [])]);
  return (
    <li className="flex flex-col gap-3">
      <p className="sr-only">Sofia said:</p>
      {parts.map((part, index) => {
        const key = `${part.type}-${index}`;
        switch (part.type) {
          case 'text':
            return part.text.trim() ? (
              <p
                key={key}
                className={cn('max-w-[70ch] whitespace-pre-wrap', 'rounded-card rounded-bl-sm border border-border bg-surface px-4 py-3')}
              >
                {part.text}
              </p>
            ) : null;
          case 'data-crisis':
            return <CrisisPart key={key} data={part.data} onAnswer={onReply} />;
          case 'data-exercise':
            // The step's replies come as the turn's quick replies.
            return <ExercisePart key={key} data={part.data} live={onReply !== undefined} onAnnounce={onReply ? onAnnounce : undefined} />;
          case 'data-links':
            return <LinksPart key={key} links={part.data.links.filter((link) => !shown.has(link.href))} />;
          case 'data-quick-replies':
            return onReply ? (
              <QuickReplies key={key} replies={part.data.replies.filter((reply) => !shown.has(reply))} onReply={onReply} />
            ) : null;
          case 'data-upgrade':
            return <UpgradePart key={key} href={part.data.href} text={part.data.text} />;
          case 'data-notice':
            return <NoticePart key={key} text={part.data.text} />;
          default:
            return null;
        }
      })}
    </li>
  );
}
