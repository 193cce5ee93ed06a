import { signUpAndVerify } from './accounts';
import { expect, expectAccessible, pathWithQuery, test } from './support';

// Issue #7 "Done when" (journal, calendar, dashboard): a member's check-in shows on the calendar
// (today marked, the day opened) and on the wellness dashboard; they write a journal entry and
// find it again with search. The check-in itself goes through the API here: the keyboard-operated
// sliders have their own journey (wellness-checkin.spec.ts).

test.beforeEach(async ({ page }) => {
  // The cookie-consent banner (another issue) is not what this journey is about.
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

/** Same-origin writes need an Origin header (CSRF check); Playwright's API requests send none. */
function fromTheApp(): Record<string, string> {
  return { origin: new URL(test.info().project.use.baseURL!).origin };
}

test('a member sees a check-in on the calendar and the dashboard, then writes a journal entry and finds it', async ({ page }) => {
  test.slow(); // five pages, each checked with axe
  await signUpAndVerify(page);
  const saved = await page.request.post('/api/wellness/checkins', {
    data: { energy_level: 7, stress_level: 3, sleep_quality: 6, work_satisfaction: 5, social_connection: 8, notes: 'A quieter day.' },
    headers: fromTheApp(),
  });
  expect(saved.status(), await saved.text()).toBe(201);

  // The calendar: today is marked with its check-in; Enter opens the day.
  await page.goto('/wellness-calendar');
  const grid = page.getByRole('grid');
  const today = grid.locator('[role="gridcell"][aria-current="date"]');
  await expect(today).toHaveAttribute('aria-label', /, today: 1 check-in$/);
  await expect(today).toHaveAttribute('tabindex', '0');
  await today.focus();
  await page.keyboard.press('Enter');
  await expect(today).toHaveAttribute('aria-selected', 'true');
  const details = page.getByRole('region', { name: /\(today\)$/ });
  await expect(details.getByText('Energy', { exact: true })).toBeVisible();
  await expect(details.locator('dd').first()).toHaveText('7 out of 10');
  await expect(details.getByText('A quieter day.')).toBeVisible();
  // The arrow keys move through the days, and back.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(today).toBeFocused();
  await expectAccessible(page);

  // The dashboard: the check-in counts, and the insight says patterns need more days.
  await page.goto('/wellness-dashboard');
  await expect(page.getByText('You checked in on 1 day in the last 30 days.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Energy' })).toContainText('7 / 10 on average');
  await expect(page.getByRole('region', { name: 'What your check-ins suggest' })).toContainText('Patterns need a little more data');
  await page.getByRole('group', { name: 'Time range' }).getByRole('button', { name: '7 days' }).click();
  await expect(page.getByText('You checked in on 1 day in the last 7 days.')).toBeVisible();
  expect(pathWithQuery(page)).toBe('/wellness-dashboard?days=7');
  await expectAccessible(page);

  // The reflection map shows the month so far.
  await page.goto('/reflection');
  await expect(page.getByRole('img', { name: 'Energy over the last 30 days' })).toBeVisible();
  await expectAccessible(page);

  // The journal: write an entry with a prompt, then find it with search.
  await page.getByRole('main').getByRole('link', { name: 'Wellness Dashboard' }).click();
  await page.getByRole('main').getByRole('navigation', { name: 'Wellness' }).getByRole('link', { name: 'Journal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await expect(page.getByText('Your journal is empty for now.', { exact: false })).toBeVisible();
  const form = page.getByRole('form', { name: 'New journal entry' });
  await form.getByRole('button', { name: 'Who or what helped, even a little?' }).click();
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Who or what helped, even a little?');
  await page.keyboard.type('A long call with my sister. The lake was grey and still.');
  await form.getByRole('radio', { name: 'Lighter' }).check();
  await form.getByRole('textbox', { name: 'Tags (optional)' }).fill('family, outside');
  await form.getByRole('button', { name: 'Save entry' }).click();
  await expect(form.getByText('Saved to your journal. Only you can read it.')).toBeVisible();
  // Focus stays where the member pressed, not dropped to the page while it saved.
  await expect(form.getByRole('button', { name: 'Save entry' })).toBeFocused();
  await expectAccessible(page);

  const search = page.getByRole('searchbox', { name: 'Search your journal' });
  await search.fill('lake');
  await expect(page).toHaveURL(/\?q=lake$/);
  const entries = page.getByRole('list', { name: 'Journal entries' });
  await expect(entries.getByRole('article')).toHaveCount(1);
  await expect(entries.getByRole('heading', { name: 'Who or what helped, even a little?' })).toBeVisible();
  await expect(entries).toContainText('Feeling: Lighter');
  await search.fill('nothing like this');
  await expect(page.getByText('Nothing matches yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Show every entry' }).click();
  await page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: 'outside' }).click();
  await expect(page).toHaveURL(/\?tag=outside$/);
  await expect(entries.getByRole('article')).toHaveCount(1);
  await expectAccessible(page);

  // The calendar links today's journal title to the entry.
  await page.goto('/wellness-calendar');
  await page.getByRole('grid').locator('[aria-current="date"]').click();
  await page.getByRole('link', { name: 'Who or what helped, even a little?' }).click();
  await expect(page.getByRole('article', { name: 'Who or what helped, even a little?' })).toBeFocused();

  // Deleting it: after the dialog, focus goes to the list, where the notice says what happened.
  await page.getByRole('button', { name: 'Delete “Who or what helped, even a little?”' }).click();
  await page.getByRole('dialog', { name: 'Delete this entry?' }).getByRole('button', { name: 'Delete entry' }).click();
  await expect(page.getByText('“Who or what helped, even a little?” was deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your entries' })).toBeFocused();
});
