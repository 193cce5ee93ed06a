import { lazy } from 'react';
import { useLocation } from 'react-router';

// Each page is a chunk of its own (the chat's ai SDK stays out of /sofia), loaded when opened.
const SofiaPage = lazy(() => import('./sofia-page'));
const SofiaChatPage = lazy(() => import('./sofia-chat-page'));
const SofiaVoicePage = lazy(() => import('./sofia-voice-page'));

/**
 * /sofia, /sofia/chat and /sofia/voice behind one route-table entry, chosen by path: one entry
 * costs the first load of / less than three (decision 083; the first load has no room for more).
 */
export default function SofiaPages() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  if (path === '/sofia/chat') return <SofiaChatPage />;
  if (path === '/sofia/voice') return <SofiaVoicePage />;
  return <SofiaPage />;
}
