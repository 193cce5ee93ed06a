import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { resetConnection } from './connection';
import { DEVICE_MEMBER, PENDING_FLAG } from './device-flags';
import { type DeviceSave, deviceSavesSnapshot, discardSave, forgetMember, keepOnDevice, loadSaves, syncDeviceSaves } from './device-saves';

// Decision 151: saves made with no connection wait in IndexedDB under their member, and are sent
// once, in order, when the connection returns.

const ME = 'member-1';
const OTHER = 'member-2';

const checkin = (key: string, userId = ME): Omit<DeviceSave, 'savedAt'> => ({
  key,
  userId,
  kind: 'checkin',
  method: 'POST',
  path: '/api/wellness/checkins',
  body: { energy_level: 5, client_id: key },
  label: 'Check-in',
});

/** An edit of entry x, made offline. */
const edit = (title: string): Omit<DeviceSave, 'savedAt'> => ({
  ...checkin('e-1'),
  kind: 'journal-edit',
  method: 'PUT',
  path: '/api/journal/x',
  body: { title },
  label: title,
});

beforeEach(async () => {
  for (const userId of [ME, OTHER]) await forgetMember(userId);
  localStorage.clear();
});
afterEach(() => {
  resetConnection();
});

describe('saves kept on this device', () => {
  it('sends each save once, oldest first, then forgets it', async () => {
    await keepOnDevice(checkin('c-1'));
    await keepOnDevice({
      ...checkin('j-1'),
      kind: 'journal-new',
      path: '/api/journal',
      body: { title: 'Train', client_id: 'j-1' },
      label: 'Train',
    });
    expect(localStorage.getItem(PENDING_FLAG)).toBe(ME);
    const mock = stubFetch({
      'POST /api/wellness/checkins': { status: 201, body: {} },
      'POST /api/journal': { status: 201, body: {} },
    });
    expect(await syncDeviceSaves(ME)).toBe(2);
    expect(mock.mock.calls.map(([input]) => String(input))).toEqual(['/api/wellness/checkins', '/api/journal']);
    expect(sentBodies(mock, 'POST', '/api/wellness/checkins')).toEqual([{ energy_level: 5, client_id: 'c-1' }]);
    expect(await loadSaves(ME)).toEqual([]);
    expect(localStorage.getItem(PENDING_FLAG)).toBeFalsy();
    // Nothing is left to send again.
    expect(await syncDeviceSaves(ME)).toBe(0);
    expect(mock).toHaveBeenCalledTimes(2);
  });

  it('runs one send at a time: a second call while sending joins the first', async () => {
    await keepOnDevice(checkin('c-1'));
    const mock = stubFetch({ 'POST /api/wellness/checkins': { status: 201, body: {} } });
    const [one, two] = await Promise.all([syncDeviceSaves(ME), syncDeviceSaves(ME)]);
    expect([one, two]).toEqual([1, 1]);
    expect(mock).toHaveBeenCalledTimes(1);
  });

  it('keeps everything while there is no connection, an outage or no session', async () => {
    await keepOnDevice(checkin('c-1'));
    await keepOnDevice(checkin('c-2'));
    for (const reply of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('{}', { status: 503 })),
    ]) {
      vi.stubGlobal('fetch', vi.fn(reply));
      expect(await syncDeviceSaves(ME)).toBe(0);
      resetConnection();
    }
    stubFetch({ 'POST /api/wellness/checkins': { status: 401, body: { status: 401, title: 'Unauthorized' } } });
    expect(await syncDeviceSaves(ME)).toBe(0);
    expect((await loadSaves(ME)).map((save) => save.key)).toEqual(['c-1', 'c-2']);
    expect(localStorage.getItem(PENDING_FLAG)).toBe(ME);
  });

  it('keeps a save the server refused, with its reason, until the member lets it go', async () => {
    await keepOnDevice(edit('Gone'));
    await keepOnDevice(checkin('c-1'));
    stubFetch({
      'PUT /api/journal/x': { status: 404, body: { status: 404, title: 'Not Found', detail: 'We could not find that entry.' } },
      'POST /api/wellness/checkins': { status: 201, body: {} },
    });
    expect(await syncDeviceSaves(ME)).toBe(1);
    const [refused] = await loadSaves(ME);
    expect(refused).toMatchObject({ key: 'e-1', refused: 'We could not find that entry.' });
    await discardSave(refused!);
    expect(await loadSaves(ME)).toEqual([]);
  });

  it('tells the member what happened to an edit that met a version changed elsewhere', async () => {
    await keepOnDevice(edit('Train'));
    const copy = { id: 'y', title: 'Train (copy)', body: 'b', mood: null, tags: [], created_at: 'now', updated_at: 'now' };
    stubFetch({ 'PUT /api/journal/x': { body: { entry: {}, crisis: false, crisisTier: 0, conflict: { kept_as_copy: 'yours', copy } } } });
    expect(await syncDeviceSaves(ME)).toBe(1);
    expect(deviceSavesSnapshot().synced.find((synced) => synced.key === 'e-1')).toMatchObject({
      label: 'Train',
      note: 'This entry changed elsewhere after your edit, so that newer version stays. Your edit is kept as “Train (copy)”.',
    });
  });

  it('sends only the signed-in member’s saves, and sign-out forgets only theirs', async () => {
    await keepOnDevice(checkin('mine'));
    await keepOnDevice(checkin('theirs', OTHER));
    const mock = stubFetch({ 'POST /api/wellness/checkins': { status: 201, body: {} } });
    localStorage.setItem(DEVICE_MEMBER, OTHER);
    await forgetMember(OTHER);
    expect(localStorage.getItem(DEVICE_MEMBER)).toBeFalsy();
    expect((await loadSaves(OTHER)).length).toBe(0);
    expect(await syncDeviceSaves(ME)).toBe(1);
    expect(sentBodies(mock, 'POST', '/api/wellness/checkins')).toEqual([{ energy_level: 5, client_id: 'mine' }]);
  });
});
