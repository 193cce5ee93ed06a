import { PageViewCreated } from '#shared/contracts/tracking';
import { apiRequest, zodParser } from './api-client';
import { analyticsAllowedHere } from './consent-storage';
import { getTrackingSessionId } from './tracking-session';

export interface PageViewEvent {
  path: string;
  title: string;
  referrer?: string;
}

/** The id of the latest recorded view of each path, for its duration beacon (features/analytics). */
const viewIds = new Map<string, string>();

export function viewIdFor(path: string): string | null {
  return viewIds.get(path) ?? null;
}

/**
 * Records a page view (POST /api/tracking/page-views). Nothing is sent unless this browser's
 * consent choice allows analytics; the server checks again (a member's consent record and
 * analytics_tracking setting, a visitor's consent cookie). Analytics must never disturb the
 * person: every failure is swallowed and the promise always resolves (true when stored).
 */
export async function recordPageView(event: PageViewEvent): Promise<boolean> {
  if (!analyticsAllowedHere()) return false;
  try {
    const reply = await apiRequest('/api/tracking/page-views', {
      method: 'POST',
      parse: zodParser(PageViewCreated),
      keepalive: true,
      body: {
        session_id: getTrackingSessionId(),
        page_path: event.path,
        page_title: event.title,
        ...(event.referrer ? { referrer: event.referrer.slice(0, 2048) } : {}),
      },
    });
    if (reply.recorded && reply.id) viewIds.set(event.path, reply.id);
    return reply.recorded;
  } catch {
    return false;
  }
}
