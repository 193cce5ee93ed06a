import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Actor } from '#shared/access/policy';
import { EMAIL_TYPES } from '#shared/email/templates';
import { emailMessages } from '#server/platform/email/schema';
import { callAs, expectFieldErrors, type Method } from '#server/testing/requests';
import { setUpIsolatedTestApp } from '#server/testing/set-up-test-app';
import { actorsByRole } from '#server/testing/test-app';
import { auditLog } from './schema';

// /admin/email-templates (issue 24): staff's wording of the app's emails, checked, previewed,
// test-sent through the real mailer, reset and deleted. A saved wording changes what every later
// email of its type says, so this file runs on a database of its own.
const t = setUpIsolatedTestApp();

const { visitor, member, analyst, admin, superAdmin } = actorsByRole();

const base = '/api/admin/email-templates';
const wording = {
  subject: 'Welcome aboard {product}',
  intro: 'We are so glad you came to {product}. One click and you are in:',
  action: 'Yes, that is me',
  after: 'Ignore this if it was not you.',
};
const audits = (action: string, actor: Actor) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, actor.kind === 'user' ? actor.userId : '')));
const lastEmailTo = async (to: string) =>
  (await t.database.db.select().from(emailMessages).where(eq(emailMessages.toAddress, to)).orderBy(desc(emailMessages.createdAt)))[0];

describe('who may use it', () => {
  const routes: [Method, string, object?][] = [
    ['GET', base],
    ['GET', `${base}/signup`],
    ['POST', `${base}/signup/preview`, wording],
    ['PUT', `${base}/signup`, wording],
    ['POST', `${base}/signup/reset`],
    ['POST', `${base}/signup/test`],
    ['DELETE', `${base}/signup`],
  ];
  it.each(routes)('%s %s: a visitor signs in first; a member and an analyst are refused', async (method, url, payload) => {
    expect((await callAs(t, visitor, method, url, payload)).statusCode).toBe(401);
    expect((await callAs(t, member, method, url, payload)).statusCode).toBe(403);
    expect((await callAs(t, analyst, method, url, payload)).statusCode).toBe(403);
  });

  it('an admin reads every route but delete; only a super_admin deletes', async () => {
    expect((await callAs(t, admin, 'GET', base)).statusCode).toBe(200);
    expect((await callAs(t, admin, 'GET', `${base}/test`)).statusCode).toBe(200);
    expect((await callAs(t, admin, 'DELETE', `${base}/test`)).statusCode).toBe(403);
    expect((await callAs(t, superAdmin, 'DELETE', `${base}/test`)).statusCode).toBe(404);
  });

  it('an unknown email type is a field error', async () => {
    expect((await callAs(t, admin, 'GET', `${base}/not_an_email`)).statusCode).toBe(400);
  });
});

describe('listing and previewing', () => {
  it('lists every email the app sends, each with its default wording at first', async () => {
    const { templates } = (await callAs(t, admin, 'GET', base)).json();
    expect(templates.map((x: { type: string }) => x.type)).toEqual([...EMAIL_TYPES]);
    expect(templates.find((x: { type: string }) => x.type === 'recovery')).toMatchObject({
      name: 'Password reset',
      wording: 'default',
      updatedAt: null,
    });
  });

  it('previews the default in HTML and plain text with sample data, and names its placeholders', async () => {
    const detail = (await callAs(t, admin, 'GET', `${base}/hardship_approved`)).json();
    expect(detail.hasButton).toBe(true);
    expect(detail.placeholders.map((p: { name: string }) => p.name)).toEqual(['product', 'level']);
    expect(detail.override).toBeNull();
    expect(detail.preview.subject).toBe('Your Recalibrate hardship application');
    expect(detail.preview.text).toMatch(/^Hi Alex,\n\nWe have approved your hardship application: 75% off/);
    expect(detail.preview.html).toContain('<p>Hi Alex,</p>');
    expect(detail.preview.html).toContain('>See memberships</a>');
  });

  it.each([
    { type: 'membership_payment_received', lines: true },
    { type: 'order_receipt', lines: true },
    { type: 'hardship_approved', lines: false },
    { type: 'signup', lines: false },
  ])('shows sample facts one a line only in an email that lists them: $type', async ({ type, lines }) => {
    const detail = (await callAs(t, admin, 'GET', `${base}/${type}`)).json();
    expect(detail.preview.text.includes('- Example detail: the facts of this email go here')).toBe(lines);
  });

  it('previews unsaved wording without keeping it', async () => {
    const res = await callAs(t, admin, 'POST', `${base}/signup/preview`, wording);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subject).toBe('Welcome aboard Recalibrate');
    expect(res.json().text).toContain('Yes, that is me: ');
    expect((await callAs(t, admin, 'GET', `${base}/signup`)).json().override).toBeNull();
  });
});

describe('placeholders are checked before saving', () => {
  it.each([
    ['an unknown placeholder', { subject: 'Hello {firstName}' }, ['subject']],
    ['a level where the email has none', { intro: 'You get {level}% off' }, ['intro']],
    ['a lone brace', { after: 'See you soon }' }, ['after']],
    ['two wrong fields', { subject: '{name}', action: 'Go {there}' }, ['subject', 'action']],
    ['an empty subject', { subject: '  ' }, ['subject']],
  ])('%s is refused with a field error and nothing is saved', async (_, change, fields) => {
    const res = await callAs(t, admin, 'PUT', `${base}/magic_link`, { ...wording, ...change });
    expectFieldErrors(res, fields);
    expect((await callAs(t, admin, 'GET', `${base}/magic_link`)).json().override).toBeNull();
  });

  it('says which placeholders the email can use', async () => {
    const res = await callAs(t, admin, 'PUT', `${base}/magic_link`, { ...wording, subject: 'Hi {firstName}' });
    expect(res.json().errors[0].message).toBe('Unknown placeholder {firstName}. This email can use {product}.');
  });

  it('a hardship email may use {level}', async () => {
    const res = await callAs(t, admin, 'POST', `${base}/hardship_approved/preview`, {
      ...wording,
      intro: 'You get {level}% off {product}.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().text).toContain('You get 75% off Recalibrate.');
  });
});

describe('saving, sending, resetting and deleting a wording', () => {
  it('saves the wording, audited, and the app sends with it from then on', async () => {
    const res = await callAs(t, admin, 'PUT', `${base}/signup`, wording);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().override).toMatchObject({ ...wording, active: true });
    expect(res.json().preview.subject).toBe('Welcome aboard Recalibrate');
    expect(await audits('email_template.save', admin)).toHaveLength(1);

    const to = `sent-${Date.now()}@example.test`;
    await t.services.mailer.sendNow({ type: 'signup', to, vars: { fullName: 'Robin Hill', url: 'https://x.test/confirm' } });
    const sent = await lastEmailTo(to);
    expect(sent.subject).toBe('Welcome aboard Recalibrate');
    expect(sent.text).toContain('Hi Robin,\n\nWe are so glad you came to Recalibrate.');
    expect(sent.html).toContain('>Yes, that is me</a>');
    const list = (await callAs(t, admin, 'GET', base)).json().templates;
    expect(list.find((x: { type: string }) => x.type === 'signup').wording).toBe('active');
  });

  it('keeps the usual button label when it is left empty, and gives an email without a button none', async () => {
    const res = await callAs(t, admin, 'POST', `${base}/recovery/preview`, { ...wording, action: '' });
    expect(res.json().text).toContain('Choose a new password: ');
    const saved = await callAs(t, admin, 'PUT', `${base}/coach_declined`, wording);
    expect(saved.json().override.action).toBeNull();
    expect(saved.json().preview.html).not.toContain('Yes, that is me');
  });

  it('a test goes through the mailer to the staff member’s own address, audited', async () => {
    const res = await callAs(t, admin, 'POST', `${base}/signup/test`);
    expect(res.statusCode, res.body).toBe(200);
    const to = admin.kind === 'user' ? admin.email : '';
    expect(res.json().message).toBe(`A test was sent to ${to}.`);
    const sent = await lastEmailTo(to);
    expect(sent).toMatchObject({ type: 'signup', subject: 'Welcome aboard Recalibrate', status: 'sent' });
    expect(sent.text).toContain('A note from our team: This is a test of this email');
    expect((await audits('email_template.test', admin))[0].details).toMatchObject({ type: 'signup', messageId: sent.id, to });
  });

  it('reset to default sends the default again and keeps the wording to pick up later', async () => {
    const res = await callAs(t, admin, 'POST', `${base}/signup/reset`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().override).toMatchObject({ subject: wording.subject, active: false });
    expect(res.json().preview.subject).toBe('Confirm your email for Recalibrate');
    expect(await audits('email_template.reset', admin)).toHaveLength(1);
    const to = `reset-${Date.now()}@example.test`;
    await t.services.mailer.sendNow({ type: 'signup', to, vars: { url: 'https://x.test/confirm' } });
    expect((await lastEmailTo(to)).subject).toBe('Confirm your email for Recalibrate');
    const list = (await callAs(t, admin, 'GET', base)).json().templates;
    expect(list.find((x: { type: string }) => x.type === 'signup').wording).toBe('inactive');
  });

  it('a super_admin deletes the kept wording, audited', async () => {
    const res = await callAs(t, superAdmin, 'DELETE', `${base}/signup`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().override).toBeNull();
    expect((await audits('email_template.delete', superAdmin))[0].details).toMatchObject({ type: 'signup' });
    expect((await callAs(t, superAdmin, 'DELETE', `${base}/signup`)).statusCode).toBe(404);
  });
});
