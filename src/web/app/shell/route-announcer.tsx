import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Long enough for a lazy page's name to reach the tab title, short enough to follow the move. */
export const ANNOUNCE_AFTER_MS = 400;

const pageRegion = () => document.getElementById('main-content');

/** True while focus is on the page itself, not on the bar, a menu or the footer around it. */
export function focusIsOnPage(): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && (pageRegion()?.contains(active) ?? false);
}

/**
 * A menu that closes after one of its links was followed leaves focus on the new page (where the
 * route change put it) instead of taking it back to its button in the bar.
 */
export function keepFocusOnNewPage(event: Event): void {
  if (focusIsOnPage()) event.preventDefault();
}

/**
 * After a route change (not the first page), a keyboard or screen reader user starts on the new
 * page, as after a full page load: focus moves to the main region unless the page has already put
 * it somewhere of its own, and the page's title is read out (decision 181).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const live = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // Emptied first, so that a page with the same title as the last one is read out too.
    if (live.current) live.current.textContent = '';
    if (!focusIsOnPage()) pageRegion()?.focus({ preventScroll: true });
    const timer = window.setTimeout(() => {
      if (live.current) live.current.textContent = document.title;
    }, ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return <p ref={live} aria-live="polite" aria-atomic="true" className="sr-only" />;
}
