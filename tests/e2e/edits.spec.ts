import type { Locator, Page } from '@playwright/test';
import { signUpAndVerify } from './accounts';
import { actsOnceHydrated, expect, expectAccessible, test } from './support';

interface Item {
  id: string;
  kind?: 'choice' | 'multi' | 'text';
  scale?: string;
  reverse?: boolean;
  safety?: boolean;
}
interface Definition {
  scales: { id: string; options: { value: number }[] }[];
  sections: { items: Item[] }[];
}

// Issue 16: the result's name, never its code.
const REASON = 'Recommended for your System Override result';
const FIRST_REFLECTION = 'My jaw was the first place. It softened a little when I noticed it.';
const SECOND_REFLECTION = 'A slow out-breath helped more than I expected.';

/**
 * Takes the Operating System Audit through the API with the signed-in cookie: the most strained
 * answer to every question (the lowest on reverse-scored ones) and 0 on the safety question, so
 * the result is system_override.
 */
async function takeAuditAsSystemOverride(page: Page) {
  const res = await page.request.get('/api/assessments/operating-system-audit');
  expect(res.status(), await res.text()).toBe(200);
  const { definition } = (await res.json()) as { definition: Definition };
  const answers: Record<string, number | number[]> = {};
  for (const item of definition.sections.flatMap((section) => section.items)) {
    const values = (definition.scales.find((scale) => scale.id === item.scale)?.options ?? []).map((o) => o.value);
    if (item.safety) answers[item.id] = 0;
    else if (item.kind === 'text') continue;
    else if (item.kind === 'multi') answers[item.id] = [values[0]];
    else answers[item.id] = item.reverse ? Math.min(...values) : Math.max(...values);
  }
  const submit = await page.request.post('/api/assessments/operating-system-audit/submit', {
    data: { answers },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(submit.status(), await submit.text()).toBe(201);
}

/** Presses a control from the keyboard, the way someone without a mouse would. */
async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await control.press(key);
}

/** Writes the reflection and marks the module complete, by keyboard; the completion note takes focus. */
async function reflectAndComplete(page: Page, text: string, saveFirst: boolean) {
  const box = page.getByRole('region', { name: 'Reflect' }).getByRole('textbox');
  await box.focus();
  await page.keyboard.type(text);
  if (saveFirst) {
    await press(page.getByRole('button', { name: 'Save reflection' }));
    await expect(page.getByText('Your reflection is saved. Only you can see it.')).toBeVisible();
    // Review 6: focus stays on the button while and after it saves (pending, not disabled).
    await expect(page.getByRole('button', { name: 'Save reflection' })).toBeFocused();
  }
  await press(page.getByRole('button', { name: 'Mark complete' }));
  await expect(page.getByRole('heading', { level: 2, name: 'Module complete' })).toBeFocused();
  await expect(box).toHaveValue(text);
}

test('a member with a system_override result follows the recommended Edit through two modules; a visitor runs the Reset Room pacer', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signUpAndVerify(page);
  await takeAuditAsSystemOverride(page);

  // The recommended Edit comes first, with the API's reason.
  await page.goto('/reset-paths');
  const recommended = page.getByRole('region', { name: 'Recommended for you' });
  const first = recommended.getByRole('article').first();
  await expect(first.getByText(REASON)).toBeVisible();
  const title = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(title);
  await expect(first.getByRole('progressbar', { name: `Progress in ${title}` })).toHaveAttribute('aria-valuenow', '0');
  await expectAccessible(page);

  // The need filter narrows the list and lives in the address.
  await page.getByRole('combobox', { name: 'Length' }).selectOption({ label: 'Over 60 minutes' });
  await expect(page).toHaveURL(/length=over-60/);
  await page.getByRole('combobox', { name: 'Length' }).selectOption({ label: 'Any length' });

  await press(first.getByRole('link', { name: `Start ${title}` }));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(REASON)).toBeVisible();
  await expectAccessible(page);

  await press(page.getByRole('button', { name: 'Start this Edit' }));
  await expect(page).toHaveURL(/\/reset-paths\/[a-z0-9-]+\/modules\/[a-z0-9-]+$/);
  await expect(page.getByText(/^Module 1 of \d+/)).toBeVisible();
  await expectAccessible(page);

  await reflectAndComplete(page, FIRST_REFLECTION, true);
  await expectAccessible(page);

  await press(page.getByRole('link', { name: 'Go to the next module' }));
  await expect(page.getByText(/^Module 2 of \d+/)).toBeVisible();
  // Unsaved words are saved on the way to completing.
  await reflectAndComplete(page, SECOND_REFLECTION, false);

  // Both reflections, newest first.
  await page.goto('/recent-reflections');
  const reflections = page.getByRole('list', { name: 'Your reflections' }).getByRole('listitem');
  await expect(reflections).toHaveCount(2);
  await expect(reflections.nth(0)).toContainText(SECOND_REFLECTION);
  await expect(reflections.nth(1)).toContainText(FIRST_REFLECTION);
  await expectAccessible(page);

  // The list shows the progress.
  await page.goto('/reset-paths');
  await expect(page.getByRole('progressbar', { name: `Progress in ${title}` })).toHaveAttribute('aria-valuenow', '2');
  await expect(page.getByRole('link', { name: `Continue ${title}` })).toBeVisible();

  // Issue 16: the Edit in progress is today's next step until the member sets it aside; its
  // progress is kept, the next step moves on, and picking it up makes it the next step again.
  await page.goto('/home');
  const today = page.getByRole('region', { name: "Today's next step" });
  await expect(today.getByText(`From ${title}`)).toBeVisible();
  await press(today.getByRole('button', { name: 'Set this Edit aside' }));
  const dialog = page.getByRole('dialog', { name: `Set ${title} aside?` });
  await expect(dialog).toContainText('Your progress is kept');
  await expectAccessible(page);
  await press(dialog.getByRole('button', { name: 'Set it aside' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Set aside. Your progress is kept.')).toBeVisible();
  await expect(today.getByText(/^From /)).toBeVisible();
  await expect(today.getByText(`From ${title}`)).toBeHidden();

  // Its card no longer offers to continue: it is opened, and says its progress is kept.
  await page.goto('/reset-paths');
  await expect(page.getByText('Set aside for now. Your progress is kept.')).toBeVisible();
  await expect(page.getByRole('link', { name: `Continue ${title}` })).toBeHidden();
  await press(page.getByRole('link', { name: `Open ${title}` }));
  await expect(page.getByText('You set this Edit aside')).toBeVisible();
  await expect(page.getByText(/Your progress is kept: 2 of \d+ modules done/)).toBeVisible();
  await expectAccessible(page);
  await press(page.getByRole('button', { name: 'Pick this Edit up again' }));
  await expect(page.getByText('You set this Edit aside')).toBeHidden();
  await page.goto('/home');
  await expect(today.getByText(`From ${title}`)).toBeVisible();

  // A visitor, with no account, runs the Reset Room pacer.
  const baseURL = test.info().project.use.baseURL;
  const visitor = await browser.newContext({ baseURL });
  const room = actsOnceHydrated(await visitor.newPage());
  await room.goto('/reset-room');
  await expect(room.getByRole('heading', { level: 1, name: 'Reset Room' })).toBeVisible();
  await expect(room.getByRole('radio', { name: '4-7-8 Breath' })).toBeChecked();
  await expect(room.getByTestId('breath-circle')).toBeVisible();
  await press(room.getByRole('button', { name: 'Start, 4-7-8 Breath' }));
  await expect(room.getByTestId('phase-word')).toHaveText('Breathe in');
  await expect(room.getByTestId('phase-word')).toHaveText('Hold', { timeout: 8_000 });
  await expect(room.getByRole('button', { name: 'Pause, 4-7-8 Breath' })).toBeFocused();
  await press(room.getByRole('button', { name: 'Pause, 4-7-8 Breath' }));
  await expect(room.getByRole('button', { name: 'Resume, 4-7-8 Breath' })).toBeVisible();
  await expect(room.getByRole('region', { name: 'You do not have to carry this alone' })).toBeVisible();
  await expectAccessible(room);
  await visitor.close();

  // With reduced motion there is no scaling circle: the counted words only.
  const calm = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const still = actsOnceHydrated(await calm.newPage());
  await still.goto('/reset-room');
  await press(still.getByRole('button', { name: 'Start, 4-7-8 Breath' }));
  await expect(still.getByTestId('phase-word')).toHaveText('Breathe in');
  await expect(still.getByTestId('phase-count')).toBeVisible();
  await expect(still.getByTestId('breath-circle')).toHaveCount(0);
  await expectAccessible(still);
  await calm.close();
});
