import { toast } from 'sonner';
import { Workbox } from 'workbox-window';
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
    () => win.setInterval(() => void wb.update(), UPDATE_CHECK_MS),
    (error: unknown) => console.warn('[Recalibrate] The offline copy could not be set up.', error),
  );
}
