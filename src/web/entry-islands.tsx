// The browser's code for a page the server drew for a visitor (docs/decisions/163-public-pages-as-documents.md).
// Such a page is a document: its HTML reads, scrolls and follows its links (plain links, a new
// document each) without any app. What answers input is marked as an island (app/island.tsx): the
// top bar, "Need help now?", the cookie banner and the page itself. Each is hydrated on a React root
// of its own, in a task of its own, with the API answers the server drew it with. No data router,
// no shell and no footer are started. A drawn page always belongs to a visitor without a session,
// so the shell's islands are drawn as a visitor's.
import './lib/zod-config';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, Suspense, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router';
import { DocumentRouter, documentLocation } from './app/document-router';
import { adoptDehydratedState, HYDRATED_ATTRIBUTE, readDehydratedState } from './app/hydration';
import { ISLAND_ATTRIBUTE, type IslandName } from './app/island';
import { IDLE_PRELOAD_PATHS, preloadWhenIdle } from './app/idle-preload';
import { WhenUsed } from './app/providers';
import { RequireAccess } from './app/require-access';
import { findRoute } from './app/route-lookup';
import { isRedirect } from './app/route-types';
import { ThemeProvider } from './app/theme-provider';
import { scheduleAfterFirstInteraction } from './app/when-idle';
import { trackWhenAllowed } from './features/analytics/lib/watch-consent';
import { PrivacyPrompts, loadConsentBanner } from './features/privacy/components/privacy-prompts';
import { consentBannerWanted } from './lib/consent-check';
import { createQueryClient } from './lib/query-client';

const loadTopBar = () => import('./app/shell/top-bar');
const loadNeedHelp = () => import('./app/shell/need-help-now');

/** Each island as the server drew it for a visitor, with its code loaded. */
const ISLANDS: Record<IslandName, (pathname: string) => Promise<ReactNode>> = {
  'top-bar': async () => {
    const { TopBar } = await loadTopBar();
    return <TopBar user={null} />;
  },
  'need-help': async () => {
    const { default: NeedHelpNow } = await loadNeedHelp();
    return (
      <Suspense fallback={null}>
        <NeedHelpNow />
      </Suspense>
    );
  },
  'privacy-prompts': async () => {
    // Its banner's code too, where this browser shows it, so its buttons answer at once.
    if (consentBannerWanted()) await loadConsentBanner().catch(() => undefined);
    return (
      <>
        <PrivacyPrompts userId={null} sessionKnown impersonating={false} termsAcceptanceNeeded={false} aboveTabBar />
        {/* The document's one toaster, outage notice and install card, last in the page as in the
            app (above the banner), and spec 2.8's preloading. */}
        <WhenUsed />
        <PreloadWhenUsed />
      </>
    );
  },
  page: async (pathname) => {
    const entry = findRoute(pathname);
    if (!entry || isRedirect(entry)) return null;
    // A chunk that does not load leaves the page as the server drew it (its links still work).
    // The page's own lazy parts come first too (`hydrationParts`, the home page's sections), so
    // that they hydrate with it: React would otherwise hydrate them only once their code arrived.
    const page = (await entry.page.preload()) as { hydrationParts?: (() => Promise<unknown>)[] };
    await Promise.all((page.hydrationParts ?? []).map((load) => load()));
    return (
      <Routes>
        <Route
          path={entry.path}
          element={
            <RequireAccess policy={entry.access}>
              <entry.page />
            </RequireAccess>
          }
        />
      </Routes>
    );
  },
};

/**
 * Spec 2.8's idle preloading, which the app's shell does: here once the visitor starts using the
 * page, so that a reader's page does no more than show itself. The files are the app's (the next
 * page a link opens may be the app's document).
 */
function PreloadWhenUsed() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = scheduleAfterFirstInteraction(() => {
      stop = preloadWhenIdle(IDLE_PRELOAD_PATHS);
    });
    return () => {
      cancel();
      stop?.();
    };
  }, []);
  return null;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

async function hydrateIslands(): Promise<void> {
  const queryClient = createQueryClient();
  const state = readDehydratedState();
  if (state) adoptDehydratedState(queryClient, state);
  const elements = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const pathname = window.location.pathname;
  const hydrated: Promise<void>[] = [];
  for (const element of elements) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
    const island = ISLANDS[name];
    if (!island) continue;
    const content = await island(pathname).catch((error: unknown) => {
      console.warn(`[Recalibrate] The ${name} part of the page could not start; it stays as drawn.`, error);
      return null;
    });
    if (content === null) continue;
    // Each island in a task of its own: the page answers input between them.
    await nextTask();
    hydrated.push(
      new Promise<void>((resolve) => {
        startTransition(() => {
          hydrateRoot(
            element,
            <StrictMode>
              <QueryClientProvider client={queryClient}>
                <ThemeProvider>
                  <DocumentRouter>{content}</DocumentRouter>
                  <Hydrated onHydrated={resolve} />
                </ThemeProvider>
              </QueryClientProvider>
            </StrictMode>,
            {
              onRecoverableError: (error) => console.warn(`[Recalibrate] Part of the ${name} island was drawn again.`, error),
            },
          );
        });
      }),
    );
  }
  await Promise.all(hydrated);
  // Every island answers input now (the journeys wait for this).
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  // Issue 23: this page's visit is counted where this browser allows analytics, as in the app.
  trackWhenAllowed(documentLocation);
}

void hydrateIslands();
