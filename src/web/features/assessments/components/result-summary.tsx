import type { AssessmentResultResponse } from '#shared/contracts/assessments';
import type { ChosenResult } from './result-outcomes';

/** The page heading: the result type's title and summary, then its interpretation paragraphs. */
export function ResultSummary({ result, main }: { result: AssessmentResultResponse; main: ChosenResult | undefined }) {
  return (
    <header className="flex flex-col gap-4">
      <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">Your {result.title} result</p>
      <h1 className="text-3xl font-semibold sm:text-4xl">{main ? main.type.title : `Your ${result.title} result`}</h1>
      {main ? (
        <>
          <p className="text-xl text-muted-foreground">{main.type.summary}</p>
          {main.ownScoreNote && <p className="border-l-4 border-primary/40 pl-4">{main.ownScoreNote}</p>}
          <div className="prose-calm text-lg">
            {main.type.interpretation.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </>
      ) : (
        <p className="text-xl text-muted-foreground">Here is what your answers suggest, dimension by dimension.</p>
      )}
    </header>
  );
}
