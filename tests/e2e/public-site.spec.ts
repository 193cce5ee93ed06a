import { signInAsSuperAdmin } from './accounts';
import { journeyEmail, waitForMail } from './mail';
import { expect, expectAccessible, test } from './support';

// Issue 8 "Done when": a visitor searches the glossary, reads an article, sends a contact message
// and a coach application, and a staff member approves the application, which emails the applicant.
// axe runs on every public page the visitor sees. (The home page and its FAQ have their own journey.)

test('a visitor reads, writes to us and applies to coach; staff approve and the applicant is emailed', async ({ page }) => {
  // Eight pages with axe on each, two forms and a staff review: more than the default minute.
  test.setTimeout(150_000);
  // This visitor chose "only what is needed" on an earlier visit: the banner stays out of the way.
  await page.addInitScript(() => {
    localStorage.setItem('privacy_consent_given', 'true');
    localStorage.setItem('privacy_consent_choice', JSON.stringify({ analytics: false, personalization: false, marketing: false }));
  });
  const applicant = { name: `Audre Journey ${Date.now().toString(36)}`, email: journeyEmail('coach') };

  // 1. The glossary: search, then open a term's deeper reading.
  await page.goto('/glossary');
  await expect(page.getByRole('heading', { level: 1, name: 'Burnout Glossary' })).toBeVisible();
  await expect(page).toHaveTitle('Burnout Glossary | Recalibrate');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ terms$/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('searchbox', { name: 'Search the glossary' }).fill('tolerance');
  await expect(page.getByRole('status').filter({ hasText: /matche?s? “tolerance”/ })).toBeVisible();
  const term = page.getByRole('article', { name: 'Window of tolerance' });
  await expect(term).toBeVisible();
  await expect(page.getByRole('article', { name: 'Burnout', exact: true })).toHaveCount(0);
  await term.getByText('More about Window of tolerance').click();
  await expect(term.getByText(/Dan Siegel/)).toBeVisible();
  await expectAccessible(page);

  // A term's own address opens it and moves to it, related terms in view; one leads to the next.
  // (A new document, as from a link elsewhere: the page arrives drawn by the server, which cannot
  // know the #term, and the app opens it once it runs.)
  await page.goto('/glossary?from=elsewhere#window-of-tolerance');
  const tolerance = page.getByRole('article', { name: 'Window of tolerance' });
  await expect(tolerance).toBeFocused();
  await expect(tolerance.getByRole('group')).toHaveAttribute('open', '');
  await tolerance.getByRole('link', { name: 'Grounding', exact: true }).click();
  const grounding = page.getByRole('article', { name: 'Grounding', exact: true });
  await expect(grounding).toBeFocused();
  await expect(grounding.getByRole('group')).toHaveAttribute('open', '');
  await expect(page).toHaveURL(/\/glossary#grounding$/);

  // 2. The library: search it, then read the article the term points to.
  await page.goto('/anti-hustle-library');
  await expect(page.getByRole('heading', { level: 1, name: 'Anti-Hustle Library' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('searchbox', { name: 'Search the library' }).fill('window of tolerance');
  await expect(page).toHaveURL(/\?q=window\+of\+tolerance$/);
  await page.getByRole('link', { name: 'Widening your window of tolerance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Widening your window of tolerance' })).toBeVisible();
  await expect(page).toHaveTitle('Widening your window of tolerance | Recalibrate');
  await expect(page.getByRole('heading', { level: 2, name: 'What the window is' })).toBeVisible();
  await expect(page.getByText(/\d+ min read/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Window of tolerance' })).toHaveAttribute('href', '/glossary#window-of-tolerance');
  await expectAccessible(page);

  // 3. Contact: a missing field is marked and nothing is lost; then the message is sent.
  await page.goto('/contact');
  const contact = page.getByRole('form', { name: 'Contact support' });
  await expect(contact).toBeVisible();
  await expectAccessible(page);
  await contact.getByRole('textbox', { name: 'Your name' }).fill(applicant.name);
  await contact.getByRole('textbox', { name: 'Email' }).fill(applicant.email);
  await contact.getByRole('textbox', { name: 'Your message' }).fill('The glossary helped me put words to how I feel. Thank you.');
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(contact.getByText('Please choose what your message is about.')).toBeVisible();
  await expect(contact.getByRole('textbox', { name: 'Your message' })).toHaveValue(
    'The glossary helped me put words to how I feel. Thank you.',
  );
  await expectAccessible(page);
  await contact.getByRole('combobox', { name: 'What is it about?' }).selectOption('Feedback');
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  await expect(page.getByText('a person will reply by email within two working days')).toBeVisible();
  await expectAccessible(page);

  // 4. The coach application.
  await page.goto('/coach-application');
  const application = page.getByRole('form', { name: 'Apply to coach' });
  await expect(application).toBeVisible();
  await expectAccessible(page);
  await application.getByRole('textbox', { name: 'Your name' }).fill(applicant.name);
  await application.getByRole('textbox', { name: 'Email' }).fill(applicant.email);
  await application.getByRole('textbox', { name: 'Training and credentials' }).fill('ICF PCC; trauma-informed coaching certificate');
  await application.getByRole('textbox', { name: 'Your experience' }).fill('Eight years coaching nurses and teachers back from burnout.');
  await application
    .getByRole('textbox', { name: 'How you work' })
    .fill('Slow and body-first: we start with rest, and the person sets the pace.');
  await application.getByRole('textbox', { name: 'Links (optional)' }).fill('https://example.org/about');
  await application.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expect(page.getByText(`We will write to ${applicant.email}.`)).toBeVisible();
  await expectAccessible(page);

  // 5. A staff member reads the application and approves it with a note.
  const approvedAt = Date.now();
  await signInAsSuperAdmin(page);
  await page.goto('/admin/coach-applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Coach applications' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: applicant.email });
  await expect(row).toContainText('Waiting');
  await row.getByRole('button', { name: `Open: ${applicant.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Application from ${applicant.name}` });
  await expect(dialog.getByText('Eight years coaching nurses and teachers back from burnout.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Note to the applicant (optional)' }).fill('We would love to talk next week.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByText(`Approved. We emailed ${applicant.email}.`)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('row').filter({ hasText: applicant.email })).toHaveCount(0);

  // 6. The applicant hears back.
  const mail = await waitForMail(applicant.email, /coach application/, approvedAt);
  expect(mail.subject).toBe('Your Recalibrate coach application');
});
