import { useEffect, useRef, useState } from 'react';
import type { Stage } from '#shared/flowpath/content';
import { nextStage, previousStage } from '#shared/flowpath/progress';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import type { StageProps } from '../lib/stage-props';
import { saveUnsaved } from '../lib/unsaved';

const NOT_SAVED = 'We kept what you wrote, but some of it needs another look before this stage can be finished. It is marked above.';

/**
 * The foot of a stage: back to the previous stage, and "Finish this stage", which first saves what
 * is on screen and not yet saved (the page promises it is saved as you go), then asks the server to
 * finish the stage (it checks what the stage needs and opens the next). A refusal says what is
 * missing, in the server's words, and takes focus; a later successful save clears it.
 */
export function StageFooter({
  stage,
  save,
  saving,
  state,
  unsaved,
}: Pick<StageProps, 'save' | 'saving' | 'state' | 'unsaved'> & { stage: Stage }) {
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const previous = previousStage(stage);
  const finished = Boolean(state.progress.completed[stage]);
  // Every saved change answers with the whole path, so a new one means the member saved since.
  useEffect(() => setProblem(null), [state]);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  const move = async (change: () => Promise<unknown>, failed: string | null) => {
    setProblem(null);
    if (!(await saveUnsaved(unsaved))) return setProblem(NOT_SAVED);
    try {
      await change();
    } catch (error) {
      setProblem(failed ?? ((error as Error).message || 'We could not save that. Please try again.'));
    }
  };
  const finish = () =>
    move(async () => {
      await save({ method: 'POST', path: `stages/${stage}/complete` });
      window.scrollTo({ top: 0 });
    }, null);
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-6">
      {problem && (
        <Notice ref={problemRef} tone="error">
          {problem}
        </Notice>
      )}
      <div className="flex flex-wrap gap-3">
        {previous && (
          <Button
            variant="outline"
            pending={saving}
            onClick={() =>
              void move(
                () => save({ method: 'PUT', path: 'stage', body: { stage: previous } }),
                'We could not open that stage. Please try again.',
              )
            }
          >
            Back
          </Button>
        )}
        <Button pending={saving} onClick={() => void finish()}>
          {nextStage(stage) ? (finished ? 'Continue' : 'Finish this stage') : finished ? 'Plan saved' : 'Finish my plan'}
        </Button>
      </div>
    </div>
  );
}
