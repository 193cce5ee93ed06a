import { useLocation } from 'react-router';
import InsightGatingDocsPage from './insight-gating-docs-page';
import SofiaAccessDocsPage from './sofia-access-docs-page';
import SofiaArchitecturePage from './sofia-architecture-page';

const PAGES = {
  '/admin/sofia-architecture': SofiaArchitecturePage,
  '/admin/sofia-access-docs': SofiaAccessDocsPage,
  '/admin/insight-gating-docs': InsightGatingDocsPage,
} as const;

/** The three Sofia docs pages of /admin in one chunk, opened through the back office's one route-table import (src/web/app/back-office-pages.tsx). */
export default function SofiaDocsPages() {
  const { pathname } = useLocation();
  const Page = PAGES[pathname.replace(/\/+$/, '') as keyof typeof PAGES] ?? SofiaArchitecturePage;
  return <Page />;
}
