import { useEffect, useRef, useState } from 'react';
import type { ExperimentInput } from '#shared/contracts/flowpath';
import type { ExperimentKind } from '#shared/flowpath/content';
import { checkBackDate } from '#shared/flowpath/plan-dates';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { useChangeExperiment } from '../api/experiment-changes';
import type { StageProps } from '../lib/stage-props';
import { ExperimentCard } from './experiment-card';
import { ExperimentForm } from './experiment-form';
import { StageFooter } from './stage-footer';

/** Stage 5: the library by kind of crafting, the member's own experiments, dates and what came of them. */
export function StageExperiments(props: StageProps) {
  const { content, state, unsaved } = props;
  const { experiments: library } = content;
  const change = useChangeExperiment();
  const [draft, setDraft] = useState<ExperimentInput | null>(null);
  // The stage's one status line: a new status replaces the last, so none is left standing stale.
  const [status, setStatus] = useState<{ text: string; focus: boolean } | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const say = (text: string, focus: boolean) => setStatus({ text, focus });
  useEffect(() => {
    if (status?.focus) statusRef.current?.focus();
  }, [status]);
  const kindTitles = Object.fromEntries(library.kinds.map((k) => [k.id, k.title])) as Record<ExperimentKind, string>;
  const draining = new Set(state.stand.draining);
  const start = (libraryId: string | null) => {
    setStatus(null);
    const item = library.experiments.find((e) => e.id === libraryId);
    setDraft({
      libraryId,
      kind: item?.kind ?? 'task',
      title: item?.title ?? '',
      plan: item?.try ?? '',
      startOn: state.today,
      checkBackOn: checkBackDate(state.today, item?.days ?? 14),
    });
  };
  const save = async (input: ExperimentInput) => {
    await change.mutateAsync({ kind: 'add', input });
    setDraft(null);
    say(`“${input.title.trim()}” is saved. Come back on its check-back date to note what happened.`, true);
  };

  return (
    <div className="flex flex-col gap-8">
      <p>{library.intro}</p>
      {state.experiments.length > 0 && (
        <section aria-labelledby="my-experiments" className="flex flex-col gap-4">
          <h3 id="my-experiments" className="text-xl font-semibold">
            Your experiments
          </h3>
          {state.experiments.map((experiment) => (
            <ExperimentCard key={experiment.id} experiment={experiment} kindTitles={kindTitles} unsaved={unsaved} onDone={say} />
          ))}
        </section>
      )}

      {/* Always in the page, so a status that appears in it is announced even when focus stays put. */}
      <div aria-live="polite" aria-atomic="true" className="empty:absolute">
        {status && (
          <Notice ref={statusRef} tone="success" live={false}>
            {status.text}
          </Notice>
        )}
      </div>
      {draft ? (
        <ExperimentForm
          initial={draft}
          kindTitles={kindTitles}
          unsaved={unsaved}
          draftKey="new-experiment"
          onSave={save}
          onCancel={() => setDraft(null)}
        />
      ) : (
        <div>
          <Button variant="outline" onClick={() => start(null)}>
            Write my own experiment
          </Button>
        </div>
      )}

      {library.kinds.map((kind) => (
        <section key={kind.id} aria-labelledby={`kind-${kind.id}`} className="flex flex-col gap-3">
          <h3 id={`kind-${kind.id}`} className="text-xl font-semibold">
            {kind.title}
          </h3>
          <p className="text-muted-foreground">{kind.description}</p>
          <ul className="flex flex-col gap-3">
            {library.experiments
              .filter((e) => e.kind === kind.id)
              .map((e) => (
                <li key={e.id} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4">
                  <h4 className="font-semibold">{e.title}</h4>
                  {e.areas.some((a) => draining.has(a)) && (
                    <p className="text-sm font-semibold text-primary">For an area that drains you most</p>
                  )}
                  <p>{e.try}</p>
                  <p className="text-sm text-muted-foreground">{e.why}</p>
                  <div>
                    <Button variant="outline" size="sm" onClick={() => start(e.id)} aria-label={`Try this: ${e.title}`}>
                      Try this
                    </Button>
                  </div>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <p className="text-sm text-muted-foreground">{library.basedOn}</p>
      <StageFooter stage="experiments" {...props} />
    </div>
  );
}
