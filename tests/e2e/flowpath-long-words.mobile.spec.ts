import type { Page } from '@playwright/test';
import { signUpAndVerify } from './accounts';
import { expect, expectFitsPhone, test } from './support';

// A member's own words without spaces (a pasted link as a task, a title run together) break to fit
// a small phone on every FlowPath screen, instead of widening the page so that it pans sideways and
// taps land off target. The path is filled through the API; the journey only looks.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

const origin = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });
const LINK = 'https://intranet.example.org/operations/reporting/weekly_status_summary';
const RUN_TOGETHER = 'Quarterlyreportingfortheregionalcomplianceofficeandauditteam';

async function send(page: Page, method: 'put' | 'post', path: string, data: object = {}) {
  const res = await page.request[method](`/api/flowpath/${path}`, { data, headers: origin() });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

test('FlowPath fits a small phone when the member writes long unbroken words', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 }); // a small phone
  await signUpAndVerify(page);
  const content = (await (await page.request.get('/api/flowpath/content')).json()) as {
    worklife: { areas: { items: { id: string }[] }[] };
    values: { values: { id: string }[] };
    guide: { stages: { id: string; title: string }[] };
  };
  const ids = content.values.values.map((v) => v.id);
  const answers = Object.fromEntries(content.worklife.areas.flatMap((a) => a.items.map((item) => [item.id, 3])));
  await send(page, 'put', 'worklife', { answers });
  const tasks = [LINK, RUN_TOGETHER, 'Team meeting', 'Mentoring', 'Filing'].map((name, i) => ({
    id: `t${i}`,
    name,
    energy: i % 2 ? 2 : -2,
    importance: 3,
  }));
  await send(page, 'put', 'energy', { tasks });
  const piles = Object.fromEntries(ids.map((id, i) => [id, i < 6 ? 'very' : 'somewhat']));
  await send(page, 'put', 'values', { piles, top: ids.slice(0, 5), rewarded: ids.slice(0, 3) });
  await send(page, 'put', 'options', { notes: { 'stay-and-craft': RUN_TOGETHER }, leaning: 'stay-and-craft' });
  await send(page, 'post', 'experiments', {
    libraryId: null,
    kind: 'task',
    title: RUN_TOGETHER,
    plan: LINK,
    startOn: '2026-11-20',
    checkBackOn: '2026-11-26',
  });
  await send(page, 'put', 'scripts/saying-no', { text: LINK });
  await send(page, 'put', 'plan', { startOn: '2026-11-27', emailReminders: false, milestones: [{ horizon: 30, title: LINK }] });
  for (const { id } of content.guide.stages) await send(page, 'post', `stages/${id}/complete`);

  // Where the long words show on each stage (the others still carry the stage list at its widest).
  const shown: Partial<Record<string, string>> = { energy: LINK, experiments: RUN_TOGETHER, plan: LINK };
  for (const { id, title } of content.guide.stages) {
    await send(page, 'put', 'stage', { stage: id });
    await page.goto('/flowpath');
    await expect(page.locator('#stage-title')).toHaveText(title);
    const words = shown[id];
    if (words) await expect(page.getByText(words, { exact: true }).first()).toBeVisible();
    await expectFitsPhone(page);
  }

  await page.goto('/flowpath-dashboard');
  await expect(page.getByText(LINK, { exact: true })).toBeVisible(); // the next milestone
  await expect(page.getByText(RUN_TOGETHER, { exact: true })).toBeVisible(); // the experiment under way
  await expectFitsPhone(page);
});
