import { useState } from 'react';
import { ROUTE_TABLE } from '#web/app/route-table';
import { isRedirect, ROUTE_CATEGORIES, type RouteEntry } from '#web/app/route-types';
import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { AdminTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { SearchField } from '#web/components/ui/search-field';
import { matchesSearch } from '../lib/matches';

/** What a route is: a redirect, or a built page (every page is built: the placeholder register of the first issues is gone). */
export function routeState(entry: RouteEntry): string {
  return isRedirect(entry) ? `Redirects to ${entry.redirectTo}` : 'Built';
}

/**
 * /admin/routing-documentation (analyst): the route table itself, by category, with each route's
 * name, access, critical flag and whether it is built (decision 122). Nothing is retyped: a new
 * route shows here as soon as it is in the table.
 */
export default function RoutingDocumentationPage() {
  const [query, setQuery] = useState('');
  const shown = ROUTE_TABLE.filter((e) => matchesSearch(query, e.path, e.name, e.category, e.access, e.description));
  const built = ROUTE_TABLE.filter((e) => routeState(e) === 'Built').length;
  return (
    <>
      <AdminPageHeader title="Routing Documentation">
        Every address of the app from the route table, in its order within each category: {ROUTE_TABLE.length} routes, {built} built pages.
        The router checks the table for duplicate paths, the required categories and a fallback that is last.
      </AdminPageHeader>
      <SearchField label="Search the routes" value={query} onChange={setQuery} placeholder="A path, name, category or access" />
      <p role="status" className="mt-2 text-sm text-muted-foreground">
        {shown.length} of {ROUTE_TABLE.length} routes
      </p>
      {ROUTE_CATEGORIES.map((category) => {
        const rows = shown.filter((e) => e.category === category);
        if (rows.length === 0) return null;
        return (
          <AdminSection key={category} title={`Category: ${category}`}>
            <AdminTable caption={`Routes in the ${category} category`} columns={['Path', 'Name', 'Access', 'Critical', 'State']}>
              {rows.map((entry) => (
                <tr key={entry.path} className={rowClasses}>
                  <Th scope="row">
                    <code>{entry.path}</code>
                  </Th>
                  <Td>
                    {entry.name}
                    <span className="block text-muted-foreground">{entry.description}</span>
                  </Td>
                  <Td>{entry.access}</Td>
                  <Td>{entry.critical ? 'Critical' : 'No'}</Td>
                  <Td>{routeState(entry)}</Td>
                </tr>
              ))}
            </AdminTable>
          </AdminSection>
        );
      })}
    </>
  );
}
