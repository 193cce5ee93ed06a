import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import AiDocCreatorPage from './ai-doc-creator-page';
import ApiReferencePage from './api-reference-page';
import AssessmentTemplateGuidePage from './assessment-template-guide-page';
import { BetaTestingGuidePage, QaChecklistsPage } from './checklist-pages';
import DocsIndexPage from './docs-index-page';
import OperatingManualPage from './operating-manual-page';
import RoutingDocumentationPage from './routing-documentation-page';
import { PersonalizedContentDocsPage, WellnessFeaturesDocsPage } from './rule-facts-pages';

export const DOCS_PAGES: Record<string, ComponentType> = {
  '/admin/docs': DocsIndexPage,
  '/admin/routing-documentation': RoutingDocumentationPage,
  '/admin/api-reference': ApiReferencePage,
  '/admin/assessment-template-guide': AssessmentTemplateGuidePage,
  '/admin/qa-checklists': QaChecklistsPage,
  '/admin/beta-testing-guide': BetaTestingGuidePage,
  '/admin/personalized-content-docs': PersonalizedContentDocsPage,
  '/admin/wellness-features-docs': WellnessFeaturesDocsPage,
  '/admin/ai-doc-creator': AiDocCreatorPage,
  '/docs/site-operating-manual-view': OperatingManualPage,
};

/** The documentation pages of issue 24 in one chunk, opened through the back office's one route-table import (decision 110). */
export default function DocsPages() {
  const { pathname } = useLocation();
  const Page = DOCS_PAGES[pathname.replace(/\/+$/, '')] ?? DocsIndexPage;
  return <Page />;
}
