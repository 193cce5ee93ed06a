import type { Ref } from 'react';
import type { AssessmentDefinition } from '#shared/assessments/definition';
import { type Answers, scaleOf } from '#shared/assessments/scoring';
import { Button } from '#web/components/ui/button';
import { answerText, answeredCount, unansweredItems } from '../lib/quiz-screens';

/** The open questions listed by name; a longer list is summed up. */
const OPEN_SHOWN = 5;

interface ReviewScreenProps {
  definition: AssessmentDefinition;
  answers: Answers;
  headingRef: Ref<HTMLHeadingElement>;
  onGoTo: (itemId: string) => void;
}

/** The last screen: how many questions are answered, the ones still open, and every answer to look over. */
export function ReviewScreen({ definition, answers, headingRef, onGoTo }: ReviewScreenProps) {
  const total = definition.sections.reduce((count, section) => count + section.items.length, 0);
  const open = unansweredItems(definition, answers);

  return (
    <div className="flex flex-col gap-5">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none sm:text-3xl">
        {open.length === 0 ? 'Ready to see your results?' : 'Almost there'}
      </h2>
      <p>
        You answered {answeredCount(definition, answers)} of {total} questions.{' '}
        {open.length === 0 ? 'Take a moment to look over your answers if you like, then send them.' : null}
      </p>
      {open.length > 0 && (
        <div className="flex flex-col gap-2 rounded-card border border-border bg-muted p-4">
          <p className="font-semibold">
            {open.length === 1 ? 'One question still needs an answer:' : `${open.length} questions still need an answer:`}
          </p>
          <ul className="flex flex-col gap-1">
            {open.slice(0, OPEN_SHOWN).map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="min-h-11 py-2 text-left font-semibold text-primary underline underline-offset-4"
                  onClick={() => onGoTo(item.id)}
                >
                  {item.text}
                </button>
              </li>
            ))}
          </ul>
          {open.length > OPEN_SHOWN && (
            <p className="text-muted-foreground">
              And {open.length - OPEN_SHOWN} more. Start with the first, and Next takes you on from there.
            </p>
          )}
        </div>
      )}
      <details className="rounded-card border border-border bg-surface">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold">Look over all your answers</summary>
        <div className="flex flex-col gap-5 px-4 pb-4">
          {definition.sections.map((section) => (
            <div key={section.id} className="flex flex-col gap-2">
              <h3 className="text-lg font-semibold">{section.title}</h3>
              <ul className="flex flex-col divide-y divide-border">
                {section.items.map((item) => (
                  <li key={item.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                    <div>
                      <p>{item.text}</p>
                      <p className="text-muted-foreground">
                        {answerText(scaleOf(definition, item), answers[item.id]) ?? 'Not answered yet'}
                      </p>
                    </div>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="self-start sm:self-center"
                      onClick={() => onGoTo(item.id)}
                      aria-label={`Change: ${item.text}`}
                    >
                      Change
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </details>
    </div>
  );
}
