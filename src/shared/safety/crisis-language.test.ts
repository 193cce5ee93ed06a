import { describe, expect, it } from 'vitest';
import { hasCrisisLanguage } from './crisis-language';

describe('crisis language', () => {
  it.each([
    'I want to kill myself',
    'thinking about suicide again',
    'I feel suicidal tonight',
    'I just want to end it all',
    'maybe I should end my life',
    'everyone would be better off without me',
    'I wish I was dead',
    "I can't go on like this",
    "I don't want to wake up tomorrow",
    'I can’t go on like this',
    'I don’t want to be alive anymore',
    'I have been self-harming',
    'I keep thinking I might hurt myself',
  ])('notices %j', (text) => {
    expect(hasCrisisLanguage(text)).toBe(true);
  });

  it.each([
    'A long day, but I went for a walk.',
    'My deadline is killing me',
    'The project is dead in the water',
    'I want to end the meeting early',
    '',
    null,
  ])('does not flag %j', (text) => {
    expect(hasCrisisLanguage(text)).toBe(false);
  });
});
