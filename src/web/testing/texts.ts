import { type screen, within } from '@testing-library/react';

/**
 * The text of every element of a role inside a scope, in order: what a list's links, a menu's
 * items or a table's headers say. The scope is an element (a list, a table, a section).
 */
export function textsByRole(scope: HTMLElement, ...query: Parameters<typeof screen.getAllByRole>): (string | null)[] {
  return within(scope)
    .getAllByRole(...query)
    .map((element) => element.textContent);
}
