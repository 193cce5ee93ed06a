import { PREFERENCES_KEY } from './preferences-key';

/**
 * The query keys of the wellness feature. Everything lives under ['wellness'], so saving a
 * check-in can refresh the latest check, the list, the calendar and the trends in one call
 * (`invalidateQueries({ queryKey: WELLNESS_KEYS.all })`). The journal and calendar pages add
 * their keys here too.
 */
export const WELLNESS_KEYS = {
  all: ['wellness'],
  preferences: PREFERENCES_KEY,
  latestCheckin: ['wellness', 'checkins', 'latest'],
  checkins: (days: number) => ['wellness', 'checkins', 'list', days] as const,
  stateChecks: ['wellness', 'state-checks'],
  calendar: (month: string) => ['wellness', 'calendar', month] as const,
  trends: (days: number) => ['wellness', 'trends', days] as const,
  journal: ['wellness', 'journal'],
} as const;
