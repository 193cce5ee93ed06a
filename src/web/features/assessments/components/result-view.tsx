import { useEffect, useRef } from 'react';
import type { AssessmentResultResponse } from '#shared/contracts/assessments';
import { CrisisResources } from '#web/components/crisis-resources';
import { Notice } from '#web/components/ui/notice';
import { ResultAbout } from './result-about';
import { ResultComparison } from './result-comparison';
import { ResultNextSteps } from './result-next-steps';
import { ResultOtherOutcomes } from './result-other-outcomes';
import { chosenResults } from './result-outcomes';
import { ResultScores } from './result-scores';
import { ResultSummary } from './result-summary';
import { ResultTypeChange } from './result-type-change';
import { ResultWellbeingNote } from './result-wellbeing-note';

/**
 * One result, in this order (SCIENCE.md, spec 2.4): crisis resources before anything else when the
 * safety answer asked for them, the WHO-5 note, the result type (and, after a retake that changed
 * it, what changed and why), the other outcomes, scores, what
 * it is based on, not a diagnosis, the date, the change since last time, and next steps.
 */
export function ResultView({ result }: { result: AssessmentResultResponse }) {
  const crisis = result.scores.notices.includes('crisis');
  const crisisRef = useRef<HTMLElement>(null);
  const [main, ...others] = chosenResults(result);

  // Someone who just told us they are struggling lands on the resources, not below them.
  useEffect(() => {
    if (crisis) crisisRef.current?.focus();
  }, [crisis, result.id]);

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      {crisis && <CrisisResources ref={crisisRef} />}
      {result.scores.notices.includes('who5_low') && <ResultWellbeingNote />}
      {result.viewedAsStaff && (
        <Notice tone="info" title="Staff view">
          You are viewing this member's result inside an impersonation session, which is recorded in the audit log. The member sees the same
          page.
        </Notice>
      )}
      <ResultSummary result={result} main={main} />
      <ResultTypeChange result={result} />
      <ResultOtherOutcomes others={others} />
      <ResultScores dimensions={result.dimensions} scores={result.scores.dimensions} />
      <ResultAbout result={result} />
      <ResultComparison result={result} />
      <ResultNextSteps slug={result.slug} main={main} viewedAsStaff={result.viewedAsStaff} />
    </article>
  );
}
