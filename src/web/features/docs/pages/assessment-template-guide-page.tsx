import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { AdminTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { QueryState } from '#web/components/query-state';
import { useAssessmentTemplate } from '../api/get-assessment-template';

/**
 * /admin/assessment-template-guide (analyst): how to author an assessment, from the definition
 * schema the content loader checks every file with, and a worked example cut from a real file.
 */
export default function AssessmentTemplateGuidePage() {
  const guide = useAssessmentTemplate();
  return (
    <>
      <AdminPageHeader title="Assessment Template Guide">
        An assessment is a JSON file in content/assessments, checked at every start by the same schema this page is drawn from. A file that
        does not pass stops the start with the field named.
      </AdminPageHeader>
      <QueryState query={guide} what="the assessment guide">
        {(data) => (
          <>
            <AdminSection title="How to add one">
              <ol className="list-decimal space-y-1 pl-5">
                <li>Copy the worked example below into content/assessments/&lt;slug&gt;.json, with a new slug.</li>
                <li>Write the scales, then the sections and their items; every choice item names a scale.</li>
                <li>Score dimensions from items, with bands from low to high; mark our own items provisional.</li>
                <li>Choose results with outcome rules over the dimensions.</li>
                <li>Raise scoringVersion whenever items, scales or rules change: results keep the version they were scored with.</li>
                <li>Start the app: the loader checks the file and publishes it.</li>
              </ol>
            </AdminSection>
            <AdminSection title="Fields" description="Every field of a stand-alone assessment file, from the definition schema.">
              <AdminTable caption="Fields of an assessment file" columns={['Field', 'Type', 'Required', 'Rules']}>
                {data.fields.map((field) => (
                  <tr key={field.path} className={rowClasses}>
                    <Th scope="row">
                      <code>{field.path}</code>
                    </Th>
                    <Td>{field.type}</Td>
                    <Td>{field.required ? 'Yes' : 'No'}</Td>
                    <Td>{field.rules || '—'}</Td>
                  </tr>
                ))}
              </AdminTable>
            </AdminSection>
            <AdminSection
              title={`Worked example: ${data.example.title}`}
              description={`Cut from ${data.example.file}: its first two items and what they need.`}
            >
              <pre tabIndex={0} className="max-h-[32rem] overflow-auto rounded-card border border-border bg-muted p-4 text-sm">
                <code>{data.example.excerpt}</code>
              </pre>
            </AdminSection>
            <AdminSection title="Assessments loaded now">
              <AdminTable caption="Loaded assessments" columns={['Assessment', 'Kind', 'Items']}>
                {data.assessments.map((a) => (
                  <tr key={a.slug} className={rowClasses}>
                    <Th scope="row">
                      {a.title} <code className="block text-muted-foreground">{a.slug}</code>
                    </Th>
                    <Td>{a.kind}</Td>
                    <Td>{a.items}</Td>
                  </tr>
                ))}
              </AdminTable>
            </AdminSection>
          </>
        )}
      </QueryState>
    </>
  );
}
