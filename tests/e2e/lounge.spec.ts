import type { Browser, Page } from '@playwright/test';
import { LIMIT_MESSAGES } from '#shared/lounge/limits';
import { signInAsSuperAdmin, signUpAndVerify } from './accounts';
import { actsOnceHydrated, expect, expectAccessible, test } from './support';

// Issue 21, The Lounge: two members in two browsers. A posts, B sees it arrive live and comments,
// A sees the comment arrive live; B reports A's post; a crisis phrase in B's comment shows B the
// resources at once and tops the moderators' queue; a moderator hides A's post and A sees why.

const CRISIS_HEADING = 'You do not have to carry this alone';

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
  return actsOnceHydrated(await context.newPage());
}

async function joinWithPseudonym(page: Page, name: string) {
  await page.goto('/lounge');
  await page.getByRole('radio', { name: 'A pseudonym' }).check();
  await page.getByRole('textbox', { name: 'Pseudonym' }).fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The guidelines take the form's place, and focus goes to their heading rather than the page.
  await expect(page.getByRole('heading', { name: 'How we look after each other here' })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'I’ll look after this space' }).click();
  await expect(page.getByRole('heading', { name: 'Share something' })).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

test('two members talk live, one reports, a crisis comment tops the queue, a moderator hides a post', async ({
  page: a,
  browser,
}, info) => {
  test.setTimeout(240_000);
  const baseURL = info.project.use.baseURL;
  const suffix = Date.now().toString(36);
  const title = `Saying no to the late meeting ${suffix}`;

  await signUpAndVerify(a, { fullName: 'Ada Lovelace' });
  await a.goto('/lounge');
  await a.getByRole('radio', { name: 'My first name, Ada' }).check();
  await a.getByRole('button', { name: 'Continue' }).click();
  await a.getByRole('button', { name: 'I’ll look after this space' }).click();

  const b = await newPage(browser, baseURL);
  await signUpAndVerify(b, { fullName: 'Bea Member' });
  await joinWithPseudonym(b, `Fern ${suffix}`);
  await expect(b.getByRole('heading', { name: 'Newest posts' })).toBeVisible();

  const composer = a.getByRole('region', { name: 'Share something' });
  await composer.getByRole('combobox', { name: 'Circle' }).selectOption('boundaries');
  await composer.getByRole('textbox', { name: 'Title' }).fill(title);
  await composer
    .getByRole('textbox', { name: 'What would you like to share?' })
    .fill('I said no today.\n\n- it felt *strange*\n- then good');
  await composer.getByRole('button', { name: 'Share post' }).click();
  await expect(composer.getByText('Your post is up.')).toBeVisible();

  // Review 6: a crisis post refused by the new-account cooldown still meets the crisis card, and
  // the words stay.
  const words = composer.getByRole('textbox', { name: 'What would you like to share?' });
  await composer.getByRole('textbox', { name: 'Title' }).fill('Tonight');
  await words.fill('I want to kill myself.');
  await expect(composer.getByRole('region', { name: CRISIS_HEADING })).toBeVisible();
  await composer.getByRole('button', { name: 'Share post' }).click();
  await expect(composer.getByText(LIMIT_MESSAGES.cooldown(2))).toBeVisible();
  await expect(composer.getByRole('region', { name: CRISIS_HEADING })).toBeVisible();
  await expect(words).toHaveValue('I want to kill myself.');
  await expectAccessible(a);

  // B did not reload: a polite bar counts the new post.
  await b.getByRole('button', { name: /1 new post/ }).click();
  await b.getByRole('link', { name: title }).first().click();
  await expect(b.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expectAccessible(b);

  await a.getByRole('link', { name: title }).first().click();
  await expect(a.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await b.getByRole('textbox', { name: 'Add a comment' }).fill('Proud of you. That is hard.');
  await b.getByRole('button', { name: 'Comment' }).click();
  await a.getByRole('button', { name: /1 new comment/ }).click();
  await expect(a.getByText('Proud of you. That is hard.')).toBeVisible();
  await expectAccessible(a);

  const post = b.getByRole('article', { name: title });
  await post.getByRole('button', { name: 'Report' }).click();
  await post.getByRole('combobox', { name: 'What worries you?' }).selectOption('unkind');
  await post.getByRole('button', { name: 'Send report' }).click();
  await expect(post.getByText('Thank you. A moderator will take a look.')).toBeVisible();

  await b.getByRole('textbox', { name: 'Add a comment' }).fill('Honestly some nights I want to kill myself');
  await b.getByRole('button', { name: 'Comment' }).click();
  await expect(b.getByRole('region', { name: CRISIS_HEADING })).toBeVisible();
  await expect(b.getByText('Your comment is kept just for you and a moderator for now. Someone will read it soon.')).toBeVisible();

  const moderator = await newPage(browser, baseURL);
  await signInAsSuperAdmin(moderator);
  await moderator.goto('/admin/moderation');
  const queue = moderator.getByRole('list', { name: 'Moderation queue' });
  const first = queue.getByRole('listitem').first();
  await expect(first.getByText('Honestly some nights I want to kill myself')).toBeVisible();
  await expect(first.getByText('Crisis language')).toBeVisible();
  await expectAccessible(moderator);
  const reported = queue.getByRole('article', { name: title, exact: true });
  // Without a reason: the field says so and takes the focus.
  await reported.getByRole('button', { name: 'Hide' }).click();
  const reason = reported.getByRole('textbox', { name: 'Reason (the member is told)' });
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await reason.fill('Please keep names of colleagues out of posts.');
  await reported.getByRole('button', { name: 'Hide' }).click();
  await expect(reported).toBeHidden();

  await a.reload();
  await expect(a.getByText('A moderator hid this from others. Their reason: Please keep names of colleagues out of posts.')).toBeVisible();
  await expectAccessible(a);

  // Review 6: an edit into crisis words shows the card as typed and once saved, with focus on it.
  const own = a.getByRole('article', { name: title, exact: true });
  await own.getByRole('button', { name: 'Edit' }).click();
  await own.getByRole('textbox', { name: 'Your words' }).fill('Everyone would be better off without me. I have a plan to end it.');
  await expect(own.getByRole('region', { name: CRISIS_HEADING })).toBeVisible();
  await own.getByRole('button', { name: 'Save edit' }).click();
  await expect(own.getByRole('region', { name: CRISIS_HEADING })).toBeFocused();
  await expect(own.getByText('Your edit is saved.', { exact: false })).toBeVisible();
  await expectAccessible(a);
  await own.getByRole('button', { name: 'Done' }).click();
  await expect(own.getByRole('button', { name: 'Edit' })).toBeFocused();
  await b.close();
  await moderator.close();
});
