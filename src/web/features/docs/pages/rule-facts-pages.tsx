import type { FactGroup } from '#shared/docs/rule-facts';
import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { AdminTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { QueryState } from '#web/components/query-state';
import { useRuleFacts } from '../api/get-rule-facts';

/** The facts are served (the rule modules stay out of this chunk, which other pages' chunks share). */
function FactGroups({ kind }: { kind: 'wellness' | 'personalisation' }) {
  const facts = useRuleFacts();
  return (
    <QueryState query={facts} what="the rules">
      {(data) => <Groups groups={data[kind]} />}
    </QueryState>
  );
}

function Groups({ groups }: { groups: FactGroup[] }) {
  return groups.map((group) => (
    <AdminSection key={group.id} title={group.title} description={group.summary}>
      <p className="mb-2 text-sm text-muted-foreground">
        From <code>{group.source}</code>
      </p>
      <AdminTable caption={group.title} columns={['Name', 'Value']}>
        {group.rows.map((row) => (
          <tr key={row.name} className={rowClasses}>
            <Th scope="row">{row.name}</Th>
            <Td className="break-words">{row.value}</Td>
          </tr>
        ))}
      </AdminTable>
    </AdminSection>
  ));
}

/** /admin/wellness-features-docs (analyst): the wellness rules with their constants, read from the shared rule modules. */
export function WellnessFeaturesDocsPage() {
  return (
    <>
      <AdminPageHeader title="Wellness Features">
        How check-ins, the burnout check, the break reminder and the wellness insights work, with the numbers the code uses.
      </AdminPageHeader>
      <FactGroups kind="wellness" />
    </>
  );
}

/** /admin/personalized-content-docs (analyst): what the product personalises and from which data. */
export function PersonalizedContentDocsPage() {
  return (
    <>
      <AdminPageHeader title="Personalized Content">
        What Recalibrate changes for each member, from which of their data, and by which rule. Sofia&apos;s insights have their own page
        (Insight Gating).
      </AdminPageHeader>
      <FactGroups kind="personalisation" />
    </>
  );
}
