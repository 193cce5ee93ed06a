import { useId } from 'react';
import type { AssessmentDefinition, Item } from '#shared/assessments/definition';
import { type AnswerValue, type Answers, scaleOf } from '#shared/assessments/scoring';
import type { QuizScreen } from '../lib/quiz-screens';
import { QuestionField } from './question-field';

interface QuestionScreenProps {
  definition: AssessmentDefinition;
  screen: QuizScreen;
  answers: Answers;
  errors: Record<string, string>;
  onAnswer: (item: Item, value: AnswerValue | undefined) => void;
}

/** One screen: the section's title (and its intro where the section starts), then its questions. */
export function QuestionScreen({ definition, screen, answers, errors, onAnswer }: QuestionScreenProps) {
  const introId = useId();
  const intro = screen.startsSection ? screen.section.intro : undefined;
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h2 className="font-sans text-sm font-semibold tracking-wide text-accent-text uppercase">{screen.section.title}</h2>
        {intro && (
          <p id={introId} className="max-w-[70ch] text-lg">
            {intro}
          </p>
        )}
      </div>
      {screen.items.map((item, index) => (
        <QuestionField
          key={item.id}
          item={item}
          scale={scaleOf(definition, item)}
          value={answers[item.id]}
          onChange={(value) => onAnswer(item, value)}
          error={errors[item.id]}
          describedBy={intro && index === 0 ? introId : undefined}
        />
      ))}
    </div>
  );
}
