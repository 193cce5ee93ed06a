import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTE_TABLE } from '#web/app/route-table';
import { AdminPageHeader } from '#web/components/admin-page-header';
import { SearchField } from '#web/components/ui/search-field';
import { matchesSearch } from '../lib/matches';

/** Every documentation page: the route table's docs category (the index itself left out). */
export const DOC_PAGES = ROUTE_TABLE.filter((entry) => entry.category === 'docs' && entry.path !== '/admin/docs');

/** /admin/docs (super_admin, spec 2.7): the index of every documentation page, with search. */
export default function DocsIndexPage() {
  const [query, setQuery] = useState('');
  const shown = DOC_PAGES.filter((page) => matchesSearch(query, page.name, page.description, page.path));
  return (
    <>
      <AdminPageHeader title="Documentation">
        Every documentation page, generated from the code it describes. Analysts may read all of them except the ones marked super_admin.
      </AdminPageHeader>
      <SearchField label="Search the documentation" value={query} onChange={setQuery} placeholder="Routes, assessments, checklists..." />
      <p role="status" className="mt-2 text-sm text-muted-foreground">
        {shown.length === 0 ? 'No page matches. Try another word.' : `${shown.length} of ${DOC_PAGES.length} pages`}
      </p>
      <ul aria-label="Documentation pages" className="mt-6 grid gap-4 md:grid-cols-2">
        {shown.map((page) => (
          <li key={page.path} className="rounded-card border border-border bg-surface p-4">
            <Link to={page.path} className="text-lg font-semibold underline-offset-4 hover:underline">
              {page.name}
            </Link>
            <p className="text-muted-foreground">{page.description}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              For {page.access === 'super_admin' ? 'super_admin only' : `${page.access} and up`}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
