import type { QueryClient } from '@tanstack/react-query';
import { choiceToSync, markChoiceSynced } from '#web/lib/consent-storage';
import { syncConsents } from '../api/sync-consents';

const running = new Set<string>();

/**
 * Writes this browser's consent choice to the signed-in account once (POST
 * /api/privacy/consents/sync) and remembers that it did. A failure is quiet: the choice stays
 * in this browser and the next visit tries again.
 */
export async function syncChoiceFor(userId: string, queryClient: QueryClient): Promise<void> {
  if (running.has(userId)) return;
  running.add(userId);
  try {
    for (let choice = choiceToSync(userId), tries = 0; choice && tries < 3; choice = choiceToSync(userId), tries += 1) {
      await syncConsents(choice, queryClient);
      // A choice made while this one was on its way is written on the next turn of the loop.
      if (JSON.stringify(choiceToSync(userId)) === JSON.stringify(choice)) markChoiceSynced(userId);
    }
  } catch {
    // Nothing to tell the person; their choice is safe in this browser.
  } finally {
    running.delete(userId);
  }
}
