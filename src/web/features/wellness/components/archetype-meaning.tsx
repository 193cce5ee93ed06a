import { Link } from 'react-router';
import type { NervousSystemArchetype } from '#shared/assessments/definition';
import { buttonVariants } from '#web/components/ui/button';
import { useAssessment } from '#web/features/assessments/api/get-assessment';
import { QueryState } from '#web/components/query-state';
import type { AssessmentResponse } from '#shared/contracts/assessments';

export const ARCHETYPE_SLUG = 'nervous-system-archetype';
const linkClasses = 'font-semibold text-primary underline underline-offset-4';

/** An invitation to take the Nervous System Archetype when there is no archetype yet. */
export function ArchetypeInvitation() {
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-[70ch]">
        Your archetype is the pattern your nervous system tends to lean on under pressure: revved up, dimmed down, swinging between the two,
        or steady. Fifteen short questions, about four minutes, and you get a plain-words picture with ideas that suit it.
      </p>
      <Link to={`/assessments/${ARCHETYPE_SLUG}`} className={buttonVariants({ className: 'self-start' })}>
        Take the Nervous System Archetype
      </Link>
    </div>
  );
}

/**
 * What the member's archetype means, in the assessment's own words (GET
 * /api/assessments/nervous-system-archetype: its result types), with a link to the full result.
 */
export function ArchetypeMeaning({ archetype }: { archetype: NervousSystemArchetype }) {
  const assessment = useAssessment(ARCHETYPE_SLUG);
  return (
    <QueryState query={assessment} what="what your archetype means">
      {({ definition, latest }) => <Meaning archetype={archetype} definition={definition} latest={latest} />}
    </QueryState>
  );
}

function Meaning({
  archetype,
  definition,
  latest,
}: { archetype: NervousSystemArchetype } & Pick<AssessmentResponse, 'definition' | 'latest'>) {
  const result = definition.outcomes.flatMap((outcome) => outcome.results).find((candidate) => candidate.id === archetype);
  if (!result) return <ArchetypeInvitation />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Your archetype</p>
      <h3 className="-mt-3 font-heading text-2xl font-semibold">{result.title}</h3>
      <p className="max-w-[70ch] text-lg">{result.summary}</p>
      {result.interpretation.slice(0, 2).map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className="max-w-[70ch] leading-relaxed text-muted-foreground">
          {paragraph}
        </p>
      ))}
      <h4 className="mt-2 font-semibold">Ideas that suit it</h4>
      <ul className="flex max-w-[70ch] list-disc flex-col gap-2 pl-6">
        {result.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <p className="text-muted-foreground">
        This describes patterns you notice, not your biology, and it is not a diagnosis.{' '}
        {latest ? (
          <Link to={`/assessments/${ARCHETYPE_SLUG}/result/${latest.id}`} className={linkClasses}>
            Read your full result
          </Link>
        ) : (
          <Link to={`/assessments/${ARCHETYPE_SLUG}`} className={linkClasses}>
            Take the Nervous System Archetype on its own
          </Link>
        )}
        .
      </p>
    </div>
  );
}
