// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptFirstPaintState, FIRST_PAINT_STATE_ID, readFirstPaintState, startsFromFirstPaint, useTakenOver } from './first-paint';

function addStateBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_PAINT_STATE_ID;
  block.textContent = text;
  document.body.append(block);
}

afterEach(() => document.getElementById(FIRST_PAINT_STATE_ID)?.remove());

describe('first paint state', () => {
  it('is absent when the server sent the app without a drawn page', () => {
    expect(readFirstPaintState()).toBeNull();
    expect(startsFromFirstPaint()).toBe(false);
  });

  it('puts the answers the page was drawn with into the query cache', () => {
    addStateBlock(
      JSON.stringify({
        mutations: [],
        queries: [{ queryKey: ['session'], queryHash: '["session"]', state: { data: { user: null }, status: 'success', dataUpdatedAt: 1, fetchStatus: 'idle' } }],
      }),
    );
    expect(startsFromFirstPaint()).toBe(true);
    const queryClient = new QueryClient();
    adoptFirstPaintState(queryClient, readFirstPaintState()!);
    expect(queryClient.getQueryData(['session'])).toEqual({ user: null });
  });

  it('is ignored when it cannot be read (the app draws the page itself)', () => {
    addStateBlock('{not json');
    expect(readFirstPaintState()).toBeNull();
  });
});

describe('useTakenOver', () => {
  /** Every value the hook gave, render by render, in a root that hydrates or draws itself. */
  function renders(hydrate: boolean) {
    const seen: boolean[] = [];
    renderHook(
      () => {
        const takenOver = useTakenOver();
        seen.push(takenOver);
        return takenOver;
      },
      { hydrate },
    );
    return seen;
  }

  it('is false for the render that takes a server-drawn page over, then true', () => {
    const seen = renders(true);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('is true from the start where the app draws the page itself', () => {
    expect(renders(false)).not.toContain(false);
  });
});
