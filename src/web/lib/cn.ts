import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. Unlike shadcn's default it does not run tailwind-merge (8 KB gzip on every
 * page, see docs/decisions/011-web-bundle-budget.md): primitives offer variants for their sizes
 * and colours, and callers add only classes that do not compete with them (layout, spacing).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
