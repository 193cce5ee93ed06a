import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { ConnectionNotice } from '../components/connection-notice';
import AppInstall from '../components/install/app-install';
import DeviceKeeper from './device-keeper';
import { SessionEndWatch } from './session-end-watch';

const TOAST_TOP = 'calc(4rem + 0.75rem)';
const TOASTER_STYLE = {
  fontFamily: 'var(--font-sans)',
  '--normal-bg': 'var(--surface)',
  '--normal-text': 'var(--foreground)',
  '--normal-border': 'var(--border)',
  '--success-bg': 'var(--surface)',
  '--success-text': 'var(--foreground)',
  '--success-border': 'var(--primary)',
  '--border-radius': '0.75rem',
} as CSSProperties;

/**
 * What joins the page once the person starts using it (providers.tsx): the one toaster (toasts
 * answer actions; sonner adds its stylesheet when it loads) and the outage notice (issue 14),
 * whose code is then in place before an outage could stop it loading, and the service worker
 * with the install card (issue 25), which the first load of a page never carries, and the keeper of
 * what this device holds for the member (saves made offline, decision 151), and the watch that
 * notices a session ended elsewhere.
 */
export default function AfterFirstUse({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <>
      <ConnectionNotice />
      <AppInstall />
      <DeviceKeeper />
      <SessionEndWatch />
      <Toaster
        theme={theme}
        position="top-center"
        closeButton
        // Issue 16: below the 64px top bar, not over it, and in the app's type and colours.
        offset={{ top: TOAST_TOP }}
        mobileOffset={{ top: TOAST_TOP }}
        style={TOASTER_STYLE}
        toastOptions={{ duration: 6000 }}
      />
    </>
  );
}
