import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholderError, placeholdersFor, templateErrors } from './templates';

describe('placeholder check', () => {
  const onlyProduct = ['product'];
  it.each([
    ['plain text', 'Welcome to our app', onlyProduct, null],
    ['a known placeholder', 'Welcome to {product}', onlyProduct, null],
    ['the same placeholder twice', '{product} and {product}', onlyProduct, null],
    ['an unknown placeholder', 'Hi {firstName}', onlyProduct, 'Unknown placeholder {firstName}. This email can use {product}.'],
    ['a placeholder of another email', 'Now {level}% off', onlyProduct, 'Unknown placeholder {level}. This email can use {product}.'],
    ['that placeholder where it is known', 'Now {level}% off', ['product', 'level'], null],
    ['an empty placeholder', 'Hi {}', onlyProduct, 'Unknown placeholder {}. This email can use {product}.'],
    ['a placeholder in another case', 'Hi {Product}', onlyProduct, 'Unknown placeholder {Product}. This email can use {product}.'],
    [
      'a lone opening brace',
      'Hi { there',
      onlyProduct,
      'A lone { or } is not a placeholder. Remove it, or write a placeholder such as {product}.',
    ],
    [
      'a lone closing brace',
      'Hi } there',
      onlyProduct,
      'A lone { or } is not a placeholder. Remove it, or write a placeholder such as {product}.',
    ],
    [
      'nested braces',
      '{{product}}',
      ['product', 'level'],
      'A lone { or } is not a placeholder. Remove it, or write a placeholder such as {product} or {level}.',
    ],
  ])('%s', (_, text, allowed, expected) => {
    expect(placeholderError(text, allowed)).toBe(expected);
  });

  it('only the hardship emails know {level}', () => {
    expect(placeholdersFor('hardship_approved')).toEqual(['product', 'level']);
    expect(placeholdersFor('hardship_review_reminder')).toEqual(['product', 'level']);
    expect(placeholdersFor('signup')).toEqual(['product']);
  });

  it('names each wrong field of a wording, and skips an absent button label', () => {
    expect(templateErrors('signup', { subject: '{x}', intro: 'ok', action: null, after: '}' }).map((e) => e.field)).toEqual([
      'subject',
      'after',
    ]);
  });

  it('fills the placeholders it knows', () => {
    expect(fillPlaceholders('{product}: {level}% off', { product: 'Recalibrate', level: '75' })).toBe('Recalibrate: 75% off');
  });
});
