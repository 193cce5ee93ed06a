import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Stage } from '#shared/flowpath/content';
import { PageFrame } from '#web/components/page-frame';
import { QueryState } from '#web/components/query-state';
import { Notice } from '#web/components/ui/notice';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { useFlowpathContent } from '../api/get-flowpath-content';
import { useFlowpath } from '../api/get-flowpath';
import { useSaveFlowpath } from '../api/save-flowpath';
import { SourcesNote } from '../components/sources-note';
import { StageNav } from '../components/stage-nav';
import { StageScreen } from '../components/stage-screen';
import { type Unsaved, saveUnsaved } from '../lib/unsaved';

/**
 * /flowpath (member): career guidance from the Career Rebellion Index to a plan, one stage a
 * screen. The open stage lives on the server, so leaving and coming back, on this device or
 * another, opens the same one.
 */
export function FlowpathPage() {
  const content = useFlowpathContent();
  const path = useFlowpath();
  const save = useSaveFlowpath();
  const stage = path.data?.progress.stage;
  const [unsaved] = useState<Unsaved>(() => new Map());
  // Set when the stage bar could not save what is on screen: said under the bar, with focus.
  const [kept, setKept] = useState(false);
  const keptRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (kept) keptRef.current?.focus();
  }, [kept]);
  // A later save (any change answers with the whole path) makes the message stale.
  useEffect(() => setKept(false), [path.data]);
  const seen = useRef<Stage | undefined>(undefined);
  useEffect(() => {
    // A reload or leaving the site with words not yet saved asks first (the browser's own prompt).
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  useEffect(() => {
    // Moving to another stage takes focus to its heading (not on the first paint).
    if (seen.current && stage && seen.current !== stage) document.getElementById('stage-title')?.focus();
    seen.current = stage;
  }, [stage]);

  return (
    <QueryState query={content} what="FlowPath" page>
      {(authored) => (
        <PageFrame
          title="FlowPath"
          lead={authored.guide.intro}
          more={
            <Link
              to="/flowpath-dashboard"
              className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
            >
              Your FlowPath dashboard
            </Link>
          }
        >
          <QueryState query={path} what="your path">
            {(state) => (
              // wrap-anywhere: a member's own words (a pasted link as a task, a title without spaces) break
              // to fit the phone instead of widening the page, which would then pan sideways under taps.
              <div className="flex flex-col gap-8 wrap-anywhere">
                <ProgressBar value={state.progress.count} max={7} label="Stages finished" words={(n) => `${n} of 7 stages finished`} />
                <StageNav
                  content={authored}
                  state={state}
                  disabled={save.isPending}
                  onOpen={async (next) => {
                    // What is on screen is saved before another stage opens; a refusal keeps the member here, with the reason shown.
                    setKept(false);
                    if (await saveUnsaved(unsaved)) save.mutate({ method: 'PUT', path: 'stage', body: { stage: next } });
                    else setKept(true);
                  }}
                />
                {kept && (
                  <Notice ref={keptRef} tone="error">
                    We could not save what you wrote on this stage yet, so it is still open. Your words are still here; what needs another
                    look is marked below.
                  </Notice>
                )}
                <StageScreen content={authored} state={state} save={save.mutateAsync} saving={save.isPending} unsaved={unsaved} />
                <SourcesNote guide={authored.guide} />
              </div>
            )}
          </QueryState>
        </PageFrame>
      )}
    </QueryState>
  );
}
