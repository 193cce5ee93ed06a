import type { DeviceSave } from '#web/lib/device-saves';
import { ApiError } from '#web/lib/api-client';

/** A save with no connection, kept on this device to be sent later (decision 151). */
export const ON_DEVICE = { onDevice: true } as const;
export type OnDevice = typeof ON_DEVICE;

export const isOnDevice = (result: object): result is OnDevice => 'onDevice' in result;

/** What the member reads once a save waits on the device. */
export const ON_DEVICE_MESSAGE = 'Saved on this device, will sync when you are back online.';

/** A failure that means no connection at all (not a refusal, not an outage answer). */
export const noConnection = (error: unknown) => error instanceof ApiError && error.status === 0;

/** A new client id: the idempotency key of a save that may be sent more than once. */
export const newClientId = () => crypto.randomUUID();

/**
 * Sends a save; with no connection (and a member to keep it for) keeps it on this device instead,
 * to be sent when the connection returns. Any other failure is the caller's to show. The device's
 * store loads only then (the service worker keeps its code for offline use).
 */
export async function saveOrKeep<T>(
  send: () => Promise<T>,
  userId: string | null | undefined,
  save: Omit<DeviceSave, 'savedAt' | 'userId'>,
): Promise<T | OnDevice> {
  try {
    return await send();
  } catch (error) {
    if (!userId || !noConnection(error) || typeof indexedDB === 'undefined') throw error;
    const { keepOnDevice } = await import('#web/lib/device-saves');
    await keepOnDevice({ ...save, userId });
    return ON_DEVICE;
  }
}
