import { useLocation } from 'react-router';
import ContentCreatorPage from './content-creator-page';
import ContentListPage from './content-list-page';
import LibraryAdminPage from './library-admin-page';

/** The content back office in one lazy chunk, chosen by path: /admin/content, /admin/content-creator and /admin/library. */
export default function ContentAdminPages() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  if (path === '/admin/content-creator') return <ContentCreatorPage />;
  if (path === '/admin/library') return <LibraryAdminPage />;
  return <ContentListPage />;
}
