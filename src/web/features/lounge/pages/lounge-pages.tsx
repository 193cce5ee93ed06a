import { useLocation } from 'react-router';
import LoungePage from './lounge-page';
import ModerationPage from './moderation-page';

/**
 * The Lounge and its moderation queue in one lazy chunk, chosen by path (as the shop's back office
 * pages): one route-table import costs the first load of / less than two. Each route row still
 * declares its own access: /lounge member, /admin/moderation admin.
 */
export default function LoungePages() {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '') === '/admin/moderation' ? <ModerationPage /> : <LoungePage />;
}
