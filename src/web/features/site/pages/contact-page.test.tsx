import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CRISIS_COPY } from '#shared/safety/crisis';
import { CONTACT_RECEIVED } from '#shared/contracts/site';
import { fieldErrors, sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { VISITOR_REPLY } from '#web/testing/sessions';
import ContactPage from './contact-page';

const PAGE = {
  slug: 'contact',
  title: 'Contact Support',
  description: 'How to reach a real person at Recalibrate.',
  html: '<h2>Prefer email?</h2><p>Write to support@recalibrate.app.</p>',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const SENT = { status: 201, body: { message: CONTACT_RECEIVED, crisisTier: 0 } };

/** /contact, with `reply` as the server's answer to the form: the fetch mock and a user to drive the page. */
function openContact(reply: { status?: number; body?: unknown } = SENT) {
  const mock = stubFetch({
    '/api/session': { body: VISITOR_REPLY },
    '/api/site/pages/contact': { body: PAGE },
    'POST /api/site/contact': reply,
  });
  renderPage(<ContactPage />, { path: '/contact' });
  return { mock, user: userEvent.setup() };
}

/** The form, once it is on the page (queries stay inside it: whole-app role queries are slow). */
const contactForm = async () => within(await screen.findByRole('form', { name: 'Contact support' }));

/** Fills in every field and sends the form; answers the form. */
async function fillInAndSend(user: ReturnType<typeof userEvent.setup>) {
  const form = await contactForm();
  await user.type(form.getByRole('textbox', { name: 'Your name' }), 'Ada Lovelace');
  await user.type(form.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.selectOptions(form.getByRole('combobox', { name: 'What is it about?' }), 'Feedback');
  await user.type(form.getByRole('textbox', { name: 'Your message' }), 'The check-in helped me today.');
  await user.click(form.getByRole('button', { name: 'Send message' }));
  return form;
}

function expectKept(form: Awaited<ReturnType<typeof contactForm>>) {
  expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ada Lovelace');
  expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  expect(form.getByRole('combobox', { name: 'What is it about?' })).toHaveValue('Feedback');
  expect(form.getByRole('textbox', { name: 'Your message' })).toHaveValue('The check-in helped me today.');
}

describe('/contact', () => {
  it('keeps the authored page beside the form', async () => {
    openContact();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Support' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact support' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Prefer email?' })).toBeInTheDocument();
  });

  it('checks the fields with the shared rules before sending anything', async () => {
    const { mock, user } = openContact();
    const form = await contactForm();
    await user.type(form.getByRole('textbox', { name: 'Your name' }), 'A');
    await user.click(form.getByRole('button', { name: 'Send message' }));
    const name = form.getByRole('textbox', { name: 'Your name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Please tell us your name.'));
    expect(name).toHaveValue('A');
    expect(name).toHaveFocus();
    expect(form.getByRole('combobox', { name: 'What is it about?' })).toHaveAccessibleDescription(
      'Please choose what your message is about.',
    );
    expect(form.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(/Please write a little more so we can help\./);
    expect(sentBodies(mock, 'POST', '/api/site/contact')).toEqual([]);
  });

  it("shows the server's field errors under their fields and keeps everything typed", async () => {
    const { user } = openContact(fieldErrors({ email: 'Please enter a valid email address, like name@example.com.' }));
    const form = await fillInAndSend(user);
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        /Please enter a valid email address, like name@example.com\./,
      ),
    );
    expect(form.getByText('A few fields need a look. The notes under them say what to change.')).toBeInTheDocument();
    expectKept(form);
  });

  it('says how long to wait when rate limited, keeping the message', async () => {
    const { user } = openContact({ status: 429, body: { title: 'Too Many Requests', status: 429, retryAfterSeconds: 840 } });
    const form = await fillInAndSend(user);
    expect(await form.findByText('Too many attempts')).toBeInTheDocument();
    expect(form.getByText('Please wait 14 minutes before trying again.')).toBeInTheDocument();
    expectKept(form);
  });

  it('sends the message and acknowledges it in place of the form', async () => {
    const { mock, user } = openContact();
    await fillInAndSend(user);
    expect(await screen.findByText(CONTACT_RECEIVED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Message sent' })).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Contact support' })).not.toBeInTheDocument();
    expect(sentBodies(mock, 'POST', '/api/site/contact')).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com', topic: 'Feedback', message: 'The check-in helped me today.' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });

  it('shows the crisis card as a cry for help is typed, sends it anyway, and keeps the card after sending', async () => {
    const { mock, user } = openContact({ status: 201, body: { message: CONTACT_RECEIVED, crisisTier: 1 } });
    const form = await contactForm();
    await user.type(form.getByRole('textbox', { name: 'Your name' }), 'Sam');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await user.selectOptions(form.getByRole('combobox', { name: 'What is it about?' }), 'My account');
    await user.type(form.getByRole('textbox', { name: 'Your message' }), 'I dont want to be here anymore');
    expect(await form.findByRole('region', { name: CRISIS_COPY.heading })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(CONTACT_RECEIVED)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: CRISIS_COPY.heading })).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', '/api/site/contact')).toHaveLength(1);
  });
});
