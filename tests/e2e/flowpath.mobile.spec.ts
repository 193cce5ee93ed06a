import type { Page } from '@playwright/test';
import { signUpAndVerify } from './accounts';
import { expect, expectAccessible, expectFitsPhone, test } from './support';

// Issue 22 "Done when", on a phone: a member with a Career Rebellion result walks FlowPath (energy
// map with five tasks, values sort by keyboard, two experiments, a plan), leaves and comes back to
// the same step, records an experiment's outcome, and sees it on the dashboard. axe clean.

test.describe.configure({ timeout: 600_000 }); // about 60 saves through the pages on an embedded database
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

const origin = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

interface Definition {
  sections: { items: { id: string }[] }[];
}

/** A Career Rebellion Index result, every statement answered "Agree" (4). */
async function takeCareerIndex(page: Page) {
  const { definition } = (await (await page.request.get('/api/assessments/career-rebellion-index')).json()) as { definition: Definition };
  const answers = Object.fromEntries(definition.sections.flatMap((s) => s.items).map((item) => [item.id, 4]));
  const res = await page.request.post('/api/assessments/career-rebellion-index/submit', { data: { answers }, headers: origin() });
  expect(res.status(), await res.text()).toBe(201);
}

const stageTitle = (page: Page) => page.locator('#stage-title');
/** A tap, as on a phone: it lands where the button is drawn, so anything that covers it or moves the page fails here. */
const finish = (page: Page) => page.getByRole('button', { name: /^(Finish this stage|Finish my plan)$/ }).tap();

test('a member walks FlowPath on a phone, comes back to the same step, and sees an outcome on the dashboard', async ({ page }) => {
  await signUpAndVerify(page);
  await takeCareerIndex(page);
  const content = (await (await page.request.get('/api/flowpath/content')).json()) as {
    worklife: { areas: { items: { text: string }[] }[] };
    values: { values: { label: string }[] };
  };

  // 1. Where you stand: the stance, then the twelve statements.
  await page.goto('/flowpath');
  await expect(stageTitle(page)).toHaveText('Where you stand');
  await expect(page.getByRole('heading', { name: 'Your Career Rebellion Index' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your full result' })).toBeVisible();
  const statements = content.worklife.areas.flatMap((a) => a.items.map((i) => i.text));
  const answer = async (i: number) =>
    page
      .getByRole('group', { name: statements[i]! })
      .getByRole('radio', { name: i % 2 ? 'Disagree' : 'Agree', exact: true })
      .check();
  // Five answers saved with the stage's own button, the other seven only ticked on screen.
  for (let i = 0; i < 5; i += 1) await answer(i);
  await page.getByRole('button', { name: 'Save my answers' }).click();
  await expect(page.getByText('Your answers are saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where the strain sits' })).toBeVisible();
  for (let i = 5; i < statements.length; i += 1) await answer(i);
  await expectAccessible(page);
  await expectFitsPhone(page);
  // "Everything you write here is saved as you go": Finish saves what is on screen, then finishes.
  await finish(page);
  await expect(stageTitle(page)).toHaveText('Energy map');
  const saved = (await (await page.request.get('/api/flowpath')).json()) as { stand: { answers: Record<string, number> } };
  expect(Object.keys(saved.stand.answers)).toHaveLength(statements.length);

  // 2. Energy map with five tasks.
  await expect(stageTitle(page)).toHaveText('Energy map');
  const tasks = [
    ['Client calls', 'Gives a lot', 'Matters a lot'],
    ['Weekly report', 'Takes a lot', 'Matters a little'],
    ['Team meeting', 'Takes some', 'Matters somewhat'],
    ['Mentoring', 'Gives some', 'Matters a lot'],
    ['Filing', 'Neither', 'Matters a little'],
  ] as const;
  for (const [name, energy, importance] of tasks) {
    await page.getByLabel('A task you do in a normal week').fill(name);
    await page.getByLabel('A task you do in a normal week').press('Enter');
    await page.getByLabel(`Energy: ${name}`).selectOption({ label: energy });
    await page.getByLabel(`How much it matters: ${name}`).selectOption({ label: importance });
  }
  await page.getByRole('button', { name: 'Save my energy map' }).click();
  await expect(page.getByText('Your energy map is saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Worth protecting (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Drainers (2)' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  // A rating changed after saving is kept by Finish too: back on the stage it still reads the new value.
  await page.getByLabel('Energy: Mentoring').selectOption({ label: 'Gives a lot' });
  await finish(page);
  await expect(stageTitle(page)).toHaveText('Values');
  const stages = page.getByRole('navigation', { name: 'FlowPath stages' });
  await stages.getByRole('button', { name: /Energy map/ }).tap();
  await expect(stageTitle(page)).toHaveText('Energy map');
  await expect(page.getByLabel('Energy: Mentoring')).toHaveValue('2');
  // A finished stage's button reads "Continue".
  await page.getByRole('button', { name: 'Continue' }).tap();

  // 3. Values, sorted by keyboard alone: six to "very important", the rest to "somewhat".
  await expect(stageTitle(page)).toHaveText('Values');
  const total = content.values.values.length;
  await page.getByRole('button', { name: 'Very important to me' }).focus();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Enter');
  await expect(page.getByText(`Card 7 of ${total}`)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Somewhat important' })).toBeFocused();
  for (let i = 6; i < total; i += 1) await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your top five' })).toBeVisible();
  for (const value of content.values.values.slice(0, 5)) {
    await page.getByRole('button', { name: value.label, exact: true, pressed: false }).focus();
    await page.keyboard.press('Enter');
  }
  await page.getByRole('button', { name: `Move ${content.values.values[1]!.label} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Your top five, in order' }).getByRole('listitem').first()).toContainText(
    content.values.values[1]!.label,
  );
  await page.getByRole('checkbox', { name: content.values.values[0]!.label, exact: true }).check();
  await expect(page.getByText('Where they meet:')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await finish(page);

  // 4. Options: a note and a leaning.
  await expect(stageTitle(page)).toHaveText('Options');
  // Review 6: crisis words in a note show the crisis card as they are typed; changed, it goes.
  const notes = page.getByLabel('Your notes on stay and craft');
  await notes.fill('Honestly none of this matters, I want to kill myself.');
  await expect(page.getByRole('region', { name: 'You do not have to carry this alone' })).toBeVisible();
  await notes.fill('Worth a month of small changes first.');
  await expect(page.getByRole('region', { name: 'You do not have to carry this alone' })).toBeHidden();
  await page.getByRole('radio', { name: 'I’m leaning towards this one' }).first().check();
  // Leaving by the stage bar keeps the unsaved note: it is saved on the way out.
  await stages.getByRole('button', { name: /Values/ }).tap();
  await expect(stageTitle(page)).toHaveText('Values');
  await stages.getByRole('button', { name: /Options/ }).tap();
  await expect(stageTitle(page)).toHaveText('Options');
  await expect(page.getByLabel('Your notes on stay and craft')).toHaveValue('Worth a month of small changes first.');
  await page.getByRole('button', { name: 'Save my notes' }).click();
  await expect(page.getByText('Your notes are saved.')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await finish(page);

  // 5. Two experiments: one from the library, one of the member's own.
  await expect(stageTitle(page)).toHaveText('Experiments');
  await page.getByRole('button', { name: 'Try this: A real lunch break' }).click();
  await page.getByRole('button', { name: 'Save experiment' }).click();
  await expect(page.getByRole('heading', { name: 'A real lunch break', level: 4 })).toHaveCount(2);
  await page.getByRole('button', { name: 'Write my own experiment' }).click();
  await page.getByLabel('Experiment', { exact: true }).fill('Walk to work on Fridays');
  await page.getByLabel('What you’ll try').fill('Leave twenty minutes early and walk.');
  await page.getByRole('button', { name: 'Save experiment' }).click();
  await expect(page.getByRole('heading', { name: 'Your experiments' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Walk to work on Fridays' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await finish(page);
  await expect(stageTitle(page)).toHaveText('Conversations');

  // Leave, and come back to the same step.
  await page.goto('/dashboard');
  await page.goto('/flowpath');
  await expect(stageTitle(page)).toHaveText('Conversations');
  await page.getByText('Saying no, kindly', { exact: true }).click();
  await page.getByLabel('Your words for saying no, kindly').fill('Thanks for thinking of me. Not this week.');
  await page.getByRole('button', { name: 'Save my script' }).click();
  await expect(page.getByText('Your script is saved.')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await finish(page);

  // 7. The plan: a milestone, reminders on.
  await expect(stageTitle(page)).toHaveText('The plan');
  await page.getByLabel('A milestone for day 30').fill('Two experiments looked back on');
  await page.getByRole('button', { name: 'Add the milestone for day 30' }).click();
  await page.getByRole('checkbox', { name: /Send me a gentle email/ }).check();
  await page.getByRole('button', { name: 'Save my plan' }).click();
  await expect(page.getByText('Your plan is saved.')).toBeVisible();
  await expectAccessible(page);
  // Every stage is finished now, so the stage list is at its widest: the page must still fit the screen.
  await expectFitsPhone(page);
  await page.getByRole('button', { name: 'Finish my plan' }).tap();
  await expect(page.getByRole('button', { name: 'Plan saved' })).toBeVisible();

  // Record an experiment's outcome.
  await stages.getByRole('button', { name: /Experiments/ }).tap();
  await expect(stageTitle(page)).toHaveText('Experiments');
  await page
    .getByRole('group', { name: 'Did it give energy back?' })
    .first()
    .getByRole('radio', { name: 'Yes, it gave energy back' })
    .check();
  await page.getByLabel('What you noticed').first().fill('Calmer afternoons.');
  await page.getByRole('button', { name: 'Save what happened' }).first().tap();
  await expect(page.getByText('Saved. An experiment that did not work still tells you something.')).toBeVisible();

  // The dashboard shows it, with progress, the next milestone and the matching Edits.
  await page.goto('/flowpath-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'FlowPath Dashboard' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Stages finished' })).toHaveAttribute('aria-valuenow', '7');
  const finished = page.getByRole('heading', { name: 'Finished' }).locator('..');
  await expect(finished).toContainText('A real lunch break');
  await expect(finished).toContainText('Yes, it gave energy back');
  await expect(finished).toContainText('Calmer afternoons.');
  await expect(page.getByText('Two experiments looked back on')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Work and identity after burnout' })).toHaveAttribute(
    'href',
    '/reset-paths/work-and-identity-after-burnout',
  );
  await expect(page.getByRole('link', { name: 'The first week back to work' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
});
