import { useEffect } from 'react';
import { clearImpersonationKeys } from './storage-keys';

/**
 * Spec 4: once the session has loaded and the server reports no impersonation, any stored
 * impersonation is stale (it ended elsewhere, or expired on the server) and is cleared.
 */
export function useForgetEndedImpersonation(sessionLoaded: boolean, impersonating: boolean): void {
  useEffect(() => {
    if (sessionLoaded && !impersonating) clearImpersonationKeys();
  }, [sessionLoaded, impersonating]);
}
