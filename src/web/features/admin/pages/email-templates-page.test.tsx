import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { signedInRoutes } from '#web/testing/sessions';
import { openStaffPage } from '../testing/open-staff-page';

const defaults = {
  subject: 'Confirm your email for Recalibrate',
  intro: 'Thank you for joining Recalibrate.',
  action: 'Confirm my email',
  after: 'The link works for 24 hours.',
};
const detail = (override: object | null = null) => ({
  type: 'signup',
  name: 'Confirm sign-up',
  when: 'Someone creates an account.',
  hasButton: true,
  placeholders: [{ name: 'product', meaning: 'The product name (Recalibrate).' }],
  defaults,
  override,
  preview: { subject: defaults.subject, text: 'Hi Alex,\n\nThank you for joining Recalibrate.', html: '<p>Hi Alex,</p>' },
});
const routes = (role: 'admin' | 'super_admin', override: object | null = null) => ({
  ...signedInRoutes(role),
  '/api/admin/email-templates': {
    body: {
      templates: [{ type: 'signup', name: 'Confirm sign-up', when: 'Someone creates an account.', wording: 'default', updatedAt: null }],
    },
  },
  '/api/admin/email-templates/signup': { body: detail(override) },
  'POST /api/admin/email-templates/signup/preview': (_url: URL, init?: RequestInit) => {
    const texts = JSON.parse(String(init?.body));
    return { body: { subject: texts.subject.replace('{product}', 'Recalibrate'), text: `Hi Alex,\n\n${texts.intro}`, html: '<p>Hi</p>' } };
  },
});

/** The sign-up email open on /admin/email-templates, its Subject typed anew: the user and the field. */
async function typeSignupSubject(text: string) {
  openStaffPage('/admin/email-templates?type=signup');
  const user = userEvent.setup();
  const subject = await screen.findByRole('textbox', { name: 'Subject' });
  await user.clear(subject);
  await user.type(subject, text);
  return { user, subject };
}

describe('/admin/email-templates', () => {
  it('lists the emails, each opening its editor with the default wording and a preview', async () => {
    stubFetch(routes('admin'));
    openStaffPage('/admin/email-templates');
    await userEvent.click(await screen.findByRole('link', { name: 'Confirm sign-up' }));
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue(defaults.subject);
    expect(screen.getByText('It is sent with the default wording.', { exact: false })).toBeInTheDocument();
    expect(screen.getByTitle('Confirm sign-up: the HTML email')).toHaveAttribute('sandbox', '');
    expect(screen.getByText(/Thank you for joining Recalibrate\./, { selector: 'pre' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete saved wording' })).not.toBeInTheDocument();
  });

  it('refuses an unknown placeholder under its field before sending, and previews wording that checks out', async () => {
    const fetch = stubFetch(routes('admin'));
    const { user, subject } = await typeSignupSubject('Hello {{firstName}');
    await user.click(screen.getByRole('button', { name: 'Save wording' }));
    await waitFor(() => expect(subject).toHaveAccessibleDescription('Unknown placeholder {firstName}. This email can use {product}.'));
    expect(sentBodies(fetch, 'PUT', '/api/admin/email-templates/signup')).toEqual([]);

    await user.clear(subject);
    await user.type(subject, 'Welcome to {{product}');
    await waitFor(() => expect(screen.getByText(/^Welcome to Recalibrate$/)).toBeInTheDocument());
  });

  it('saves, and sends a test of the saved wording to me', async () => {
    const saved = { ...defaults, subject: 'Welcome to {product}', active: true, updatedAt: '2026-11-27T10:00:00.000Z' };
    const fetch = stubFetch({
      ...routes('admin'),
      'PUT /api/admin/email-templates/signup': { body: detail(saved) },
      'POST /api/admin/email-templates/signup/test': { body: { ok: true, message: 'A test was sent to admin@example.test.' } },
    });
    const { user } = await typeSignupSubject('Welcome to {{product}');
    await user.click(screen.getByRole('button', { name: 'Save wording' }));
    expect(await screen.findByText('Saved. Every “Confirm sign-up” email is sent with this wording from now on.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'PUT', '/api/admin/email-templates/signup')).toEqual([{ ...defaults, subject: 'Welcome to {product}' }]);
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByText('A test was sent to admin@example.test.')).toBeInTheDocument();
  });

  it('offers a super_admin the delete of a saved wording, and an admin the reset', async () => {
    const saved = { ...defaults, active: true, updatedAt: '2026-11-27T10:00:00.000Z' };
    stubFetch(routes('super_admin', saved));
    openStaffPage('/admin/email-templates?type=signup');
    expect(await screen.findByRole('button', { name: 'Reset to default' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete saved wording' })).toBeInTheDocument();
  });

  it('moves focus to how it went after Reset and Delete, whose buttons go once used', async () => {
    const saved = { ...defaults, active: true, updatedAt: '2026-11-27T10:00:00.000Z' };
    stubFetch({
      ...routes('super_admin', saved),
      'POST /api/admin/email-templates/signup/reset': { body: detail({ ...saved, active: false }) },
      'DELETE /api/admin/email-templates/signup': { body: detail(null) },
    });
    openStaffPage('/admin/email-templates?type=signup');
    const user = userEvent.setup();
    // The notice's live region sits in the wrapper that takes focus.
    const news = (text: RegExp) => screen.getByText(text).closest('[aria-live]')!.parentElement;
    await user.click(await screen.findByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(news(/^Reset\. This email is sent with the default wording again/)).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Reset to default' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete saved wording' }));
    await waitFor(() => expect(news(/^The saved wording is deleted\.$/)).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Delete saved wording' })).not.toBeInTheDocument();
  });
});
