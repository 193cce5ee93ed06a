import type { ChangeEvent } from 'react';

/**
 * The value and change handler of a field held in a string state, for the small forms that keep
 * their fields in `useState` (a filter, a gate, a cart) rather than in `useZodForm`'s `text()`.
 */
export function bindText(value: string, setValue: (next: string) => void) {
  return { value, onChange: (event: ChangeEvent<{ value: string }>) => setValue(event.target.value) };
}
