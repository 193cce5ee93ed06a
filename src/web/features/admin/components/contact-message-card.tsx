import { Check, Mail, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import type { ContactMessage, ContactMessageStatus } from '#shared/contracts/site';
import { Badge } from '#web/components/ui/badge';
import { Button, buttonVariants } from '#web/components/ui/button';
import { useSetContactMessageStatus } from '../api/set-contact-message-status';
import { formatDate, formatDateTime } from '#web/lib/dates';
import { errorText, type Outcome } from '#web/lib/server-error';

/** A mailto link that opens a reply to the sender, with "Re: <topic>" as the subject. */
export function replyHref(message: Pick<ContactMessage, 'email' | 'topic'>): string {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.topic}`)}`;
}

const SAID: Record<ContactMessageStatus, (name: string) => string> = {
  answered: (name) => `Marked answered: the message from ${name}.`,
  new: (name) => `Marked as new: the message from ${name} is back with the new messages.`,
};

/**
 * One message from /contact, as the sender wrote it: plain text (React escapes it, so markup
 * shows as typed) with its line breaks kept. Staff reply by email, then mark it answered.
 */
export function ContactMessageCard({
  message,
  onChanged,
}: {
  message: ContactMessage;
  onChanged: (outcome: Outcome, next?: ContactMessage) => void;
}) {
  const headingId = useId();
  const setStatus = useSetContactMessageStatus();
  const next: ContactMessageStatus = message.status === 'new' ? 'answered' : 'new';

  const onClick = () => {
    // aria-disabled rather than disabled while saving, so keyboard focus stays on the button.
    if (setStatus.isPending) return;
    setStatus.mutate(
      { id: message.id, status: next },
      {
        onSuccess: (saved) => onChanged({ tone: 'success', text: SAID[saved.status](saved.name) }, saved),
        onError: (error) => onChanged({ tone: 'error', text: errorText(error, 'We could not update that message. Please try again.') }),
      },
    );
  };

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 shadow-sm">
      {/* A plain block, not <header>: inside <main> a header can read as a second banner. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="font-heading text-xl font-semibold break-words">
          {message.name}
        </h2>
        <Badge variant={message.status === 'new' ? 'secondary' : 'outline'}>{message.status === 'new' ? 'New' : 'Answered'}</Badge>
        {message.urgent && <Badge variant="destructive">Urgent</Badge>}
      </div>
      {message.urgent && (
        <p className="text-sm font-semibold">
          Urgent: this message may be a cry for help. The sender was shown crisis lines; please reply first, and with care.
        </p>
      )}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-muted-foreground">Email</dt>
        <dd className="wrap-anywhere">{message.email}</dd>
        <dt className="font-semibold text-muted-foreground">Topic</dt>
        <dd>{message.topic}</dd>
        <dt className="font-semibold text-muted-foreground">Received</dt>
        <dd>{formatDateTime(message.createdAt)}</dd>
        {message.status === 'answered' && message.handledAt && (
          <>
            <dt className="font-semibold text-muted-foreground">Answered</dt>
            <dd>{formatDate(message.handledAt)}</dd>
          </>
        )}
      </dl>
      <p className="max-w-[70ch] leading-relaxed break-words whitespace-pre-line">{message.message}</p>
      <div className="flex flex-wrap gap-3">
        <a href={replyHref(message)} className={buttonVariants({ variant: 'default', size: 'sm' })}>
          <Mail aria-hidden="true" strokeWidth={1.75} />
          Reply by email <span className="sr-only">to {message.name}</span>
        </a>
        <Button variant="outline" size="sm" aria-disabled={setStatus.isPending || undefined} onClick={onClick}>
          {next === 'answered' ? <Check aria-hidden="true" strokeWidth={1.75} /> : <RotateCcw aria-hidden="true" strokeWidth={1.75} />}
          {next === 'answered' ? 'Mark answered' : 'Mark as new'}
          <span className="sr-only">: {message.name}</span>
        </Button>
      </div>
    </article>
  );
}
