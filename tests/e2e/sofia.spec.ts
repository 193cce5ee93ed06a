import type { Browser, Page } from '@playwright/test';
import { signInAsSuperAdmin, signInViaApi, signUpAndVerify } from './accounts';
import { expect, expectAccessible, test } from './support';

// Issue 20's journey: a Premium member chats with Sofia, does 4-7-8 inside the chat, sees their
// own stress average quoted and, on writing a tier-1 phrase, gets the crisis resources first; the
// voice page speaks Sofia's replies and paces a breath aloud. A free member reaches the way to
// Premium and the safety plan. axe on every page.

test.beforeEach(async ({ page }) => {
  // The cookie-consent banner is not what this journey is about.
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

const fromTheApp = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

/** Staff, in a browser of their own, give the member Premium (the back office's grant). */
async function grantPremium(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const staff = await context.newPage();
    await signInAsSuperAdmin(staff);
    const found = await staff.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
    const { users } = (await found.json()) as { users: { id: string; email: string }[] };
    const member = users.find((user) => user.email === email)!;
    const granted = await staff.request.post(`/api/admin/users/${member.id}/grants`, {
      data: { tier: 'premium', reason: 'Sofia journey' },
      headers: fromTheApp(),
    });
    expect(granted.status(), await granted.text()).toBe(200);
  } finally {
    await context.close();
  }
}

/** Ten check-ins: stress 6, 5, 6, 5, 6 then 8, 7, 8, 7, 8, so the latest five average 7.6. */
async function seedCheckins(page: Page) {
  for (const stress of [6, 5, 6, 5, 6, 8, 7, 8, 7, 8]) {
    const saved = await page.request.post('/api/wellness/checkins', {
      data: { energy_level: 4, stress_level: stress, sleep_quality: 4, work_satisfaction: 5, social_connection: 6 },
      headers: fromTheApp(),
    });
    expect(saved.status(), await saved.text()).toBeLessThan(300);
  }
}

const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' });
// The turns are the list's own items (a turn may hold lists of its own: the crisis lines, links).
const newestTurn = (page: Page) => conversation(page).locator(':scope > li').last();

async function say(page: Page, words: string, label = 'Message Sofia') {
  const box = page.getByRole('textbox', { name: label });
  const turns = conversation(page).locator(':scope > li');
  const before = await turns.count();
  await box.fill(words);
  await box.press('Enter');
  // The box keeps focus and empties once the words are sent.
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');
  // Sofia's turn follows the member's before anything else is said (the box takes nothing while she answers).
  await expect(turns).toHaveCount(before + 2, { timeout: 30_000 });
  await expect(turns.last().locator(':scope > p.sr-only').first()).toHaveText('Sofia said:');
}

test('a Premium member chats with Sofia, breathes 4-7-8 in the chat, and a crisis gets the lines first', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { email } = await signUpAndVerify(page, { fullName: 'Sofia Member' });
  await grantPremium(browser, email);
  await signInViaApi(page, email);
  await seedCheckins(page);

  await page.goto('/sofia');
  await expect(page.getByRole('heading', { level: 1, name: 'Sofia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open your safety plan' }).first()).toHaveAttribute('href', '/safety-plan');
  // The daily limit is said before it is ever reached.
  await expect(page.getByText(/^Up to \d+ messages with Sofia a day, starting again at midnight UTC\./)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Start a chat' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Chat with Sofia' })).toBeVisible();
  await say(page, 'I feel so stressed out lately');
  // Her own numbers: the latest five check-ins average 7.6, the five before 5.6.
  await expect(newestTurn(page)).toContainText('7.6', { timeout: 30_000 });
  await expect(page).toHaveURL(/\/sofia\/chat\?c=/);
  await expectAccessible(page);

  // 4-7-8 inside the chat: a guided card with the Reset Room's pacer, one cycle a step.
  await say(page, 'Can we do 4-7-8 breathing?');
  const card = newestTurn(page).getByRole('group', { name: '4-7-8 breathing' });
  await expect(card).toContainText('cycle 1 of 4');
  await expect(card.getByRole('button', { name: /^Start/ })).toBeVisible();
  // Review 6, finding 8: focus stays in the box, and the box is on screen with the card above it.
  const box = page.getByRole('textbox', { name: 'Message Sofia' });
  await expect(box).toBeFocused();
  await expect(box).toBeInViewport({ ratio: 1 });
  // Review 6, finding 9: the card's second button resets its timer, says so, and is not called Stop.
  await card.getByRole('button', { name: 'Start, 4-7-8 breathing, cycle 1' }).click();
  await card.getByRole('button', { name: 'Reset, 4-7-8 breathing, cycle 1' }).click();
  await expect(card.getByText('Timer reset to the start. Press Start when you are ready.')).toBeAttached();
  await expect(card.getByRole('button', { name: /^Stop/ })).toHaveCount(0);
  await expectAccessible(page);
  for (const cycle of [2, 3, 4]) {
    await newestTurn(page).getByRole('group', { name: 'Quick replies' }).getByRole('button', { name: 'Done' }).click();
    await expect(newestTurn(page).getByRole('group', { name: '4-7-8 breathing' })).toContainText(`cycle ${cycle} of 4`);
  }
  await newestTurn(page).getByRole('group', { name: 'Quick replies' }).getByRole('button', { name: 'Done' }).click();
  await expect(newestTurn(page).getByText('4-7-8 breathing finished')).toBeVisible();
  // The answered cycles are a record: nothing in them starts again.
  await expect(conversation(page).getByRole('group', { name: '4-7-8 breathing' }).getByRole('button')).toHaveCount(0);

  // Medical advice gets her boundary, not an unrelated prompt.
  await say(page, 'Can you give me medical advice about my meds?');
  await expect(newestTurn(page)).toContainText('I am not a clinician, so I cannot give medical advice');

  // A reframe that is not working offers the way out in words, and switching is one tap.
  await say(page, 'Help me reframe a thought');
  await expect(newestTurn(page).getByRole('group', { name: 'Thought reframe' })).toBeVisible();
  await say(page, 'ok');
  await say(page, 'ok');
  await expect(newestTurn(page)).toContainText('say stop, or we can try 4-7-8 breathing instead');
  await newestTurn(page).getByRole('group', { name: 'Quick replies' }).getByRole('button', { name: 'Try 4-7-8 breathing' }).click();
  await expect(newestTurn(page)).toContainText('let us leave the thought reframe there');
  await expect(newestTurn(page).getByRole('group', { name: '4-7-8 breathing' })).toContainText('cycle 1 of 4');
  await say(page, 'stop');
  await expect(newestTurn(page)).toContainText('we can stop here');

  // A tier-1 phrase: the crisis card comes first in Sofia's answer, with real lines and the plan.
  await say(page, 'I want to kill myself');
  const turn = newestTurn(page);
  const crisis = turn.getByRole('region', { name: 'You do not have to carry this alone' });
  await expect(crisis).toBeVisible({ timeout: 30_000 });
  // First in the turn, before Sofia's words (only the screen-reader "Sofia said:" comes before it).
  expect(await turn.locator(':scope > :not(.sr-only)').first().getAttribute('aria-labelledby')).toBe(
    await crisis.getAttribute('aria-labelledby'),
  );
  await expect(crisis.getByRole('link', { name: 'Call or text 988' }).first()).toHaveAttribute('href', 'tel:988');
  await expect(crisis.getByRole('link', { name: /Open your safety plan/ })).toHaveAttribute('href', '/safety-plan');
  await expect(page.getByRole('complementary', { name: 'Support is here' })).toBeVisible();
  await expectAccessible(page);

  // The banner stays when the conversation is opened again.
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Support is here' })).toBeVisible();
  await expect(conversation(page)).toContainText('7.6');
});

test('the voice page speaks Sofia’s replies and paces a breath aloud', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // A recording voice: what Sofia would say aloud is kept in window.spoken.
  await page.addInitScript(() => {
    const spoken: string[] = [];
    Object.assign(window, { spoken });
    class Utterance {
      text: string;
      lang = '';
      rate = 1;
      voice: unknown = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    Object.defineProperty(window, 'speechSynthesis', {
      value: { speak: (u: Utterance) => spoken.push(u.text), cancel: () => undefined, getVoices: () => [] },
      configurable: true,
    });
  });
  const { email } = await signUpAndVerify(page, { fullName: 'Voice Member' });
  await grantPremium(browser, email);
  await signInViaApi(page, email);
  const spoken = () => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.join(' | '));

  await page.goto('/sofia/voice');
  await expect(page.getByRole('heading', { level: 1, name: 'Talk with Sofia' })).toBeVisible();
  await expectAccessible(page);
  await say(page, 'Can we do box breathing?', 'Or write to Sofia');
  const card = newestTurn(page).getByRole('group', { name: 'Box breathing' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect.poll(spoken).toMatch(/box/i);
  await card.getByRole('button', { name: /^Start/ }).click();
  await expect.poll(spoken).toContain('Breathe in');
  await expectAccessible(page);
});

test('a free member finds the way to Premium and the safety plan', async ({ page }) => {
  test.setTimeout(120_000);
  const { email } = await signUpAndVerify(page, { fullName: 'Free Member' });
  await signInViaApi(page, email);

  await page.goto('/sofia');
  await expect(page.getByRole('heading', { name: 'Sofia comes with Premium and Elite' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See memberships' })).toHaveAttribute('href', '/memberships');
  // The safety parts stay open: the crisis lines on the page.
  await expect(page.getByRole('link', { name: /Call or text 988/ }).first()).toHaveAttribute('href', 'tel:988');
  await expectAccessible(page);

  // Writing to Sofia without her: a calm upgrade card instead of a reply.
  await page.goto('/sofia/chat');
  await expect(page.getByText(/Conversations with me come with Premium and Elite/)).toBeVisible();
  await say(page, 'I feel stressed');
  const upgrade = newestTurn(page).getByRole('group', { name: 'Sofia with Premium' });
  await expect(upgrade).toBeVisible({ timeout: 30_000 });
  await expect(upgrade.getByRole('link', { name: 'See memberships' })).toHaveAttribute('href', '/memberships');
  await expectAccessible(page);

  // Distress is met whatever the plan: the crisis card, with each line's place in the banner.
  await say(page, 'I want to kill myself');
  await expect(newestTurn(page).getByRole('region', { name: 'You do not have to carry this alone' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('complementary', { name: 'Support is here' })).toContainText('(United States): Call or text 988');
  await expectAccessible(page);

  await page.goto('/sofia');
  await page.getByRole('link', { name: 'Open your safety plan' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your safety plan' })).toBeVisible();
});
