import { readStorage } from './consent-check';

/*
 * Issue 25 (decision 151): two small marks in localStorage, so the code that joins every page after
 * first use can tell, without loading IndexedDB's code, whether this device holds anything to send
 * or anything kept for a member.
 */

/** Set to the member's id while this device holds saves of theirs to send. */
export const PENDING_FLAG = 'recalibrate-device-saves';
/** The member this device last kept pages and answers for. */
export const DEVICE_MEMBER = 'recalibrate-device-member';

/** localStorage's value, or null where storage is off. */
export const readFlag = readStorage;

export function writeFlag(name: string, value: string): void {
  try {
    localStorage.setItem(name, value);
  } catch {
    // Storage may be off: the pages that save look in IndexedDB themselves.
  }
}
