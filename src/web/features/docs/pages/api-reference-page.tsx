import { useState } from 'react';
import type { ApiOperation, ApiReferenceResponse } from '#shared/contracts/docs';
import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { AdminTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { QueryState } from '#web/components/query-state';
import { SearchField } from '#web/components/ui/search-field';
import { useApiReference } from '../api/get-api-reference';
import { matchesSearch } from '../lib/matches';

interface Row {
  path: string;
  method: string;
  operation: ApiOperation;
}

const rowsOf = (doc: ApiReferenceResponse): Row[] =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

/** The names of the fields a request body takes, required ones marked. */
function bodyFields(operation: ApiOperation): string {
  const schema = (operation.requestBody?.content as { 'application/json'?: { schema?: { properties?: object; required?: string[] } } })?.[
    'application/json'
  ]?.schema;
  if (!schema?.properties) return '';
  const required = new Set(schema.required ?? []);
  return Object.keys(schema.properties)
    .map((name) => (required.has(name) ? `${name}*` : name))
    .join(', ');
}

/**
 * /admin/api-reference (analyst): the OpenAPI document the server builds from its routes' own
 * zod schemas, each route with its access policy (decision 123).
 */
export default function ApiReferencePage() {
  const reference = useApiReference();
  const [query, setQuery] = useState('');
  return (
    <>
      <AdminPageHeader title="API Reference">
        Every API route the server registers, read from the routes&apos; own schemas with the access each one declares. Fields marked * are
        required. The same document as OpenAPI 3.1 JSON:{' '}
        <a className="underline" href="/api/admin/docs/api-reference" download="recalibrate-openapi.json">
          download it
        </a>
        .
      </AdminPageHeader>
      <SearchField label="Search the API" value={query} onChange={setQuery} placeholder="A path, method or access" />
      <QueryState query={reference} what="the API reference">
        {(doc) => {
          const rows = rowsOf(doc).filter((r) => matchesSearch(query, r.method, r.path, r.operation['x-access']));
          return (
            <AdminSection title={`Routes (${rows.length})`} description={`Version ${doc.info.version}.`}>
              <AdminTable caption="API routes" columns={['Route', 'Access', 'Request body', 'Responses']}>
                {rows.map(({ path, method, operation }) => (
                  <tr key={`${method} ${path}`} className={rowClasses}>
                    <Th scope="row">
                      <code>
                        {method} {path}
                      </code>
                    </Th>
                    <Td>
                      {operation['x-access']}
                      {operation['x-features'].length > 0 && (
                        <span className="block text-muted-foreground">{operation['x-features'].join(', ')}</span>
                      )}
                    </Td>
                    <Td>{bodyFields(operation) || '—'}</Td>
                    <Td>{Object.keys(operation.responses).join(', ')}</Td>
                  </tr>
                ))}
              </AdminTable>
            </AdminSection>
          );
        }}
      </QueryState>
    </>
  );
}
