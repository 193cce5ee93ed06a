import { LAUNCH_ACCESS_GRANTED_KEY, LAUNCH_ACCESS_KEY } from '#shared/launch-gate/rules';

/** Spec 3 stored launch-access record. */
export interface LaunchAccessRecord {
  granted: true;
  sessionId: string | null;
  codeName: string | null;
  description: string | null;
  grantedAt: string;
}

/** The local launch-access flag (spec 9 key launch_access) is exactly 'true'. */
export function hasLocalLaunchAccess(): boolean {
  try {
    return localStorage.getItem(LAUNCH_ACCESS_KEY) === 'true';
  } catch {
    return false; // storage blocked: the server's cookie still counts
  }
}

export function storeLaunchAccess(record: LaunchAccessRecord): void {
  try {
    localStorage.setItem(LAUNCH_ACCESS_KEY, 'true');
    localStorage.setItem(LAUNCH_ACCESS_GRANTED_KEY, JSON.stringify(record));
  } catch {
    // storage blocked: this visit stays open, and the server's launch cookie covers the next
  }
}
