import type { Page } from '@playwright/test';
import { signUpAndVerify } from './accounts';
import { expect as baseExpect, expectAccessible, test } from './support';

// Each page here waits on several API calls (results, SoulPrint, hub): generous waits on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

interface Item {
  id: string;
  kind?: 'choice' | 'multi' | 'text';
  scale?: string;
  optional?: boolean;
  safety?: boolean;
}
interface Definition {
  scales: { id: string; options: { value: number }[] }[];
  sections: { items: Item[] }[];
}

/** Answers every question through the API: the middle option, and `safety` for the safety question. */
async function submitAudit(page: Page, safety: number): Promise<string> {
  const res = await page.request.get('/api/assessments/operating-system-audit');
  expect(res.status(), await res.text()).toBe(200);
  const { definition } = (await res.json()) as { definition: Definition };
  const answers: Record<string, number | number[] | string> = {};
  for (const item of definition.sections.flatMap((section) => section.items)) {
    const options = definition.scales.find((scale) => scale.id === item.scale)?.options ?? [];
    if (item.safety) answers[item.id] = safety;
    else if (item.kind === 'text') continue;
    else if (item.kind === 'multi') answers[item.id] = [options[0]!.value];
    else answers[item.id] = options[Math.floor(options.length / 2)]!.value;
  }
  const submit = await page.request.post('/api/assessments/operating-system-audit/submit', {
    data: { answers },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(submit.status(), await submit.text()).toBe(201);
  return ((await submit.json()) as { resultPath: string }).resultPath;
}

// A long journey (sign-up, two submissions, four axe runs): more time than the default minute.
test.describe.configure({ timeout: 300_000 });

test('a member reads their audit result, sees the change on a retake, and finds it on the compass and dashboard', async ({ page }) => {
  await signUpAndVerify(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Take Operating System Audit' })).toBeVisible();
  await expect(page.getByText('No assessments yet, and that is fine.')).toBeVisible();

  const first = await submitAudit(page, 0);
  await page.goto(first);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your scores' })).toBeVisible();
  await expect(page.getByText(/This is your first time taking the Operating System Audit/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'the science behind our assessments' })).toHaveAttribute('href', '/our-science');
  await expectAccessible(page);

  const second = await submitAudit(page, 1);
  await page.goto(second);
  const crisis = page.getByRole('region', { name: 'You do not have to carry this alone' });
  await expect(crisis).toBeFocused();
  await expect(page.getByRole('list', { name: 'Change by dimension' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/soulprint-compass');
  await expect(page.getByRole('progressbar', { name: 'SoulPrint completion' })).toHaveAttribute('aria-valuenow', '86');
  await expect(page.getByRole('list', { name: 'Still to add' }).getByRole('link')).toHaveText([/Cosmic Coordinates/]);
  await expect(page.getByRole('list', { name: 'Your results, newest first' }).getByRole('link')).toHaveCount(2);
  await expectAccessible(page);

  await page
    .getByRole('list', { name: 'Still to add' })
    .getByRole('link', { name: /Cosmic Coordinates/ })
    .click();
  await expect(page.getByRole('region', { name: 'Cosmic Coordinates' })).toBeInViewport();
  await page.getByLabel('Birth date').fill('1990-05-17');
  await page.getByLabel('Birth place (optional)').fill('Lisbon');
  await page.getByRole('button', { name: 'Save Cosmic Coordinates' }).click();
  await expect(page.getByText(/^Saved\. Your sun is in Taurus/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'SoulPrint completion' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByLabel('Birth place (optional)')).toHaveValue('Lisbon');

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Open your SoulPrint Compass' }).first()).toBeVisible();
  await expect(page.getByText('1 assessment done. Your SoulPrint has its first lines.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/');
  await expect(page.getByText('Welcome Back')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your personalized insights are ready' })).toBeVisible();
});
