import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Asserts that the link with this accessible name (inside `scope`, else anywhere on the page) leads to `href`. */
export function expectLink(name: string | RegExp, href: string, scope?: HTMLElement) {
  const link = scope ? within(scope).getByRole('link', { name }) : screen.getByRole('link', { name });
  expect(link).toHaveAttribute('href', href);
}
