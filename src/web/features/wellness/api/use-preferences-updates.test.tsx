import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRealtimeSignedIn } from '#web/lib/realtime';
import { FakeEventSource, installFakeEventSource } from '#web/testing/fake-event-source';
import { WELLNESS_KEYS } from './query-keys';
import { usePreferencesUpdates } from './use-preferences-updates';

installFakeEventSource();
afterEach(() => setRealtimeSignedIn(false));

describe('usePreferencesUpdates (spec 7)', () => {
  it('loads the preferences again when another tab saves them, and only while signed in', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const hook = renderHook(({ on }) => usePreferencesUpdates(on), { wrapper, initialProps: { on: true } });
    setRealtimeSignedIn(true);
    FakeEventSource.last!.emit('preferences.updated');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: WELLNESS_KEYS.preferences });
    invalidate.mockClear();
    hook.rerender({ on: false });
    FakeEventSource.last!.emit('preferences.updated');
    expect(invalidate).not.toHaveBeenCalled();
  });
});
