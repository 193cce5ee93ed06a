import { type ReactNode, useEffect, useState } from 'react';
import { createPath, type Navigator, NavigationType, Router, type To } from 'react-router';

// On a document the server drew (docs/decisions/163-public-pages-as-documents.md) each island has a
// router of its own that reads the browser's address. Going to another page loads that page's
// document, as a plain link does; a change of only the search or the #fragment (the library's
// filters, a glossary term) stays in the document, and every island hears of it.

const LOCATION_CHANGED = 'recalibrate:location';

const readLocation = () => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: null,
  key: 'document',
});

function go(to: To, mode: 'push' | 'replace'): void {
  const url = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) {
    if (mode === 'push') window.location.assign(url.href);
    else window.location.replace(url.href);
    return;
  }
  if (mode === 'push') window.history.pushState(null, '', url.href);
  else window.history.replaceState(null, '', url.href);
  window.dispatchEvent(new Event(LOCATION_CHANGED));
}

const documentNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: (delta) => window.history.go(delta),
  push: (to) => go(to, 'push'),
  replace: (to) => go(to, 'replace'),
};

const LOCATION_EVENTS = [LOCATION_CHANGED, 'popstate', 'hashchange'];

/** The document's address and its changes, as a router gives them (the analytics tracker watches this). */
export const documentLocation = {
  get state() {
    return { location: readLocation() };
  },
  subscribe(listener: (state: { location: ReturnType<typeof readLocation> }) => void): () => void {
    const update = () => listener({ location: readLocation() });
    for (const type of LOCATION_EVENTS) window.addEventListener(type, update);
    return () => {
      for (const type of LOCATION_EVENTS) window.removeEventListener(type, update);
    };
  },
};

/** react-router's own Router, on the document's address, for the router hooks and links of an island. */
export function DocumentRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  useEffect(() => documentLocation.subscribe((state) => setLocation(state.location)), []);
  return (
    <Router location={location} navigator={documentNavigator} navigationType={NavigationType.Pop}>
      {children}
    </Router>
  );
}
