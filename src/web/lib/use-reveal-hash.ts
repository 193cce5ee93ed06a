import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A link from another page to a place on this one (`/account-settings#reminders`): once the page is
 * drawn, that place is scrolled to (below the sticky top bar: the page's scroll-padding-top) and
 * given focus, as a link on the same page would. The router does not scroll to a hash by itself.
 * A heading is made focusable for it (tabindex -1: reachable by the link, not by Tab). `drawn`:
 * false while what stands above or around the place is still loading.
 */
export function useRevealHash(drawn = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!drawn) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'start' });
  }, [hash, drawn]);
}
