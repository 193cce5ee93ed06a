// Spec 2.12, 4, 5, 9: the pre-launch gate's keys, open paths and waitlist address shape.
// Without zod, so the first load (which checks the gate) does not carry it.

export const LAUNCH_ACCESS_KEY = 'launch_access';
export const LAUNCH_ACCESS_GRANTED_KEY = 'launch_access_granted';

/**
 * Paths reachable while the site is gated: spec 2.12's list, plus /auth/confirm (where the emailed
 * sign-up, magic-link and invitation links land) and /auth/reset-password (where 'Forgot your
 * password?' leads), without which someone who signs up or forgets a password while gated is stuck,
 * and /privacy/cancel-deletion, where the deletion email's cancel link lands (no sign-in needed).
 */
export const GATE_OPEN_PATHS = [
  '/auth',
  '/password-reset',
  '/auth/verify',
  '/auth/verify-expired',
  '/auth/verified',
  '/refund-request',
  '/auth/confirm',
  '/auth/reset-password',
  '/privacy/cancel-deletion',
] as const;

/** Spec 5: the waitlist email must match a simple address shape, else 'Invalid email'. */
export const WAITLIST_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
