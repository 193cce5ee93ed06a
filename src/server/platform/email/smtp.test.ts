import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, cookieFrom, get, latestEmail, post, uniqueEmail, waitFor } from '#server/testing/auth-helpers';
import { createTestApp, isolatedDatabase, type TestApp } from '#server/testing/test-app';

/** A real SMTP server in the test: the app sends over SMTP and we read what arrived. */
interface Received {
  to: string[];
  raw: string;
}
const inbox: Received[] = [];
let rejectNext = 0;
let server: SMTPServer;
let t: TestApp;
// Its own database: on a shared one, another test app's worker could deliver these jobs (as it should in production).
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (rejectNext > 0) {
          rejectNext--;
          return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        }
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  isolated = await isolatedDatabase();
  t = await createTestApp({
    database: isolated.database,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Recalibrate <hello@recalibrate.test>' },
  });
});
afterAll(async () => {
  await t.close();
  await isolated.drop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('email over SMTP', () => {
  it('delivers the sign-up email and its link confirms the account', async () => {
    const email = uniqueEmail('smtp');
    await post(t, '/api/account/sign-up', {
      fullName: 'Ida Wells',
      email,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      acceptTerms: true,
    });
    const message = await waitFor(async () => inbox.find((m) => m.to.includes(email)));
    expect(message.raw).toContain('Subject: Confirm your email for Recalibrate');
    expect(message.raw).toContain('From: Recalibrate <hello@recalibrate.test>');
    const link = message.raw.match(/http:\/\/localhost:3000\/auth\/confirm\?type=signup&(?:amp;)?token=[\w.-]+/)![0].replace('&amp;', '&');
    const token = new URL(link).searchParams.get('token');
    const verified = await get(t, `/api/auth/verify-email?token=${token}`);
    expect(verified.statusCode).toBe(200);
    expect((await get(t, '/api/session', cookieFrom(verified))).json().user.email).toBe(email);
    const stored = await latestEmail(t, email, 'signup');
    expect(stored).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1 });
  });

  it('retries a message the server refused for now, and records the attempts', async () => {
    rejectNext = 1;
    const email = uniqueEmail('retry');
    const id = await t.services.mailer.send({ type: 'test', to: email });
    const message = await waitFor(async () => inbox.find((m) => m.to.includes(email)), 20_000);
    expect(message.raw).toContain('Subject: Recalibrate test email');
    const stored = await waitFor(async () => {
      const row = await latestEmail(t, email, 'test');
      return row?.status === 'sent' ? row : null;
    });
    expect(stored.id).toBe(id);
    expect(stored.attempts).toBe(2);
  }, 30_000);
});
