import type { JourneyResponse } from '#shared/contracts/edits';
import { DEFAULT_INSIGHT, JOURNEY_STAGES } from '#shared/journey/insight';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { useJourney } from '../api/get-journey';
import { nextStage, STAGE_WORDS, stagePosition } from '../lib/journey-words';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { JourneyShape } from './plan-skeletons';
import { SectionCard } from './section-card';

type Insight = JourneyResponse['insight'];

/** The stage, how far through it, and the time to the next milestone. */
export function JourneyStageDetails({ insight, showStages = false }: { insight: Insight; showStages?: boolean }) {
  const words = STAGE_WORDS[insight.stage];
  const next = nextStage(insight.stage);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-muted-foreground">{stagePosition(insight.stage)}</p>
        <p className="text-2xl font-semibold text-primary">{words.name}</p>
        <p className="max-w-[65ch]">{words.meaning}</p>
        <p className="max-w-[65ch] text-sm text-muted-foreground">{words.why}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span className="font-semibold">Progress in this stage</span>
          <span className="text-muted-foreground">{insight.progress_percentage}%</span>
        </div>
        <ProgressBar value={insight.progress_percentage} label={`Progress in the ${words.name} stage`} />
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-0.5">
          <dt className="text-sm font-semibold text-muted-foreground">
            {next ? `Next milestone: ${STAGE_WORDS[next].name}` : 'Next milestone'}
          </dt>
          <dd>{insight.time_to_next_milestone}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-sm font-semibold text-muted-foreground">A good next step</dt>
          <dd>{insight.next_recommended_action}</dd>
        </div>
      </dl>
      {showStages && (
        <ol aria-label="Journey stages" className="flex flex-wrap gap-2">
          {JOURNEY_STAGES.map((stage) => (
            <li
              key={stage}
              aria-current={stage === insight.stage ? 'step' : undefined}
              className={cn(
                'rounded-full border px-3 py-1 text-sm',
                stage === insight.stage
                  ? 'border-primary bg-primary text-primary-foreground font-semibold'
                  : 'border-border text-muted-foreground',
              )}
            >
              {STAGE_WORDS[stage].name}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * The journey stage and progress as a card (GET /api/journey, fresh for 2 minutes). When the
 * journey cannot be loaded it shows the default insight (spec 8), as the spec asks.
 */
export function JourneyCard({ headingLevel = 2, className }: { headingLevel?: 2 | 3; className?: string }) {
  const journey = useJourney();
  return (
    <SectionCard
      id="journey-card-heading"
      title="Your journey"
      headingLevel={headingLevel}
      link={{ to: '/progress-dashboard', label: 'See your progress' }}
      className={className}
    >
      {journey.isPending ? (
        <Skeleton label="Loading your journey...">
          <JourneyShape />
        </Skeleton>
      ) : (
        <JourneyStageDetails insight={journey.isError ? DEFAULT_INSIGHT : journey.data.insight} />
      )}
    </SectionCard>
  );
}
