import { toast } from 'sonner';
import { Workbox } from 'workbox-window';
import { OFFLINE_PAGES, WORKER_CACHES } from '#shared/install/offline-pages';
import { whenCalm } from './calm-moment';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export const UPDATE_COPY = {
  title: 'A new version of Recalibrate is ready',
  description: 'Reload when it suits you.',
  reload: 'Reload',
} as const;

/**
 * Registers the service worker that vite-plugin-pwa built (issue 25, decision 127), once the person
 * is using the page. A new version waits: the member is offered a reload at a calm moment (the
 * page in view, nobody typing), and it takes over by itself once every tab of the old one is
 * closed, so no one keeps an old version for ever. The worker is asked to look for a new version
 * every hour a page stays open.
 */
export function registerServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator) || !import.meta.env.PROD) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    whenCalm(() => {
      toast(UPDATE_COPY.title, {
        description: UPDATE_COPY.description,
        duration: Infinity,
        action: {
          label: UPDATE_COPY.reload,
          onClick: () => {
            wb.addEventListener('controlling', () => win.location.reload());
            wb.messageSkipWaiting();
          },
        },
      });
    });
  });
  void wb.register().then(
    () => {
      win.setInterval(() => void wb.update(), UPDATE_CHECK_MS);
      void keepOfflinePages(win);
    },
    (error: unknown) => console.warn('[Recalibrate] The offline copy could not be set up.', error),
  );
}

/**
 * Puts a copy of each page offline.html offers into the worker's page cache, where its
 * network-first route looks when there is no signal. A page kept already is left as it is (the
 * worker refreshes it whenever it is opened online); one that cannot be fetched now is tried on
 * a later visit.
 */
export async function keepOfflinePages(win: Pick<Window, 'caches'> = window): Promise<void> {
  if (!win.caches) return;
  const pages = await win.caches.open(WORKER_CACHES.pages);
  for (const path of OFFLINE_PAGES) {
    if (!(await pages.match(path))) await pages.add(path).catch(() => undefined);
  }
}
