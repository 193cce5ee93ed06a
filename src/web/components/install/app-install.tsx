import { useCallback, useEffect, useState } from 'react';
import { installPromptWait, isIosSafari } from '#shared/install/prompt-rules';
import { InstallCard } from './install-card';
import { forgetDismissal, readInstallMemory, rememberDismissal } from './install-memory';
import { registerServiceWorker } from './service-worker';

/** The browser's install offer (Chromium's beforeinstallprompt; not in the DOM types). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** Kept by theme-init.js when the offer came before the app ran. */
    __installPrompt?: InstallPromptEvent;
  }
}

const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true;

/**
 * Joins the page after first use (after-first-use.tsx): registers the service worker and shows
 * the install card when spec 4's rules say so (src/shared/install/prompt-rules.ts).
 */
export default function AppInstall() {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(() => window.__installPrompt ?? null);
  const [ios] = useState(() => isIosSafari(navigator.userAgent, navigator.maxTouchPoints));
  const [shown, setShown] = useState(false);

  useEffect(() => registerServiceWorker(), []);

  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      window.__installPrompt = event as InstallPromptEvent;
      setOffer(event as InstallPromptEvent);
    };
    const installed = () => setShown(false);
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  useEffect(() => {
    const memory = readInstallMemory(Date.now());
    if (!memory) return;
    const wait = installPromptWait({ ...memory, installable: offer !== null || ios, standalone: standalone() });
    if (wait === null) return;
    const timer = window.setTimeout(() => setShown(true), wait);
    return () => window.clearTimeout(timer);
  }, [offer, ios]);

  const dismiss = useCallback(() => {
    rememberDismissal(Date.now());
    setShown(false);
  }, []);

  const install = useCallback(async () => {
    if (!offer) return;
    setShown(false);
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    // The offer can be used once; the browser sends a new one if it is still installable.
    window.__installPrompt = undefined;
    setOffer(null);
    if (outcome === 'accepted') forgetDismissal();
    else rememberDismissal(Date.now());
  }, [offer]);

  if (!shown) return null;
  return <InstallCard ios={ios && !offer} onInstall={() => void install()} onDismiss={dismiss} />;
}
