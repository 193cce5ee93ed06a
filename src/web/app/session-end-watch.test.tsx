import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '../features/auth/api/get-session';
import { ApiError } from '../lib/api-client';
import { stubFetch } from '../testing/fetch-stub';
import { userReply, VISITOR_REPLY } from '../testing/sessions';
import { testQueryClient } from '../testing/test-providers';
import { SIGNED_OUT_TOAST, watchSessionEnd } from './session-end-watch';

vi.mock('sonner', () => import('#web/testing/toast-spy'));

afterEach(() => vi.mocked(toast.info).mockClear());

const refused = (status: number) => new ApiError({ status, title: status === 401 ? 'Unauthorized' : 'Error' });

/** A client that believes `session`, watched; a query and a save that fail with `error`. */
function watched(session: unknown, error: Error) {
  const client = testQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session);
  const stop = watchSessionEnd(client);
  const fail = async () => {
    await new QueryObserver(client, { queryKey: ['plan'], queryFn: () => Promise.reject(error) }).refetch();
    await new MutationObserver(client, { mutationFn: () => Promise.reject(error) }).mutate().catch(() => undefined);
  };
  return { client, stop, fail };
}

const sessionAsks = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url) === '/api/session').length;

describe('watchSessionEnd (review 4: a device signed out elsewhere said "check your connection")', () => {
  it('asks for the session again on a 401 while signed in, and says so when nobody is', async () => {
    stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    const { client, stop, fail } = watched(userReply(), refused(401));
    await fail();
    await vi.waitFor(() => expect(client.getQueryData<{ user: unknown }>(SESSION_QUERY_KEY)?.user).toBeNull());
    expect(sessionAsks()).toBe(1);
    await vi.waitFor(() => expect(toast.info).toHaveBeenCalledWith(SIGNED_OUT_TOAST.title, { description: SIGNED_OUT_TOAST.description }));
    stop();
  });

  it.each([
    ['a 401 when nobody is signed in', VISITOR_REPLY, 401],
    ['a server error while signed in', userReply(), 500],
    ['a refusal (403) while signed in', userReply(), 403],
  ])('leaves the session alone on %s', async (_what, session, status) => {
    stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    const { stop, fail } = watched(session, refused(status));
    await fail();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sessionAsks()).toBe(0);
    expect(toast.info).not.toHaveBeenCalled();
    stop();
  });

  it('says nothing when the session is still there (a 401 of another kind)', async () => {
    stubFetch({ '/api/session': { body: userReply() } });
    const { client, stop, fail } = watched(userReply(), refused(401));
    await fail();
    await vi.waitFor(() => expect(sessionAsks()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.getQueryData<{ user: unknown }>(SESSION_QUERY_KEY)).toMatchObject({ user: expect.anything() });
    expect(toast.info).not.toHaveBeenCalled();
    stop();
  });
});
