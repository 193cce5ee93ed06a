import { Link } from 'react-router';
import type { SofiaInsightsResponse } from '#shared/contracts/sofia-insights';
import { DEFAULT_INSIGHT } from '#shared/journey/insight';
import { CardShapes } from '#web/components/cards-skeleton';
import { PageFrame } from '#web/components/page-frame';
import { PageSection } from '#web/components/page-section';
import { QueryState } from '#web/components/query-state';
import { Notice } from '#web/components/ui/notice';
import { useJourney } from '#web/features/plan/api/get-journey';
import { STAGE_WORDS } from '#web/features/plan/lib/journey-words';
import { useSofiaInsights } from '../api/get-sofia-insights';
import { LockedOffer, Minimums, PatternList, PredictionList } from './ai-coach-insights';

const LINK = 'font-semibold text-primary underline underline-offset-4';

/** Spec 3 journey insight; spec 8: when it cannot be worked out, the default insight stands in. */
function JourneyInsight() {
  const journey = useJourney();
  const insight = journey.isError ? DEFAULT_INSIGHT : journey.data?.insight;
  if (!insight) return <CardShapes cards={[{ body: 'h-24' }]} />;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-muted-foreground">Stage</dt>
        <dd className="font-semibold">{STAGE_WORDS[insight.stage].name}</dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">Progress in this stage</dt>
        <dd className="font-semibold">{insight.progress_percentage} %</dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">Next step</dt>
        <dd>{insight.next_recommended_action}</dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">Next milestone</dt>
        <dd>{insight.time_to_next_milestone}</dd>
      </div>
      {insight.strengths.length > 0 && (
        <div>
          <dt className="text-sm text-muted-foreground">Strengths</dt>
          {insight.strengths.map((s) => (
            <dd key={s}>{s}</dd>
          ))}
        </div>
      )}
      {insight.blockers.length > 0 && (
        <div>
          <dt className="text-sm text-muted-foreground">What may be in the way</dt>
          {insight.blockers.map((b) => (
            <dd key={b}>{b}</dd>
          ))}
        </div>
      )}
    </dl>
  );
}

const counted = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

type Read = Extract<SofiaInsightsResponse, { unlocked: true }>['read'];

/** Which of the member's data the insights read; the journal only with their consent. */
function ReadSummary({ read }: { read: Read }) {
  return (
    <p>
      {counted(read.checkins, 'check-in')}, {counted(read.modules, 'module')} completed and {counted(read.results, 'assessment result')}.{' '}
      {read.journal === null ? (
        <>
          Your journal was not read, because you have not allowed personalisation. You can change that in{' '}
          <Link to="/privacy-settings" className={LINK}>
            Privacy Settings
          </Link>
          .
        </>
      ) : (
        `The dates of ${read.journal === 1 ? '1 journal entry' : `${read.journal} journal entries`}, never their words.`
      )}
    </p>
  );
}

/**
 * /ai-coach (member; Personal Guidance, Premium and Elite): the journey insight, then patterns and
 * predictions worked out on the server from the member's own data, each with its confidence and
 * the days it rests on, and how much data each needs and why (decision 102).
 */
export default function AiCoachPage() {
  const insights = useSofiaInsights();
  return (
    <PageFrame
      title="Personal Guidance"
      width="4xl"
      lead="Sofia Insights: what your own check-ins, journal and modules show over time, in plain numbers you can check against your days."
    >
      <PageSection id="journey-heading" title="Your journey" card>
        <JourneyInsight />
      </PageSection>

      <QueryState query={insights} what="your insights" shape={<CardShapes cards={[{ body: 'h-40' }, { body: 'h-40' }]} />}>
        {(data) => (
          <>
            {data.unlocked ? (
              <>
                {data.note && (
                  <Notice
                    tone="info"
                    title={data.status === 'unavailable' ? 'Your insights are resting' : 'Still getting to know your days'}
                  >
                    <p>{data.note}</p>
                  </Notice>
                )}
                <PageSection id="patterns-heading" title="Patterns" card>
                  <PatternList patterns={data.patterns} />
                </PageSection>
                <PageSection id="predictions-heading" title="Looking ahead" card>
                  <PredictionList predictions={data.predictions} />
                </PageSection>
                <PageSection id="read-heading" title="What we looked at" card>
                  <ReadSummary read={data.read} />
                </PageSection>
              </>
            ) : (
              <PageSection id="offer-heading" title="What Personal Guidance offers" card>
                <LockedOffer href={data.href} minimums={data.minimums} />
              </PageSection>
            )}
            <PageSection id="minimums-heading" title="How much data each insight needs, and why" card>
              <Minimums minimums={data.minimums} confidenceMeaning={data.confidenceMeaning} />
            </PageSection>
          </>
        )}
      </QueryState>

      <p className="text-sm text-muted-foreground">
        These are patterns in your own ratings, not a diagnosis or medical advice. If something here worries you, a doctor or counsellor can
        help you look at it properly. Read more in{' '}
        <Link to="/our-science" className={LINK}>
          Our Science
        </Link>
        .
      </p>
    </PageFrame>
  );
}
