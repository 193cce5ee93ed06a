import { AdminSection } from '#web/components/admin-page-header';
import { AdminDocsPage } from '../components/admin-docs-page';
import { AdminTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { useInsightGatingDocs } from '../api/get-insight-gating-docs';

/**
 * /admin/insight-gating-docs (analyst): how Personal Guidance is gated, by tier and by the amount
 * of a member's data, from the insights module's own constants (decision 102), and the safety
 * tiers with the phrase counts of the shared crisis table and Sofia's rows.
 */
export default function InsightGatingDocsPage() {
  const gating = useInsightGatingDocs();
  return (
    <AdminDocsPage
      title="Insight Gating"
      intro="Which members see Personal Guidance, how much of their own data each insight waits for, the rules every statistic follows, and the safety tiers that are never gated. Drawn from the code."
      query={gating}
      what="the insight gating"
    >
      {(data) => (
        <>
          <AdminSection title="By tier" description={`The feature is ${data.feature}. Other members see what it offers and the way to it.`}>
            <ul className="list-disc pl-5">
              {data.tiers.map((t) => (
                <li key={t.tier}>
                  {t.tier}: {t.unlocked ? 'included' : 'not included'}
                </li>
              ))}
            </ul>
          </AdminSection>

          <AdminSection
            title="Minimum data"
            description="An insight is shown only past its minimum; below it the member is told how much more is needed."
          >
            <AdminTable caption="Each insight’s minimum and why" columns={['Insight', 'Needs', 'Why']}>
              {data.minimums.map((m) => (
                <tr key={m.id} className={rowClasses}>
                  <Th scope="row">{m.insight}</Th>
                  <Td>{m.needs}</Td>
                  <Td>{m.why}</Td>
                </tr>
              ))}
            </AdminTable>
          </AdminSection>

          <AdminSection title="Rules">
            <dl className="space-y-2">
              {data.rules.map((rule) => (
                <div key={rule.name}>
                  <dt className="font-semibold">{rule.name}</dt>
                  <dd className="text-muted-foreground">{rule.value}</dd>
                </div>
              ))}
            </dl>
          </AdminSection>

          <AdminSection
            title="Safety tiers"
            description="Crisis detection is never gated. Phrase counts of the shared table and of Sofia’s rows."
          >
            <AdminTable caption="The shared crisis phrase table" columns={['Tier', 'Phrases']} className="min-w-[20rem]">
              {data.safety.shared.map((row) => (
                <tr key={row.tier} className={rowClasses}>
                  <Th scope="row">{row.tier}</Th>
                  <Td>{row.phrases}</Td>
                </tr>
              ))}
            </AdminTable>
            <div className="mt-4">
              <AdminTable caption="Sofia’s phrases by category" columns={['Category', 'Tier', 'Phrases']} className="min-w-[24rem]">
                {data.safety.sofia.map((row) => (
                  <tr key={`${row.category} ${row.tier}`} className={rowClasses}>
                    <Th scope="row">{row.category}</Th>
                    <Td>{row.tier === 0 ? 'No crisis' : `Tier ${row.tier}`}</Td>
                    <Td>{row.phrases}</Td>
                  </tr>
                ))}
              </AdminTable>
            </div>
          </AdminSection>
        </>
      )}
    </AdminDocsPage>
  );
}
