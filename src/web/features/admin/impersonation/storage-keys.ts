// Spec 9 local storage keys of an impersonation. Kept apart from the zod-checked reader
// (stored-impersonation.ts) so the shell can clear them without loading zod on the first load.
export const IMPERSONATION_DATA_KEY = 'impersonation_data';
export const IMPERSONATION_TARGET_KEY = 'impersonation_target_user';
/** Issue 16: the staff page the view was started from, where ending it returns to. */
export const IMPERSONATION_RETURN_KEY = 'impersonation_return_to';

/** Removes the stored impersonation. Storage that cannot be reached is left as it is. */
export function clearImpersonationKeys(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(IMPERSONATION_DATA_KEY);
    storage?.removeItem(IMPERSONATION_TARGET_KEY);
    storage?.removeItem(IMPERSONATION_RETURN_KEY);
  } catch {
    // Private modes may refuse storage; there is nothing stored to clear then.
  }
}
