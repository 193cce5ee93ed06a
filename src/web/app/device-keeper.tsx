import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../features/auth/api/get-session';
import { DEVICE_MEMBER, PENDING_FLAG, readFlag, writeFlag } from '../lib/device-flags';

const DeviceSync = lazy(() => import('./device-sync'));

const onConnectionChange = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/**
 * Issue 25 (decision 151), in the code that joins every page after first use:
 * - when another member signs in on this device, what it kept for the one before is forgotten
 *   (their own sign-out already did so; this covers a session that simply ended);
 * - while this device holds the member's saves made offline, they are sent once the connection is
 *   back, whichever page is open. IndexedDB's code loads only then.
 */
export default function DeviceKeeper() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const online = useSyncExternalStore(onConnectionChange, () => navigator.onLine);

  useEffect(() => {
    if (!userId) return;
    const before = readFlag(DEVICE_MEMBER);
    if (before && before !== userId) {
      void import('../lib/device-saves').then((device) => device.forgetMember(before)).catch(() => undefined);
    }
    writeFlag(DEVICE_MEMBER, userId);
  }, [userId]);

  if (!userId || !online || readFlag(PENDING_FLAG) !== userId) return null;
  return (
    <Suspense fallback={null}>
      <DeviceSync userId={userId} />
    </Suspense>
  );
}
