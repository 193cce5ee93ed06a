import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRealtimeSignedIn } from '#web/lib/realtime';
import { FakeEventSource, installFakeEventSource } from '#web/testing/fake-event-source';
import { SESSION_QUERY_KEY } from './get-session';
import { PROFILE_QUERY_KEY } from './profile-query-key';
import { useProfileUpdates } from './use-profile-updates';

installFakeEventSource();
afterEach(() => setRealtimeSignedIn(false));

function setup(signedIn: boolean) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(({ on }) => useProfileUpdates(on), { wrapper, initialProps: { on: signedIn } });
  setRealtimeSignedIn(true);
  return { invalidate, hook };
}

describe('useProfileUpdates', () => {
  it('refreshes the session and the profile when another tab changes the profile', () => {
    const { invalidate } = setup(true);
    FakeEventSource.last!.emit('profile.updated');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: SESSION_QUERY_KEY });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: PROFILE_QUERY_KEY });
  });

  it('does not listen for a visitor, nor after signing out', () => {
    const { invalidate, hook } = setup(false);
    FakeEventSource.last!.emit('profile.updated');
    expect(invalidate).not.toHaveBeenCalled();
    hook.rerender({ on: true });
    hook.rerender({ on: false });
    FakeEventSource.last!.emit('profile.updated');
    expect(invalidate).not.toHaveBeenCalled();
  });
});
