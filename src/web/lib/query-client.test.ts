import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

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
