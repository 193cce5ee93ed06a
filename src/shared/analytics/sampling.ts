// Performance samples are taken for a share of tracking sessions (issue 23), decided from the
// session id so a whole session is in or out and the server can check the same rule.

/** The share of tracking sessions that send web vitals. */
export const VITALS_SAMPLE_RATE = 0.5;

/** A stable number in [0, 1) from a session id (FNV-1a). */
export function sessionBucket(sessionId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < sessionId.length; i++) {
    hash ^= sessionId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000;
}

export function sessionSampled(sessionId: string, rate = VITALS_SAMPLE_RATE): boolean {
  return sessionBucket(sessionId) < rate;
}
