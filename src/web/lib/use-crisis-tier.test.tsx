import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { useCrisisCheck } from './use-crisis-tier';

describe('useCrisisCheck', () => {
  it('says what typed words are about, and keeps it while a cleared form holds the saved card', async () => {
    const { result, rerender } = renderHook(({ text, saved }: { text: string; saved: CrisisTier }) => useCrisisCheck(text, saved, 0), {
      initialProps: { text: 'My husband hits me when he drinks.', saved: 0 },
    });
    await waitFor(() => expect(result.current).toEqual({ tier: 1, concern: 'abuse' }));

    // Saved: the form is emptied, the server's tier keeps the card, and the card keeps its words.
    rerender({ text: '', saved: 1 });
    await act(() => new Promise((settle) => setTimeout(settle, 20))); // past the typing pause
    expect(result.current).toEqual({ tier: 1, concern: 'abuse' });

    // New words of their own decide again.
    rerender({ text: 'I want to die', saved: 1 });
    await waitFor(() => expect(result.current).toEqual({ tier: 1, concern: null }));
    rerender({ text: '', saved: 0 });
    await waitFor(() => expect(result.current).toEqual({ tier: 0, concern: null }));
  });
});
