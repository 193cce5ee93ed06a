import { Link } from 'react-router';
import { EXPERIMENT_RESULT_LABELS } from '#shared/contracts/flowpath';
import { daysUntil } from '#shared/flowpath/plan-dates';
import { PageFrame } from '#web/components/page-frame';
import { QueryState } from '#web/components/query-state';
import { TitledSection } from '#web/components/titled-section';
import { buttonVariants } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { formatDay } from '#web/lib/dates';
import { editHomePath } from '#web/features/edits/lib/edit-paths';
import { useFlowpathContent } from '../api/get-flowpath-content';
import { useFlowpath } from '../api/get-flowpath';
import { EnergyHistory } from '../components/energy-history';
import { SourcesNote } from '../components/sources-note';
import { dueWords } from '../lib/dashboard-words';

const linkClass = 'font-semibold text-primary underline underline-offset-4';

/** /flowpath-dashboard (member): progress, experiments and their outcomes, the energy map over time, the next milestone, the matching Edits. */
export function FlowpathDashboardPage() {
  const content = useFlowpathContent();
  const path = useFlowpath();
  return (
    <QueryState query={content} what="FlowPath" page>
      {(authored) => (
        <PageFrame title="FlowPath Dashboard" lead="Where you are on your path, what your experiments taught you, and what comes next.">
          <QueryState query={path} what="your path">
            {(state) => {
              const stage = authored.guide.stages.find((s) => s.id === state.progress.stage)!;
              const open = state.experiments.filter((e) => e.result === null);
              const done = state.experiments.filter((e) => e.result !== null);
              const next = state.plan.next;
              return (
                // wrap-anywhere: the member's own words break to fit the phone (see flowpath-page.tsx).
                <div className="flex flex-col gap-10 wrap-anywhere">
                  <TitledSection id="fp-progress" title="Your progress">
                    <ProgressBar value={state.progress.count} max={7} label="Stages finished" words={(n) => `${n} of 7 stages finished`} />
                    <p>
                      {state.progress.count === 7
                        ? 'You have walked the whole path. You can go back to any stage.'
                        : `Next up: ${stage.title}.`}
                    </p>
                    <div>
                      <Link to="/flowpath" className={buttonVariants()}>
                        {state.progress.count === 0 ? 'Start FlowPath' : 'Continue FlowPath'}
                      </Link>
                    </div>
                  </TitledSection>

                  <TitledSection id="fp-next" title="Next milestone">
                    {next ? (
                      <p>
                        <strong>{next.title}</strong>, by {formatDay(next.dueOn)} ({dueWords(daysUntil(next.dueOn, state.today))}).
                      </p>
                    ) : (
                      <p>No milestone waiting. Your 30-60-90 day plan is the last stage of the path.</p>
                    )}
                  </TitledSection>

                  <TitledSection id="fp-experiments" title="Your experiments">
                    {state.experiments.length === 0 && <p>No experiments yet. Small tries teach you more than long deliberation.</p>}
                    {open.length > 0 && (
                      <div className="flex flex-col gap-2">
                        <h3 className="text-lg font-semibold">Under way</h3>
                        <ul className="flex flex-col gap-2">
                          {open.map((e) => (
                            <li key={e.id}>
                              <Card className="p-4">
                                <p className="font-semibold">{e.title}</p>
                                <p className="text-sm text-muted-foreground">Check back {formatDay(e.checkBackOn)}</p>
                              </Card>
                            </li>
                          ))}
                        </ul>
                      </div>
                    )}
                    {done.length > 0 && (
                      <div className="flex flex-col gap-2">
                        <h3 className="text-lg font-semibold">Finished</h3>
                        <ul className="flex flex-col gap-2">
                          {done.map((e) => (
                            <li key={e.id}>
                              <Card className="flex flex-col gap-1 p-4">
                                <p className="font-semibold">{e.title}</p>
                                <p>{EXPERIMENT_RESULT_LABELS[e.result!]}</p>
                                {e.resultNote && <p className="whitespace-pre-line text-muted-foreground">{e.resultNote}</p>}
                              </Card>
                            </li>
                          ))}
                        </ul>
                      </div>
                    )}
                  </TitledSection>

                  <TitledSection id="fp-energy" title="Your energy map over time">
                    <EnergyHistory history={state.energy.history} />
                  </TitledSection>

                  <TitledSection id="fp-edits" title="Edits that go with FlowPath">
                    <ul className="flex flex-col gap-3">
                      {authored.guide.edits.map((edit) => (
                        <li key={edit.slug} className="flex flex-col gap-1">
                          <Link to={editHomePath({ slug: edit.slug, kind: 'path' })} className={linkClass}>
                            {edit.title}
                          </Link>
                          <p>{edit.why}</p>
                        </li>
                      ))}
                    </ul>
                  </TitledSection>
                  <SourcesNote guide={authored.guide} />
                </div>
              );
            }}
          </QueryState>
        </PageFrame>
      )}
    </QueryState>
  );
}
