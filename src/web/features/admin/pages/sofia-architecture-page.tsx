import { AdminSection } from '#web/components/admin-page-header';
import { AdminDocsPage } from '../components/admin-docs-page';
import { AdminTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { useSofiaArchitecture } from '../api/get-sofia-architecture';

/**
 * /admin/sofia-architecture (analyst): how Sofia is put together, generated from the code and the
 * running server: the pipeline's order, the engine in use and which SOFIA_* settings are set (by
 * name, never their values), the intents with their training examples, and the exercises.
 */
export default function SofiaArchitecturePage() {
  const architecture = useSofiaArchitecture();
  return (
    <AdminDocsPage
      title="Sofia Architecture"
      intro="How Sofia answers a message, which engine is answering, what she understands and which exercises she guides. Drawn from the code and the server's settings, so it changes when they do."
      query={architecture}
      what="Sofia’s architecture"
    >
      {(data) => (
        <>
          <AdminSection title="Every turn, in order" description="The same steps whichever engine answers.">
            <ol className="list-decimal space-y-2 pl-5">
              {data.pipeline.map((p) => (
                <li key={p.step}>
                  <span className="font-semibold">{p.step}:</span> {p.does}
                </li>
              ))}
            </ol>
          </AdminSection>

          <AdminSection title="Engine" description={`LLM mode needs all of ${data.engine.llmNeeds.join(', ')}.`}>
            <p>
              Active engine: <strong>{data.engine.active === 'llm' ? 'LLM mode' : 'The built-in guide'}</strong>
            </p>
            <p className="mt-2">
              {data.engine.set.length === 0 ? 'No SOFIA_* setting is set.' : 'SOFIA_* settings that are set (values never shown):'}
            </p>
            {data.engine.set.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {data.engine.set.map((name) => (
                  <li key={name}>
                    <code>{name}</code>
                  </li>
                ))}
              </ul>
            )}
          </AdminSection>

          <AdminSection
            title="Intents"
            description="What Sofia recognises, the examples its classifier trains on, and the fast-path patterns."
          >
            <AdminTable caption="Sofia’s intents" columns={['Intent', 'What Sofia does', 'Examples', 'Fast-path patterns']}>
              {data.intents.map((intent) => (
                <tr key={intent.id} className={rowClasses}>
                  <NamedRow name={intent.label} id={intent.id} />
                  <Td>{intent.does}</Td>
                  <Td>{intent.examples}</Td>
                  <Td>{intent.fastPath}</Td>
                </tr>
              ))}
            </AdminTable>
          </AdminSection>

          <AdminSection title="Exercises" description="Each runs as a resumable state machine stored with the conversation.">
            <AdminTable caption="Sofia’s exercises" columns={['Exercise', 'Kind', 'What it is for', 'Length', 'Replies asked']}>
              {data.exercises.map((exercise) => (
                <tr key={exercise.id} className={rowClasses}>
                  <NamedRow name={exercise.name} id={exercise.id} />
                  <Td>{exercise.kind}</Td>
                  <Td>{exercise.purpose}</Td>
                  <Td>{exercise.duration}</Td>
                  <Td>{exercise.steps}</Td>
                </tr>
              ))}
            </AdminTable>
          </AdminSection>
        </>
      )}
    </AdminDocsPage>
  );
}

/** A row's header: the name, with the id the code uses under it. */
function NamedRow({ name, id }: { name: string; id: string }) {
  return (
    <Th scope="row">
      {name} <code className="block text-xs font-normal">{id}</code>
    </Th>
  );
}
