/**
 * Spec 4 "Admin guard" sends a signed-in person without a staff role to /auth. This navigation
 * state goes with them, so /auth can say why instead of passing them on without a word.
 */
export const STAFF_ONLY_STATE = { staffOnly: true } as const;

/** Whether a navigation's state says a staff page sent the person here. */
export function cameFromStaffPage(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { staffOnly?: unknown }).staffOnly === true;
}

/**
 * Spec 4: a staff member whose rank is below a page's goes to /admin. This state goes with them,
 * so the dashboard can say which role the page needs instead of showing itself without a word.
 */
export function rankTooLowState(needed: string) {
  return { neededRole: needed } as const;
}

/** The role a page asked for, when a staff page sent the person to the dashboard for want of it. */
export function neededRoleOf(state: unknown): string | null {
  const needed = typeof state === 'object' && state !== null ? (state as { neededRole?: unknown }).neededRole : undefined;
  return typeof needed === 'string' ? needed : null;
}
