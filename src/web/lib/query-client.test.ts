import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, QUERY_RETRY, retryUnlessAnswered } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe('createQueryClient', () => {
  it('tries a save at once when the browser has said it is offline, so its failure can keep it on the device', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    let tried = 0;
    const save = new MutationObserver(client, {
      mutationFn: async () => {
        tried += 1;
        throw new TypeError('Failed to fetch');
      },
    });
    // Paused (the library's default while offline), this would neither settle nor try.
    await expect(save.mutate()).rejects.toThrow('Failed to fetch');
    expect(tried).toBe(1);
  });
});

const answer = (status: number) => new ApiError({ status, title: 'Answer' });

describe('retryUnlessAnswered (spec 9: one retry)', () => {
  it.each([
    ['no signal, first failure', new TypeError('Failed to fetch'), 0, true],
    ['no signal, after the one retry', new TypeError('Failed to fetch'), QUERY_RETRY, false],
    ['a server error, first failure', answer(500), 0, true],
    ['a server that is not ready, first failure', answer(503), 0, true],
    ['not there (another member’s result)', answer(404), 0, false],
    ['an id that cannot be one', answer(400), 0, false],
    ['not signed in', answer(401), 0, false],
    ['not allowed', answer(403), 0, false],
    ['too many requests', answer(429), 0, false],
  ])('%s: retry is %s', (_what, error, failures, retry) => {
    expect(retryUnlessAnswered(failures, error)).toBe(retry);
  });
});
