import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '#shared/contracts/site';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { signedInRoutes } from '#web/testing/sessions';
import { openStaffPage } from '../testing/open-staff-page';

const ADA: ContactMessage = {
  id: 'c0417ac7-0000-4000-8000-000000000001',
  name: 'Ada Byron',
  email: 'ada@example.com',
  topic: 'Billing or a refund',
  message: 'I was charged twice this month.\nCould you look into it?',
  urgent: false,
  status: 'new',
  handledAt: null,
  createdAt: '2026-08-01T10:00:00.000Z',
};
const GRACE: ContactMessage = {
  ...ADA,
  id: 'c0417ac7-0000-4000-8000-000000000002',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  topic: 'Feedback',
  message: 'The breathing pacer is lovely.',
  status: 'answered',
  handledAt: '2026-08-02T09:00:00.000Z',
};

/** A message by the heading that carries the sender's name. */
const findMessage = async (name: string) => (await screen.findByText(name, { selector: 'h2' })).closest('article')!;

/** The list the page asks for, filtered by ?status= as the server does. */
function listing(rows: () => ContactMessage[]) {
  return (url: URL) => {
    const status = url.searchParams.get('status');
    return { body: { messages: rows().filter((row) => !status || row.status === status), nextCursor: null } };
  };
}

const listUrls = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/admin/contact-messages'));

describe('/admin/contact-messages', () => {
  it('lists new messages with who wrote, about what, when, the text as written, and a reply link', async () => {
    const mock = stubFetch({ ...signedInRoutes('admin'), '/api/admin/contact-messages': listing(() => [ADA, GRACE]) });
    openStaffPage('/admin/contact-messages');
    const message = await findMessage('Ada Byron');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeInTheDocument();
    expect(message).toHaveTextContent('ada@example.com');
    expect(message).toHaveTextContent('Billing or a refund');
    expect(message).toHaveTextContent('1 Aug 2026');
    expect(message).toHaveTextContent('New');
    const text = within(message).getByText(/I was charged twice this month/);
    expect(text.textContent).toBe('I was charged twice this month.\nCould you look into it?');
    expect(text).toHaveClass('whitespace-pre-line');
    const reply = within(message).getByRole('link', { name: 'Reply by email to Ada Byron' });
    expect(reply).toHaveAttribute('href', 'mailto:ada@example.com?subject=Re%3A%20Billing%20or%20a%20refund');
    // Only new messages at first: the answered one waits behind the filter.
    expect(screen.queryByText('Grace Hopper', { selector: 'h2' })).not.toBeInTheDocument();
    expect(listUrls(mock)).toEqual(['/api/admin/contact-messages?status=new']);
  });

  it('marks a message with crisis language Urgent, with a word on how to answer it', async () => {
    const SAM: ContactMessage = {
      ...ADA,
      id: 'c0417ac7-0000-4000-8000-000000000003',
      name: 'Sam Reed',
      message: 'I want to die, please help.',
      urgent: true,
    };
    stubFetch({ ...signedInRoutes('admin'), '/api/admin/contact-messages': listing(() => [SAM, ADA]) });
    openStaffPage('/admin/contact-messages');
    const urgent = await findMessage('Sam Reed');
    expect(within(urgent).getByText('Urgent')).toBeInTheDocument();
    expect(urgent).toHaveTextContent('this message may be a cry for help');
    expect(within(await findMessage('Ada Byron')).queryByText('Urgent')).not.toBeInTheDocument();
  });

  it('asks the server for answered or all messages when the filter changes', async () => {
    const mock = stubFetch({ ...signedInRoutes('admin'), '/api/admin/contact-messages': listing(() => [ADA, GRACE]) });
    openStaffPage('/admin/contact-messages');
    const user = userEvent.setup();
    await findMessage('Ada Byron');
    const show = screen.getByRole('combobox', { name: 'Show' });

    await user.selectOptions(show, 'answered');
    const grace = await findMessage('Grace Hopper');
    expect(grace).toHaveTextContent('Answered');
    expect(grace).toHaveTextContent('2 Aug 2026');
    expect(within(grace).getByRole('button', { name: 'Mark as new: Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByText('Ada Byron', { selector: 'h2' })).not.toBeInTheDocument();

    await user.selectOptions(show, 'all');
    await findMessage('Ada Byron');
    expect(screen.getByText('Grace Hopper', { selector: 'h2' })).toBeInTheDocument();
    expect(listUrls(mock)).toEqual([
      '/api/admin/contact-messages?status=new',
      '/api/admin/contact-messages?status=answered',
      '/api/admin/contact-messages',
    ]);
  });

  it('marks a message answered: sends the PATCH, says so, and the message leaves the new list', async () => {
    let rows = [ADA];
    const mock = stubFetch({
      ...signedInRoutes('admin'),
      '/api/admin/contact-messages': listing(() => rows),
      [`PATCH /api/admin/contact-messages/${ADA.id}`]: (_url, init) => {
        const { status } = JSON.parse(String(init?.body)) as { status: ContactMessage['status'] };
        rows = [{ ...ADA, status, handledAt: status === 'answered' ? '2026-08-03T09:00:00.000Z' : null }];
        return { body: rows[0] };
      },
    });
    openStaffPage('/admin/contact-messages');
    const user = userEvent.setup();
    await user.click(within(await findMessage('Ada Byron')).getByRole('button', { name: 'Mark answered: Ada Byron' }));

    expect(await screen.findByText('Marked answered: the message from Ada Byron.')).toBeInTheDocument();
    expect(sentBodies(mock, 'PATCH', `/api/admin/contact-messages/${ADA.id}`)).toEqual([{ status: 'answered' }]);
    await waitFor(() => expect(screen.queryByText('Ada Byron', { selector: 'h2' })).not.toBeInTheDocument());
    expect(screen.getByText('You are all caught up. There are no new messages right now.')).toBeInTheDocument();
    // Focus does not fall to the page when the button leaves: it rests on the notice.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toContainElement(screen.getByText('Marked answered: the message from Ada Byron.'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'answered');
    await user.click(within(await findMessage('Ada Byron')).getByRole('button', { name: 'Mark as new: Ada Byron' }));
    expect(await screen.findByText('Marked as new: the message from Ada Byron is back with the new messages.')).toBeInTheDocument();
    expect(sentBodies(mock, 'PATCH', `/api/admin/contact-messages/${ADA.id}`)).toEqual([{ status: 'answered' }, { status: 'new' }]);
    await waitFor(() => expect(screen.queryByText('Ada Byron', { selector: 'h2' })).not.toBeInTheDocument());
  });

  it('says what went wrong when the server refuses, and keeps the message', async () => {
    stubFetch({
      ...signedInRoutes('admin'),
      '/api/admin/contact-messages': listing(() => [ADA]),
      [`PATCH /api/admin/contact-messages/${ADA.id}`]: {
        status: 404,
        body: { title: 'Not Found', status: 404, detail: 'That message was not found. It may have been deleted.' },
      },
    });
    openStaffPage('/admin/contact-messages');
    const user = userEvent.setup();
    await user.click(within(await findMessage('Ada Byron')).getByRole('button', { name: 'Mark answered: Ada Byron' }));
    expect(await screen.findByText('That message was not found. It may have been deleted.')).toBeInTheDocument();
    expect(screen.getByText('Ada Byron', { selector: 'h2' })).toBeInTheDocument();
  });

  it('shows markup in a message as the literal text the sender typed, never as HTML', async () => {
    stubFetch({
      ...signedInRoutes('admin'),
      '/api/admin/contact-messages': listing(() => [
        { ...ADA, name: '<i>Eve</i>', message: 'Please <b>bold</b> this <img src=x onerror=alert(1)>' },
      ]),
    });
    openStaffPage('/admin/contact-messages');
    const message = await findMessage('<i>Eve</i>');
    expect(within(message).getByText('Please <b>bold</b> this <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(message.querySelector('b, i, img')).toBeNull();
  });

  it('says so warmly when there is nothing to show', async () => {
    stubFetch({ ...signedInRoutes('admin'), '/api/admin/contact-messages': listing(() => []) });
    openStaffPage('/admin/contact-messages');
    const user = userEvent.setup();
    expect(await screen.findByText('You are all caught up. There are no new messages right now.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'all');
    expect(
      await screen.findByText('No one has written to us yet. Messages sent from the contact page will appear here.'),
    ).toBeInTheDocument();
  });
});
