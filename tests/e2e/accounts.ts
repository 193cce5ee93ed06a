import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { JOURNEY_PASSWORD, SUPER_ADMIN_EMAIL, journeyEmail, waitForMail } from './mail';

/**
 * Account set-up through the real API for journeys that are about something else (the sign-up
 * journey itself goes through the pages). Cookies land in the page's browser context.
 */
export async function signUpAndVerify(page: Page, options: { email?: string; fullName?: string; password?: string } = {}) {
  const email = options.email ?? journeyEmail('member');
  const password = options.password ?? JOURNEY_PASSWORD;
  const started = Date.now();
  const res = await page.request.post('/api/account/sign-up', {
    data: { fullName: options.fullName ?? 'Journey Member', email, password, confirmPassword: password, acceptTerms: true },
  });
  expect(res.status(), await res.text()).toBe(200);
  const mail = await waitForMail(email, /Confirm your email/, started);
  const token = new URL(mail.links.find((l) => l.includes('/auth/confirm'))!).searchParams.get('token');
  const verified = await page.request.get(`/api/auth/verify-email?token=${token}`);
  expect(verified.status(), await verified.text()).toBe(200);
  return { email, password };
}

/**
 * better-auth refuses a POST that carries a session cookie but no Origin header (its CSRF check),
 * and Playwright's API requests send none: say where they come from, as a browser would.
 */
function fromTheApp(): Record<string, string> {
  const baseURL = test.info().project.use.baseURL;
  return baseURL ? { origin: new URL(baseURL).origin } : {};
}

export async function signInViaApi(page: Page, email: string, password = JOURNEY_PASSWORD) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: fromTheApp() });
  expect(res.status(), await res.text()).toBe(200);
}

export async function signOutViaApi(page: Page) {
  const res = await page.request.post('/api/auth/sign-out', { data: {}, headers: fromTheApp() });
  expect(res.status(), await res.text()).toBe(200);
}

/** The journeys' super_admin (BOOTSTRAP_SUPER_ADMINS in scripts/e2e-server.mjs), created once per run. */
export async function signInAsSuperAdmin(page: Page) {
  const probe = await page.request.post('/api/auth/sign-in/email', {
    data: { email: SUPER_ADMIN_EMAIL, password: JOURNEY_PASSWORD },
    headers: fromTheApp(),
  });
  if (probe.status() === 200) return;
  await signUpAndVerify(page, { email: SUPER_ADMIN_EMAIL, fullName: 'Founding Admin' });
}
