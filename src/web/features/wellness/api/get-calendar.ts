import { useQuery } from '@tanstack/react-query';
import { CalendarResponse } from '#shared/contracts/wellness';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { tzOffsetMinutes } from '../lib/tz-offset';
import { WELLNESS_KEYS } from './query-keys';

export function fetchCalendar(month: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ month, tz: String(tzOffsetMinutes()) });
  return apiRequest(`/api/wellness/calendar?${params}`, { parse: zodParser(CalendarResponse), signal });
}

/**
 * GET /api/wellness/calendar?month=YYYY-MM&tz=: the days of a month (on the member's own clock)
 * that hold check-ins, journal entries or completed modules. Days with nothing are left out.
 */
export function useCalendar(month: string) {
  return useQuery({
    queryKey: WELLNESS_KEYS.calendar(month),
    queryFn: ({ signal }) => fetchCalendar(month, signal),
    staleTime: 0,
  });
}
