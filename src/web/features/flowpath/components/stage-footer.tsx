import { useState } from 'react';
import type { Stage } from '#shared/flowpath/content';
import { nextStage, previousStage } from '#shared/flowpath/progress';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import type { StageProps } from '../lib/stage-props';

/**
 * The foot of a stage: back to the previous stage, and "Finish this stage" (the server checks what
 * the stage needs and opens the next). A refusal says what is missing, in the server's words.
 */
export function StageFooter({ stage, save, saving, state }: Pick<StageProps, 'save' | 'saving' | 'state'> & { stage: Stage }) {
  const [problem, setProblem] = useState<string | null>(null);
  const previous = previousStage(stage);
  const finished = Boolean(state.progress.completed[stage]);
  const finish = async () => {
    setProblem(null);
    try {
      await save({ method: 'POST', path: `stages/${stage}/complete` });
      window.scrollTo({ top: 0 });
    } catch (error) {
      setProblem((error as Error).message || 'We could not save that. Please try again.');
    }
  };
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-6">
      {problem && <Notice tone="error">{problem}</Notice>}
      <div className="flex flex-wrap gap-3">
        {previous && (
          <Button
            variant="outline"
            disabled={saving}
            onClick={() =>
              save({ method: 'PUT', path: 'stage', body: { stage: previous } }).catch(() =>
                setProblem('We could not open that stage. Please try again.'),
              )
            }
          >
            Back
          </Button>
        )}
        <Button disabled={saving} onClick={() => void finish()}>
          {nextStage(stage) ? (finished ? 'Continue' : 'Finish this stage') : finished ? 'Plan saved' : 'Finish my plan'}
        </Button>
      </div>
    </div>
  );
}
