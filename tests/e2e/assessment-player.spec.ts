import type { Page } from '@playwright/test';
import { signUpAndVerify } from './accounts';
import { expect, expectAccessible, test } from './support';

interface Definition {
  scales: { id: string; options: { value: number }[] }[];
  sections: { items: { id: string; kind?: string; scale?: string; safety?: boolean }[] }[];
}

const origin = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

/** Another device: every question but the safety one answered (the middle option), saved at the last question. */
async function saveFromAnotherDevice(page: Page) {
  const res = await page.request.get('/api/assessments/operating-system-audit');
  expect(res.status(), await res.text()).toBe(200);
  const { definition } = (await res.json()) as { definition: Definition };
  const items = definition.sections.flatMap((section) => section.items);
  const answers: Record<string, number | number[]> = {};
  for (const item of items) {
    const options = definition.scales.find((scale) => scale.id === item.scale)?.options ?? [];
    if (item.safety || item.kind === 'text') continue;
    answers[item.id] = item.kind === 'multi' ? [options[0]!.value] : options[Math.floor(options.length / 2)]!.value;
  }
  const position = items.findIndex((item) => item.safety);
  const saved = await page.request.put('/api/assessments/operating-system-audit/progress', {
    data: { answers, position },
    headers: origin(),
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return items.length;
}

const progressSaved = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/api/assessments/operating-system-audit/progress') && r.request().method() === 'PUT' && r.ok(),
  );

test('a member takes the audit by keyboard, resumes after a reload and on another device, meets the crisis resources first, and submits', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAndVerify(page);
  await page.goto('/assessments');
  const card = page.getByRole('article', { name: 'Operating System Audit' });
  await expect(card.getByText('Not started')).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('link', { name: 'Take Operating System Audit' }).click();
  await expect(page).toHaveURL(/\/assessment\/operating-system-audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Operating System Audit' })).toBeVisible();
  await expect(page.getByText('A reflection, not a diagnosis')).toBeVisible();
  await expectAccessible(page);

  // Keyboard only: Enter on Start, arrows to choose, Enter for Next.
  await page.getByRole('button', { name: 'Start', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 1 of 45')).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  const firstSave = progressSaved(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 2 of 45')).toBeVisible();
  await firstSave;
  await expect(page.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('aria-valuenow', '1');
  await expectAccessible(page);

  // An answer is saved without Next; a reload resumes where it was.
  const secondSave = progressSaved(page);
  await page.getByRole('radio', { name: 'Some of the time' }).check();
  await secondSave;
  await page.reload();
  await expect(page.getByText('Welcome back. You have answered 2 of 45 questions.')).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Question 2 of 45')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Some of the time' })).toBeChecked();

  // Carried on elsewhere: this device opens at the last question.
  const total = await saveFromAnotherDevice(page);
  await page.reload();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText(`Question ${total} of ${total}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'You do not have to carry this alone' })).toHaveCount(0);

  await page.getByRole('radio', { name: 'Several days' }).check();
  const crisis = page.getByRole('region', { name: 'You do not have to carry this alone' });
  await expect(crisis).toBeFocused();
  await expect(crisis.getByRole('link', { name: /Call or text 988/ })).toHaveAttribute('href', 'tel:988');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Ready to see your results?' })).toBeFocused();
  await expect(crisis).toBeVisible();
  await page.getByRole('button', { name: 'See my results' }).click();
  await expect(page).toHaveURL(/\/assessment\/os-audit-result\/[0-9a-f-]{36}$/);

  await page.goto('/assessments');
  const done = page.getByRole('article', { name: 'Operating System Audit' });
  await expect(done.getByText(/^Completed on /)).toBeVisible();
  await expect(done.getByRole('link', { name: 'Retake Operating System Audit' })).toBeVisible();
  await expect(done.getByRole('link', { name: 'See your latest result for Operating System Audit' })).toHaveAttribute(
    'href',
    /\/assessment\/os-audit-result\//,
  );
});
