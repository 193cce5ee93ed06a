import { describe, expect, it } from 'vitest';
import { contactHref } from './contact-href';

describe('contactHref', () => {
  it.each([
    ['988', 'tel:988'],
    ['116 123', 'tel:116123'],
    ['112', 'tel:112'],
    ['Call or text 988', 'tel:988'],
    ['Text HOME to 741741', 'sms:741741?&body=HOME'],
    ['findahelpline.com', 'https://findahelpline.com'],
    ['Find a line at FindAHelpline.com', 'https://findahelpline.com'],
    ['Your local emergency number', null],
  ])('%s → %s', (contact, href) => {
    expect(contactHref(contact)).toBe(href);
  });
});
