import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FlowpathState } from '#shared/contracts/flowpath';
import { TestProviders, testQueryClient } from '#web/testing/test-providers';
import { FLOWPATH_KEYS } from './query-keys';
import { useSaveFlowpath } from './save-flowpath';

/** The whole path as the server answers it, with these values. */
function path(top: string[]): FlowpathState {
  return {
    today: '2026-11-27',
    progress: { stage: 'values', completed: {}, percent: 0, count: 0 },
    stand: { careerResult: null, answers: {}, scores: [], draining: [] },
    energy: { tasks: [], history: [], workTrend: null },
    values: { piles: {}, top, rewarded: [] },
    options: { notes: {}, leaning: null },
    experiments: [],
    scripts: {},
    plan: { startOn: null, emailReminders: false, milestones: [], next: null },
  };
}

describe('useSaveFlowpath', () => {
  it('sends one change at a time, in the order made, so the last one is what stays', async () => {
    // The server answers only when told to, so the first save can be made to take longest.
    const sent: { top: string[]; answer: () => void }[] = [];
    vi.stubGlobal('fetch', (_: RequestInfo | URL, init?: RequestInit) => {
      const { top } = JSON.parse(String(init!.body)) as { top: string[] };
      return new Promise<Response>((resolve) => {
        const answer = () =>
          resolve(new Response(JSON.stringify(path(top)), { status: 200, headers: { 'content-type': 'application/json' } }));
        sent.push({ top, answer });
      });
    });
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <TestProviders client={client}>{children}</TestProviders>;
    const { result } = renderHook(() => useSaveFlowpath(), { wrapper });

    const change = (top: string[]) => ({ method: 'PUT' as const, path: 'values', body: { piles: {}, top, rewarded: [] } });
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.mutateAsync(change(['care']));
      second = result.current.mutateAsync(change(['care', 'calm']));
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toHaveLength(1); // the second waits for the first

    await act(async () => {
      sent[0]!.answer();
      await first;
    });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.top).toEqual(['care', 'calm']);
    await act(async () => {
      sent[1]!.answer();
      await second;
    });
    expect(client.getQueryData<FlowpathState>(FLOWPATH_KEYS.state)?.values.top).toEqual(['care', 'calm']);
    await waitFor(() => expect(result.current.isPending).toBe(false));
  });
});
