import { signInAsSuperAdmin } from './accounts';
import { journeyEmail } from './mail';
import { expect, expectAccessible, test } from './support';

// Issue 3 "Done when": a gated site opened with an access code, and a waitlist sign-up including
// the duplicate message. The journeys share one server, so the gate is switched off at the end.

test('a visitor meets the gate, joins the waitlist once, and enters with an access code', async ({ page, browser }, testInfo) => {
  const code = `CALM-${Date.now().toString(36).toUpperCase()}`;
  await signInAsSuperAdmin(page);
  const created = await page.request.post('/api/admin/access-codes', {
    data: { code, name: 'Journey Friends', description: 'The early circle' },
  });
  expect(created.status(), await created.text()).toBe(201);
  // The super admin switches the gate on; the switch keeps focus while it saves (review 3).
  await page.goto('/admin/settings');
  const gate = page.getByRole('switch', { name: 'Launch gate' });
  await expect(gate).toHaveAttribute('aria-checked', 'false');
  await gate.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('The launch gate is on. Visitors without an access code now see the launch screen.')).toBeVisible();
  await expect(gate).toHaveAttribute('aria-checked', 'true');
  await expect(gate).toBeFocused();

  const { baseURL, viewport } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport });
  try {
    const visitor = await context.newPage();
    // The cookie-consent banner (another issue) is answered, as for anyone who has seen it once.
    await visitor.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
    // Each server instance reads the switch at most every 2 s.
    await expect
      .poll(async () => ((await (await visitor.request.get('/api/launch-gate/status')).json()) as { gated: boolean }).gated)
      .toBe(true);

    await visitor.goto('/');
    await expect(visitor.getByText('Launching soon')).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Recalibrate is almost here' })).toBeVisible();
    const enter = visitor.getByRole('button', { name: 'Enter Site' });
    await expect(enter).toBeDisabled();
    await expectAccessible(visitor);

    const codeField = visitor.getByLabel('Access code', { exact: true });
    await codeField.fill('NOT-THE-CODE');
    await enter.click();
    await expect(visitor.getByText('Access denied')).toBeVisible();
    await expect(codeField).toHaveValue('');
    await expectAccessible(visitor);

    const waitlist = visitor.getByRole('form', { name: 'Join the waitlist' });
    await waitlist.getByLabel('Email').fill(journeyEmail('waitlist'));
    await waitlist.getByRole('button', { name: 'Get Early Access' }).click();
    await expect(waitlist.getByText('You are in')).toBeVisible();
    await waitlist.getByRole('button', { name: 'Get Early Access' }).click();
    await expect(waitlist.getByText('You are already on the list')).toBeVisible();
    await expectAccessible(visitor);

    // Sign-in stays reachable while gated.
    await visitor.goto('/auth');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await visitor.goto('/');

    await codeField.fill(code);
    await enter.click();
    await expect(visitor.getByText('Welcome Journey Friends')).toBeVisible();
    await expect(visitor.getByText('You now have access to the full site and can create an account.')).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Recalibrate your energy when living feels unsustainable' })).toBeVisible();
    expect(await visitor.evaluate(() => localStorage.getItem('launch_access'))).toBe('true');
    await expectAccessible(visitor);

    // A reload stays open.
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Recalibrate your energy when living feels unsustainable' })).toBeVisible();
  } finally {
    await context.close();
    const off = await page.request.put('/api/admin/settings/launch-gate', { data: { gated: false } });
    expect(off.status(), await off.text()).toBe(200);
  }
});
