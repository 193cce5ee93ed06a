import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keepOnDevice, loadSaves } from '#web/lib/device-saves';
import { SESSION_QUERY_KEY } from './get-session';
import { forgetSignedInPerson } from './sign-out';

// Issue 25 (decision 151): signing out forgets what the device kept for that person, and only theirs.

const save = (key: string, userId: string) => ({
  key,
  userId,
  kind: 'checkin' as const,
  method: 'POST' as const,
  path: '/api/wellness/checkins',
  body: { client_id: key },
  label: 'Check-in',
});

describe('forgetSignedInPerson', () => {
  it('deletes the signed-in person’s saves waiting on the device and leaves another member’s', async () => {
    await keepOnDevice(save('mine', 'member-1'));
    await keepOnDevice(save('theirs', 'member-2'));
    const queryClient = new QueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, { user: { id: 'member-1' }, impersonation: null });
    await forgetSignedInPerson(queryClient);
    expect(await loadSaves('member-1')).toEqual([]);
    expect((await loadSaves('member-2')).map((kept) => kept.key)).toEqual(['theirs']);
  });

  it('does nothing for a visitor', async () => {
    await keepOnDevice(save('kept', 'member-3'));
    const queryClient = new QueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, { user: null, impersonation: null });
    await forgetSignedInPerson(queryClient);
    expect((await loadSaves('member-3')).map((kept) => kept.key)).toEqual(['kept']);
  });
});
