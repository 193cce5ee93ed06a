import type { JourneyResponse } from '#shared/contracts/edits';
import { DEFAULT_INSIGHT } from '#shared/journey/insight';
import { CardsSkeleton } from '#web/components/cards-skeleton';
import { useJourney } from '../api/get-journey';
import { AssessmentRetakes } from '../components/assessment-retakes';
import { EditsInProgress } from '../components/edits-in-progress';
import { JourneyStageDetails } from '../components/journey-stage';
import { ModulesChart } from '../components/modules-chart';
import { SectionCard } from '../components/section-card';
import { StrengthsAndNudges } from '../components/strengths-and-nudges';
import { PageFrame } from '#web/components/page-frame';

/** /progress-dashboard (member): the journey, modules over time, Edits in progress and assessment retakes. */
export default function ProgressDashboardPage() {
  const journey = useJourney();
  // Spec 8: when the journey cannot be worked out, the default insight stands in.
  const data: JourneyResponse | null = journey.isError
    ? {
        data_summary: {
          total_modules_completed: 0,
          soulprint_completion: 0,
          latest_quiz_date: null,
          last_active_date: null,
          total_journal_entries: 0,
        },
        recent_coaching_sessions: [],
        insight: DEFAULT_INSIGHT,
        modulesByWeek: [],
      }
    : (journey.data ?? null);

  return (
    <PageFrame
      title="Your Progress"
      width="4xl"
      lead="How far you have come, at your own pace. Recovery is not a straight line: quiet weeks are part of it, not a step back."
    >
      {data === null ? (
        <CardsSkeleton
          label="Loading your progress..."
          cards={[
            { title: 'Your journey', body: 'h-56' },
            { title: 'Modules over time', body: 'h-48' },
            { title: 'Strengths and gentle next steps', body: 'h-32' },
          ]}
        />
      ) : (
        <>
          <SectionCard id="stage-heading" title="Your journey">
            <JourneyStageDetails insight={data.insight} showStages />
            <p className="text-sm text-muted-foreground">
              {data.data_summary.total_modules_completed === 1
                ? '1 module completed'
                : `${data.data_summary.total_modules_completed} modules completed`}{' '}
              · SoulPrint {data.data_summary.soulprint_completion}% complete
            </p>
          </SectionCard>

          <SectionCard id="modules-heading" title="Modules over time">
            <ModulesChart modulesByWeek={data.modulesByWeek} />
          </SectionCard>

          <SectionCard id="strengths-heading" title="Strengths and gentle next steps">
            <StrengthsAndNudges insight={data.insight} />
          </SectionCard>
        </>
      )}

      <SectionCard id="edits-heading" title="Edits in progress">
        <EditsInProgress />
      </SectionCard>

      <SectionCard id="retakes-heading" title="Your assessments over time">
        <AssessmentRetakes />
      </SectionCard>
    </PageFrame>
  );
}
