import { expect, expectAccessible, pathWithQuery, test } from './support';

// Issue 8 / spec 2.9: a visitor reads the home page (hero, How It Works, the stats with the live
// count of reset paths), opens two FAQ answers with the keyboard alone, checks the page with axe,
// then follows Explore Edits, which asks them to sign in first and brings them back afterwards.

test('a visitor reads the home page, opens the FAQ by keyboard and follows Explore Edits', async ({ page }) => {
  // An earlier visit chose "only what is needed": the consent banner stays out of the way. Light mode.
  await page.addInitScript(() => {
    localStorage.setItem('privacy_consent_given', 'true');
    localStorage.setItem('privacy_consent_choice', JSON.stringify({ analytics: false, personalization: false, marketing: false }));
  });
  await page.emulateMedia({ colorScheme: 'light' });
  const countReply = await page.request.get('/api/edits/count');
  expect(countReply.ok()).toBe(true);
  const { count } = (await countReply.json()) as { count: number };

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Recalibrate your energy when living feels unsustainable' })).toBeVisible();

  const how = page.getByRole('region', { name: 'How It Works' });
  await expect(how.getByRole('heading', { level: 3 })).toHaveText([
    'Take the Audit',
    'Get Your Profile',
    'Start Your Edit',
    'Meet Sofia',
    'Take Action',
  ]);

  const stats = page.getByRole('region', { name: 'Recalibrate at a glance' }).getByRole('listitem');
  await expect(stats.nth(2)).toContainText(`${count} ${count === 1 ? 'reset path' : 'reset paths'}`);
  await expect(stats).toContainText(['15+ years research', '10 minutes', 'reset path', 'Sofia Personal Guide', 'Your SoulPrint']);

  // Two answers, opened from the keyboard only: Enter on one question, Space on another.
  const faq = page.getByRole('region', { name: 'Questions you might have' });
  await expect(faq.getByRole('button')).toHaveCount(8);
  for (const [name, key] of [
    ['How much time does it take?', 'Enter'],
    ['Is Recalibrate therapy?', 'Space'],
  ] as const) {
    const question = faq.getByRole('button', { name });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.focus();
    await page.keyboard.press(key);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${await question.getAttribute('aria-controls')}"]`)).toBeVisible();
  }
  await expect(faq.getByText('Recalibrate is not therapy', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // Spec 2.8 and 2.9: once the page is idle, the code of the next pages is fetched ahead without
  // running it: each file the build lists for a page, as a low-priority prefetch (decision 167).
  const chunks = (await (await page.request.get('/page-chunks.json')).json()) as Record<string, string[]>;
  const listed = new Set(Object.values(chunks).flat());
  const prefetched = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'link' && entry.name.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname),
    );
  await expect.poll(async () => (await prefetched()).length, { timeout: 15_000 }).toBeGreaterThan(3);
  expect((await prefetched()).filter((file) => !listed.has(file))).toEqual([]);

  // Explore Edits needs an account: the visitor is asked to sign in, with the way back kept.
  await page.getByRole('link', { name: 'Explore Edits', exact: true }).click();
  await expect.poll(() => pathWithQuery(page)).toBe('/auth?redirect=%2Freset-paths');
});
