// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptDehydratedState, DEHYDRATED_STATE_ID, readDehydratedState, startsFromServerRender, useHydrated } from './hydration';

function addStateBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = DEHYDRATED_STATE_ID;
  block.textContent = text;
  document.body.append(block);
}

afterEach(() => document.getElementById(DEHYDRATED_STATE_ID)?.remove());

describe('dehydrated state', () => {
  it('is absent when the server sent the app without a drawn page', () => {
    expect(readDehydratedState()).toBeNull();
    expect(startsFromServerRender()).toBe(false);
  });

  it('puts the answers the page was drawn with into the query cache', () => {
    addStateBlock(
      JSON.stringify({
        mutations: [],
        queries: [
          {
            queryKey: ['session'],
            queryHash: '["session"]',
            state: { data: { user: null }, status: 'success', dataUpdatedAt: 1, fetchStatus: 'idle' },
          },
        ],
      }),
    );
    expect(startsFromServerRender()).toBe(true);
    const queryClient = new QueryClient();
    adoptDehydratedState(queryClient, readDehydratedState()!);
    expect(queryClient.getQueryData(['session'])).toEqual({ user: null });
  });

  it('is ignored when it cannot be read (the app draws the page itself)', () => {
    addStateBlock('{not json');
    expect(readDehydratedState()).toBeNull();
  });
});

describe('useHydrated', () => {
  /** Every value the hook gave, render by render, in a root that hydrates or draws itself. */
  function renders(hydrate: boolean) {
    const seen: boolean[] = [];
    renderHook(
      () => {
        const hydrated = useHydrated();
        seen.push(hydrated);
        return hydrated;
      },
      { hydrate },
    );
    return seen;
  }

  it('is false for the render that hydrates a server-rendered page, then true', () => {
    const seen = renders(true);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('is true from the start where the app draws the page itself', () => {
    expect(renders(false)).not.toContain(false);
  });
});
