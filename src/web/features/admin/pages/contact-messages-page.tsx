import { useRef, useState } from 'react';
import type { ContactMessageStatus } from '#shared/contracts/site';
import { LiveNotice, Notice } from '#web/components/ui/notice';
import { SelectField } from '#web/components/ui/select-field';
import { useContactMessages } from '../api/list-contact-messages';
import { AdminPageHeader } from '#web/components/admin-page-header';
import { ContactMessageCard } from '../components/contact-message-card';
import { errorText, type Outcome } from '#web/lib/server-error';

type Filter = ContactMessageStatus | 'all';

const FILTER_OPTIONS = [
  { value: 'new', label: 'New messages' },
  { value: 'answered', label: 'Answered' },
  { value: 'all', label: 'All messages' },
] as const;

const EMPTY: Record<Filter, string> = {
  new: 'You are all caught up. There are no new messages right now.',
  answered: 'Nothing marked answered yet. When you mark a message answered, it moves here.',
  all: 'No one has written to us yet. Messages sent from the contact page will appear here.',
};

const toFilter = (value: string): Filter => (value === 'new' || value === 'answered' ? value : 'all');

/**
 * /admin/contact-messages (admin): what people sent from /contact. Staff read a message, reply by
 * email, then mark it answered so the rest of the team knows it is done.
 */
export default function ContactMessagesPage() {
  const [filter, setFilter] = useState<Filter>('new');
  const messages = useContactMessages(filter === 'all' ? null : filter);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const onChanged = (result: Outcome, moved: boolean) => {
    setOutcome(result);
    // The message is about to leave this list with the button that had focus: keep focus on the news.
    if (moved) noticeRef.current?.focus();
  };

  const rows = messages.data?.messages;
  return (
    <>
      <AdminPageHeader title="Contact messages">
        What people sent from the contact page. Reply by email, then mark the message answered so the rest of the team knows it has been
        taken care of.
      </AdminPageHeader>
      <SelectField
        label="Show"
        name="status"
        options={FILTER_OPTIONS}
        value={filter}
        onChange={(event) => {
          setFilter(toFilter(event.target.value));
          setOutcome(null);
        }}
        className="mb-4 max-w-xs"
      />
      <div ref={noticeRef} tabIndex={-1} className="outline-none">
        <LiveNotice notice={outcome && { tone: outcome.tone, message: outcome.text }} className="mb-4" />
      </div>
      {messages.isPending && <p className="text-muted-foreground">Loading messages...</p>}
      {messages.isError && (
        <Notice tone="error">{errorText(messages.error, 'We could not load the messages. Please try again in a moment.')}</Notice>
      )}
      {rows?.length === 0 && <p className="rounded-card border border-border bg-surface p-6 text-muted-foreground">{EMPTY[filter]}</p>}
      {rows && rows.length > 0 && (
        <ul aria-label="Contact messages" className="flex flex-col gap-4">
          {rows.map((message) => (
            <li key={message.id}>
              <ContactMessageCard
                message={message}
                onChanged={(result, saved) => onChanged(result, filter !== 'all' && saved !== undefined && saved.status !== filter)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
