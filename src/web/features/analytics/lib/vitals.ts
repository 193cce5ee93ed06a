import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { MAX_ERROR_TEXT, MAX_ERRORS_PER_SAMPLE } from '#shared/contracts/tracking';
import { getTrackingSessionId } from '#web/lib/tracking-session';
import { sendBeacon } from './beacon';

// Real-user performance (issue 23, spec 7 track-geographic-data): LCP, INP, CLS and TTFB from
// web-vitals, the load time from the navigation entry, and the client errors met, sent once per
// page load when the tab is hidden or left. Loaded only for a sampled, consenting session.

export interface ErrorEntry {
  message: string;
  at: string;
  attempt: number;
}

/** The first lines of an error, as much as the server keeps. */
export function firstLines(text: string, lines = 3): string {
  return text.split('\n').slice(0, lines).join('\n').slice(0, MAX_ERROR_TEXT) || 'Unknown error';
}

/** Counts errors; keeps the first few distinct ones with how often each came (its attempt). */
export function errorLog() {
  let count = 0;
  const entries: ErrorEntry[] = [];
  return {
    add(text: string, at = new Date()) {
      count += 1;
      const message = firstLines(text);
      const seen = entries.find((entry) => entry.message === message);
      if (seen) seen.attempt = Math.min(100, seen.attempt + 1);
      else if (entries.length < MAX_ERRORS_PER_SAMPLE) entries.push({ message, at: at.toISOString(), attempt: 1 });
    },
    get count() {
      return Math.min(count, 1000);
    },
    entries: () => entries.map((entry) => ({ ...entry })),
  };
}

function loadTime(): number | undefined {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation && navigation.loadEventEnd > 0 ? Math.round(navigation.loadEventEnd) : undefined;
}

export function watchVitals(pagePath: string): void {
  const values: Record<string, number> = {};
  const keep = (name: string) => (metric: Metric) => {
    values[name] = Math.round(metric.value * (name === 'cls' ? 1000 : 1)) / (name === 'cls' ? 1000 : 1);
  };
  onLCP(keep('lcp_ms'));
  onINP(keep('inp_ms'));
  onCLS(keep('cls'));
  onTTFB(keep('ttfb_ms'));
  const errors = errorLog();
  window.addEventListener('error', (event) =>
    errors.add(event.error instanceof Error ? `${event.error.name}: ${event.error.message}` : event.message),
  );
  window.addEventListener('unhandledrejection', (event) =>
    errors.add(event.reason instanceof Error ? `${event.reason.name}: ${event.reason.message}` : String(event.reason)),
  );
  let sent = false;
  const send = () => {
    if (sent || document.visibilityState !== 'hidden') return;
    sent = true;
    const load = loadTime();
    sendBeacon('/api/tracking/vitals', {
      session_id: getTrackingSessionId(),
      page_path: pagePath,
      ...values,
      ...(load !== undefined ? { load_ms: load } : {}),
      screen_resolution: `${screen.width}x${screen.height}`,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone.slice(0, 64),
      error_count: errors.count,
      errors: errors.entries(),
    });
  };
  // Registered after web-vitals' own listeners, so the final INP and CLS are in by then.
  document.addEventListener('visibilitychange', send);
}
