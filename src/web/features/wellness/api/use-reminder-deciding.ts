import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { WELLNESS_KEYS } from './query-keys';

/**
 * True while the burnout check reminder's first answers are on their way (never while they are
 * only refreshed): the shell holds the page's place until then, so the reminder, when due, does not
 * push a page already shown down (decision 073). Reads the query cache only: no fetcher, no zod.
 */
export function useReminderDeciding(enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const preferences = useIsFetching({ queryKey: WELLNESS_KEYS.preferences, exact: true });
  const latest = useIsFetching({ queryKey: WELLNESS_KEYS.latestCheckin, exact: true });
  const firstTime = (key: readonly unknown[]) => queryClient.getQueryData(key) === undefined;
  return enabled && ((preferences > 0 && firstTime(WELLNESS_KEYS.preferences)) || (latest > 0 && firstTime(WELLNESS_KEYS.latestCheckin)));
}
