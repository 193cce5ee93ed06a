import type { AssessmentResultResponse } from '#shared/contracts/assessments';
import { Badge } from '#web/components/ui/badge';
import { cn } from '#web/lib/cn';
import { formatPercent } from './result-format';
import { withPart } from '#shared/assessments/parts';
import { ByPart } from './result-parts';
import { ResultSection } from './result-section';

type Dimension = AssessmentResultResponse['dimensions'][number];
type DimensionScore = AssessmentResultResponse['scores']['dimensions'][string];

const HIGHER_IS = {
  better: 'A higher score means things are easier here.',
  harder: 'A higher score means more strain here.',
} as const;

/** The band as content names it; the provisional badge says "provisional", so the label need not repeat it. */
function bandText(dimension: Dimension, band: string): string {
  return dimension.provisional ? band.replace(/\s*\(provisional\)\s*$/i, '') : band;
}

interface Row {
  dimension: Dimension;
  score: DimensionScore | undefined;
}

/** Past this, a score says something about its side of the scale: strain, or ease. */
const MIDPOINT = 50;

/**
 * One sentence for screen readers and skimmers: where the most strain and the most ease show. A
 * side is named only from the middle of its scale up, so a low score is never called "ease".
 */
export function scoresSummary(rows: Row[]): string {
  const scored = rows.filter(
    (row): row is { dimension: Dimension; score: DimensionScore & { percent: number } } =>
      row.score?.valid === true && row.score.percent !== null,
  );
  if (scored.length === 0) return 'None of these could be scored from your answers.';
  const pick = (higherIs: 'better' | 'harder') =>
    scored
      .filter((row) => row.dimension.higherIs === higherIs && row.score.percent >= MIDPOINT)
      .sort((a, b) => b.score.percent - a.score.percent)[0];
  const strain = pick('harder');
  const ease = pick('better');
  const parts: string[] = [];
  if (strain) parts.push(`The most strain shows in ${withPart(strain.dimension)} (${formatPercent(strain.score.percent)} out of 100).`);
  if (ease) parts.push(`The most ease shows in ${withPart(ease.dimension)} (${formatPercent(ease.score.percent)} out of 100).`);
  return parts.length ? parts.join(' ') : 'Every score sits in the lower half of its scale.';
}

function ScoreBar({ percent, higherIs }: { percent: number; higherIs: Dimension['higherIs'] }) {
  const width = `${Math.max(0, Math.min(100, percent))}%`;
  return (
    <svg aria-hidden="true" focusable="false" className="h-3 w-full overflow-visible" preserveAspectRatio="none">
      <rect width="100%" height="100%" rx="6" className="fill-muted" />
      <rect width={width} height="100%" rx="6" className={higherIs === 'better' ? 'fill-primary' : 'fill-accent'} />
    </svg>
  );
}

/** One dimension's score: its name, value and band in words, and its bar. */
function ScoreRow({ dimension, score }: Row) {
  const scored = score?.valid === true && score.percent !== null;
  return (
    <li className="flex flex-col gap-1.5" data-dimension={dimension.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-semibold">{dimension.label}</span>
        <span className="flex flex-wrap items-center gap-2 text-sm">
          {scored ? (
            <>
              <span className="font-semibold">{formatPercent(score.percent!)} out of 100</span>
              {score.band && <span className="text-muted-foreground">{bandText(dimension, score.band)}</span>}
            </>
          ) : (
            <span className="text-muted-foreground">Not enough answers to score this</span>
          )}
          {dimension.provisional && <Badge variant="outline">Provisional</Badge>}
        </span>
      </div>
      <div className={cn(!scored && 'opacity-40')}>
        <ScoreBar percent={scored ? score.percent! : 0} higherIs={dimension.higherIs} />
      </div>
      <p className="text-sm text-muted-foreground">
        {dimension.description}
        <span className="sr-only"> {HIGHER_IS[dimension.higherIs]}</span>
      </p>
    </li>
  );
}

/** Scores per dimension as an accessible horizontal bar chart: every bar also says its value and band in text. */
export function ResultScores({ dimensions, scores }: { dimensions: Dimension[]; scores: Record<string, DimensionScore> }) {
  if (dimensions.length === 0) return null;
  const rows: Row[] = dimensions.map((dimension) => ({ dimension, score: scores[dimension.id] }));
  return (
    <ResultSection id="result-scores" title="Your scores">
      <figure className="flex flex-col gap-4">
        <figcaption className="text-muted-foreground">
          Each score is placed on a scale from 0 to 100. Sage bars are areas where higher is easier; amber bars are areas where higher means
          more strain. {scoresSummary(rows)}
        </figcaption>
        <ByPart
          items={rows}
          partOf={(row) => row.dimension.part}
          label="Scores by dimension"
          list={(group, label) => (
            <ul className="flex flex-col gap-5" aria-label={label}>
              {group.map(({ dimension, score }) => (
                <ScoreRow key={dimension.id} dimension={dimension} score={score} />
              ))}
            </ul>
          )}
        />
        {dimensions.some((dimension) => dimension.provisional) && (
          <p className="text-sm text-muted-foreground">
            Provisional: these scores come from our own questions. Their bands are a first guide, not validated norms.
          </p>
        )}
      </figure>
    </ResultSection>
  );
}
