import { AdminSection } from '#web/components/admin-page-header';
import { AdminDocsPage } from '../components/admin-docs-page';
import { AdminTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { useSofiaAccessDocs } from '../api/get-sofia-access-docs';

const yes = (given: boolean) => (given ? 'Yes' : 'No');

/**
 * /admin/sofia-access-docs (analyst): who may use which part of Sofia, from the plan table
 * (`tierUnlocks`), and Sofia's routes with their access policy and the features they check, from
 * the server's own route table (decision 094).
 */
export default function SofiaAccessDocsPage() {
  const access = useSofiaAccessDocs();
  return (
    <AdminDocsPage
      title="Sofia Access"
      intro="Who can use Sofia, Personal Guidance and Sofia's safety parts, and what each of Sofia's routes asks of the caller. Drawn from the plan table and the server's routes."
      query={access}
      what="Sofia’s access rules"
    >
      {(data) => (
        <>
          <AdminSection title="By tier" description="A tier has what it adds and everything below it. Safety is never behind a tier.">
            <AdminTable caption="Sofia by membership tier" columns={['Tier', 'sofia', 'personal_guidance', 'sofia_safety']}>
              {data.tiers.map((tier) => (
                <tr key={tier.tier} className={rowClasses}>
                  <Th scope="row">{tier.name}</Th>
                  <Td>{yes(tier.sofia)}</Td>
                  <Td>{yes(tier.personalGuidance)}</Td>
                  <Td>{yes(tier.sofiaSafety)}</Td>
                </tr>
              ))}
            </AdminTable>
            <dl className="mt-4 space-y-2">
              {data.features.map((f) => (
                <div key={f.feature}>
                  <dt>
                    <code>{f.feature}</code>
                    {f.alwaysFree && ' (always free)'}
                  </dt>
                  <dd className="text-muted-foreground">{f.label}</dd>
                </div>
              ))}
            </dl>
          </AdminSection>

          <AdminSection
            title="Sofia’s routes"
            description="Read from the running server: the access policy and the features each route checks."
          >
            <AdminTable caption="Sofia’s routes and their access" columns={['Route', 'Access', 'Checks']}>
              {data.routes.map((route) => (
                <tr key={`${route.method} ${route.url}`} className={rowClasses}>
                  <Th scope="row">
                    <code>
                      {route.method} {route.url}
                    </code>
                  </Th>
                  <Td>{route.access}</Td>
                  <Td>{route.features.length === 0 ? 'Nothing more' : route.features.join(', ')}</Td>
                </tr>
              ))}
            </AdminTable>
          </AdminSection>
        </>
      )}
    </AdminDocsPage>
  );
}
