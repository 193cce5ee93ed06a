import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { indexedPage } from '#shared/site/pages';
import { setPageHead } from '#web/lib/page-head';
import { setRealtimeSignedIn } from '#web/lib/realtime';
import { useCurrentRoute } from '../use-current-route';

export { pageTitle, PRODUCT_NAME } from '#shared/site/pages';

/** Spec 2.8: the page scrolls to the top on every route change. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    // Braces matter: newer Chromium returns a Promise from scrollTo, and an effect must not
    // return anything but a clean-up function.
    window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * Spec 2.8: the page title carries the product name as suffix. With it go the page's description,
 * and for public pages its canonical address and link-preview tags (the server wrote them for the
 * first page; these follow the person as they move).
 */
export function useDocumentHead(): void {
  const route = useCurrentRoute();
  useEffect(() => {
    if (!route) return setPageHead({});
    setPageHead({ name: route.name, description: route.description, path: indexedPage(route.path) ? route.path : undefined });
  }, [route]);
}

/** The realtime stream is open only while someone is signed in. */
export function useRealtimeConnection(signedIn: boolean): void {
  useEffect(() => {
    setRealtimeSignedIn(signedIn);
    return () => setRealtimeSignedIn(false);
  }, [signedIn]);
}
