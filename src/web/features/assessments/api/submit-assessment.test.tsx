import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '#web/testing/fetch-stub';
import { TestProviders, testQueryClient } from '#web/testing/test-providers';
import { useSubmitAssessment } from './submit-assessment';

describe('useSubmitAssessment', () => {
  it('asks again for the plan, the journey and the SoulPrint a new result changes (review 6)', async () => {
    stubFetch({
      'POST /api/assessments/operating-system-audit/submit': {
        status: 201,
        body: { resultId: 'r1', resultPath: '/assessment/os-audit-result/r1' },
      },
    });
    const client = testQueryClient();
    for (const key of [['plan'], ['journey'], ['soulprint'], ['assessments', 'hub'], ['glossary']])
      client.setQueryData(key, { loaded: true });
    const wrapper = ({ children }: { children: ReactNode }) => <TestProviders client={client}>{children}</TestProviders>;
    const { result } = renderHook(() => useSubmitAssessment('operating-system-audit'), { wrapper });
    await act(() => result.current.mutateAsync({}));
    const stale = (key: string[]) => client.getQueryState(key)?.isInvalidated;
    expect([stale(['plan']), stale(['journey']), stale(['soulprint']), stale(['assessments', 'hub'])]).toEqual([true, true, true, true]);
    expect(stale(['glossary'])).toBe(false);
  });
});
