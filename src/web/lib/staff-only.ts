/**
 * Spec 4 "Admin guard" sends a signed-in person without a staff role to /auth. This navigation
 * state goes with them, so /auth can say why instead of passing them on without a word.
 */
export const STAFF_ONLY_STATE = { staffOnly: true } as const;

/** Whether a navigation's state says a staff page sent the person here. */
export function cameFromStaffPage(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { staffOnly?: unknown }).staffOnly === true;
}
