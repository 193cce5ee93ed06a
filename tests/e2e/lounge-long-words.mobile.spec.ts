import type { Page } from '@playwright/test';
import { GUIDELINES_VERSION } from '../../src/shared/lounge/guidelines';
import { signUpAndVerify } from './accounts';
import { expect, expectFitsPhone, test } from './support';

// A member's own words without spaces (a long drawn-out word, a pasted address) break to fit a
// small phone in the Lounge's feed, thread and comments, instead of widening the page for every
// member who reads them (review 4: the page grew to 1133 px and the tab bar was cut off). The post
// is written through the API; the journey only looks.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

const origin = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });
const LONG_WORD = `S${'o'.repeat(120)} tired`;
const RUN_TOGETHER = 'Wheneverthemeetingrunslatemyeveningjustdisappears';

async function send(page: Page, path: string, data: object) {
  const res = await page.request.post(`/api/lounge/${path}`, { data, headers: origin() });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json() as Promise<{ post?: { id: string } }>;
}

test('the Lounge fits a small phone when a member writes long unbroken words', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpAndVerify(page);
  await send(page, 'me/identity', { kind: 'first_name' });
  await send(page, 'me/guidelines', { version: GUIDELINES_VERSION });
  const { post } = await send(page, 'posts', {
    circle: 'boundaries',
    title: RUN_TOGETHER,
    body: `Some days are fine.\n\n${LONG_WORD}.\n\n- ${RUN_TOGETHER}`,
  });
  await send(page, `posts/${post!.id}/comments`, { body: LONG_WORD });

  await page.goto('/lounge');
  await expect(page.getByRole('heading', { level: 3, name: RUN_TOGETHER })).toBeVisible();
  await expectFitsPhone(page);

  await page.goto(`/lounge?post=${post!.id}`);
  await expect(page.getByRole('heading', { level: 2, name: RUN_TOGETHER })).toBeVisible();
  await expect(page.getByText(LONG_WORD).first()).toBeVisible();
  await expectFitsPhone(page);
});
