import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { QueryState } from '#web/components/query-state';
import { useOperatingManual } from '../api/get-operating-manual';

/**
 * /docs/site-operating-manual-view (super_admin): how to run, configure, back up and look after the
 * site, checked against the code by its test (decision 125), with which key settings are set now.
 */
export default function OperatingManualPage() {
  const manual = useOperatingManual();
  return (
    <>
      <AdminPageHeader title="Site Operating Manual">
        How to run Recalibrate day to day and what to do when something goes wrong. Every command and setting named here is checked against
        the code.
      </AdminPageHeader>
      <QueryState query={manual} what="the operating manual">
        {(data) => (
          <>
            <AdminSection title="Settings on this server" description="Whether each is set; never its value.">
              <ul className="grid gap-1 sm:grid-cols-2">
                {data.settings.map((s) => (
                  <li key={s.name}>
                    <code>{s.name}</code>: {s.set ? 'set' : 'not set'}
                  </li>
                ))}
              </ul>
            </AdminSection>
            <nav aria-label="Manual sections" className="mt-8">
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {data.sections.map((s) => (
                  <li key={s.id}>
                    <a className="underline" href={`#${s.id}`}>
                      {s.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {data.sections.map((s) => (
              <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 max-w-[75ch]">
                <h2 id={`${s.id}-title`} className="font-heading text-xl font-semibold">
                  {s.title}
                </h2>
                {s.paragraphs.map((p) => (
                  <p key={p} className="mt-3">
                    {p}
                  </p>
                ))}
                {s.steps.length > 0 && (
                  <ol className="mt-3 list-decimal space-y-1 pl-5">
                    {s.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                )}
                {s.commands.length > 0 && (
                  <pre tabIndex={0} className="mt-3 overflow-auto rounded-card border border-border bg-muted p-4 text-sm">
                    <code>{s.commands.join('\n')}</code>
                  </pre>
                )}
              </section>
            ))}
          </>
        )}
      </QueryState>
    </>
  );
}
