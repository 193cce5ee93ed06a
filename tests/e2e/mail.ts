import { expect } from '@playwright/test';

/** Emails the app sent over SMTP to the journeys' mail catcher (scripts/e2e-mail-catcher.mjs). */
export interface CaughtMail {
  to: string[];
  subject: string;
  links: string[];
  receivedAt: number;
}

export const SUPER_ADMIN_EMAIL = 'founder@recalibrate.test';
export const JOURNEY_PASSWORD = 'Calm-river-Stone9!';

export function journeyEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/** Waits for the newest email to an address whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp, after = 0): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const port = process.env.E2E_MAIL_HTTP_PORT ?? '3126';
        const res = await fetch(`http://127.0.0.1:${port}/messages?to=${encodeURIComponent(to)}`);
        const all = (await res.json()) as CaughtMail[];
        found = all.filter((m) => subject.test(m.subject) && m.receivedAt >= after).at(-1);
        return !!found;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The app link in an email, rewritten to the journey server's origin. */
export function appLink(mail: CaughtMail, pathStart: string, baseURL: string): string {
  const link = mail.links.find((l) => new URL(l).pathname.startsWith(pathStart));
  if (!link) throw new Error(`No ${pathStart} link in "${mail.subject}": ${mail.links.join(', ')}`);
  const url = new URL(link);
  return new URL(`${url.pathname}${url.search}`, baseURL).toString();
}
