import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { setRealtimeSignedIn } from '../../lib/realtime';
import { useCurrentRoute } from '../use-current-route';

export const PRODUCT_NAME = 'Recalibrate';

export function pageTitle(name: string | undefined): string {
  return name ? `${name} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Spec 2.8: the page scrolls to the top on every route change. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    // Braces matter: newer Chromium returns a Promise from scrollTo, and an effect must not
    // return anything but a clean-up function.
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** Spec 2.8: the page title carries the product name as suffix. */
export function useDocumentTitle(): void {
  const name = useCurrentRoute()?.name;
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}

/** The realtime stream is open only while someone is signed in. */
export function useRealtimeConnection(signedIn: boolean): void {
  useEffect(() => {
    setRealtimeSignedIn(signedIn);
    return () => setRealtimeSignedIn(false);
  }, [signedIn]);
}
