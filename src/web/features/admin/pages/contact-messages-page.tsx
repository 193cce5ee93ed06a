import { useState } from 'react';
import type { ContactMessageStatus } from '#shared/contracts/site';
import { OutcomeNotice, useOutcomeNotice } from '#web/components/outcome-notice';
import { emptyText, StatusFilter, type StatusOption } from '#web/components/status-filter';
import { Notice } from '#web/components/ui/notice';
import { ShowOlder } from '#web/components/show-older';
import { useContactMessages } from '../api/list-contact-messages';
import { AdminPageHeader } from '#web/components/admin-page-header';
import { ContactMessageCard } from '../components/contact-message-card';
import { errorText, type Outcome } from '#web/lib/server-error';

type Filter = ContactMessageStatus | 'all';

const FILTERS: readonly StatusOption<Filter>[] = [
  { value: 'new', label: 'New messages', empty: 'You are all caught up. There are no new messages right now.' },
  { value: 'answered', label: 'Answered', empty: 'Nothing marked answered yet. When you mark a message answered, it moves here.' },
  { value: 'all', label: 'All messages', empty: 'No one has written to us yet. Messages sent from the contact page will appear here.' },
];

/**
 * /admin/contact-messages (admin): what people sent from /contact. Staff read a message, reply by
 * email, then mark it answered so the rest of the team knows it is done.
 */
export default function ContactMessagesPage() {
  const [filter, setFilter] = useState<Filter>('new');
  const messages = useContactMessages(filter === 'all' ? null : filter);
  const notice = useOutcomeNotice(filter);

  const onChanged = (result: Outcome, moved: boolean) => {
    notice.setOutcome(result);
    // The message is about to leave this list with the button that had focus: keep focus on the news.
    if (moved) notice.focus();
  };

  const rows = messages.data?.pages.flatMap((page) => page.messages);
  return (
    <>
      <AdminPageHeader title="Contact messages">
        What people sent from the contact page. Reply by email, then mark the message answered so the rest of the team knows it has been
        taken care of.
      </AdminPageHeader>
      <StatusFilter options={FILTERS} value={filter} onChange={setFilter} />
      <OutcomeNotice notice={notice} />
      {messages.isPending && <p className="text-muted-foreground">Loading messages...</p>}
      {messages.isError && (
        <Notice tone="error">{errorText(messages.error, 'We could not load the messages. Please try again in a moment.')}</Notice>
      )}
      {rows?.length === 0 && (
        <p className="rounded-card border border-border bg-surface p-6 text-muted-foreground">{emptyText(FILTERS, filter)}</p>
      )}
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
      <ShowOlder list={messages} label="Show older messages" className="mt-4" />
    </>
  );
}
