import { IMPERSONATION_RETURN_KEY } from './storage-keys';

// Issue 16: where staff started viewing as a member, so that ending the view returns them there.
// Apart from storage-keys.ts, which every page's first load carries; only the banner and the start need these.

/** Remembers where staff started viewing from (a path on this site). */
export function saveReturnPath(path: string, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(IMPERSONATION_RETURN_KEY, path);
  } catch {
    // Without storage, ending simply reloads.
  }
}

/** The stored starting page, if it is a path on this site. */
export function readReturnPath(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | null {
  try {
    const path = storage?.getItem(IMPERSONATION_RETURN_KEY) ?? null;
    return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : null;
  } catch {
    return null;
  }
}
