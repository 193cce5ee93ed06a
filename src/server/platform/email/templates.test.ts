import { describe, expect, it } from 'vitest';
import { EMAIL_TYPES, renderEmail } from './templates';

describe('email templates', () => {
  for (const type of EMAIL_TYPES) {
    it(`${type}: names the product in the subject and greets by first name`, () => {
      const email = renderEmail(type, { fullName: 'Ada Lovelace', url: 'https://app.test/link?token=a&b=c' });
      expect(email.subject).toContain('Recalibrate');
      expect(email.text.startsWith('Hi Ada,')).toBe(true);
      expect(email.html).toContain('Recalibrate');
    });
  }

  it('puts the link in the text, the HTML (escaped) and the links list', () => {
    const email = renderEmail('recovery', { url: 'https://app.test/password-reset?token=t1&type=recovery' });
    expect(email.links).toEqual(['https://app.test/password-reset?token=t1&type=recovery']);
    expect(email.text).toContain('https://app.test/password-reset?token=t1&type=recovery');
    expect(email.html).toContain('href="https://app.test/password-reset?token=t1&amp;type=recovery"');
  });

  it('escapes a name with markup', () => {
    const email = renderEmail('signup', { fullName: '<img src=x onerror=alert(1)>', url: 'https://x.test' });
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;img');
  });

  it('has no link for the test email', () => {
    expect(renderEmail('test', { url: 'https://x.test' }).links).toEqual([]);
  });

  it('adds a staff note as escaped text, and fills the hardship level', () => {
    const email = renderEmail('hardship_approved', { level: 75, note: 'Take <care>', url: 'https://x.test/memberships' });
    expect(email.text).toContain('75% off');
    expect(email.text).toContain('A note from our team: Take <care>');
    expect(email.html).toContain('Take &lt;care&gt;');
  });

  it('lists the facts of a support view one a line, escaped (issue 16)', () => {
    const email = renderEmail('support_view', {
      fullName: 'Maya',
      lines: ['Who: Sam <support>', 'Reason: Admin debugging session'],
      url: 'https://x.test/privacy-settings',
    });
    expect(email.text).toContain('- Who: Sam <support>\n- Reason: Admin debugging session');
    expect(email.html).toContain('<li>Who: Sam &lt;support&gt;</li><li>Reason: Admin debugging session</li>');
    expect(email.links).toEqual(['https://x.test/privacy-settings']);
  });
});
