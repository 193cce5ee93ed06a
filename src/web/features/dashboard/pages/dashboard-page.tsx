import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { useSession } from '#web/features/auth/api/get-session';
import { useSoulprintSummary } from '#web/features/soulprint/api/get-soulprint-summary';
import { useSoulprintUpdates } from '#web/features/soulprint/api/use-soulprint-updates';
import { SoulprintCompletionCard } from '#web/features/soulprint/components/soulprint-completion-card';
import { DashboardAssessments } from '../components/dashboard-assessments';
import { SoulprintCardSkeleton, WelcomeHeroSkeleton } from '../components/dashboard-skeletons';
import { QuickActions } from '../components/quick-actions';
import { WelcomeHero } from '../components/welcome-hero';
import { JourneyCard } from '#web/features/plan/components/journey-stage';
import { TodayNextStep } from '#web/features/plan/components/today-next-step';

/** The assessments hub's query key, refreshed with the SoulPrint when a result arrives. */
const HUB_KEY = [['assessments', 'hub']] as const;

/** What to call the member: the preferred name, else the first word of the full name. */
function firstName(user: ReturnType<typeof useSession>['user']): string | null {
  if (!user) return null;
  return user.preferredName?.trim() || user.fullName.trim().split(/\s+/)[0] || null;
}

/**
 * /dashboard (member): the welcome hero (spec 2.9), SoulPrint completion, today's next step in
 * the current Edit, today's quick actions (the daily tools), the journey, and where each assessment stands.
 * Its data is asked for as navigation starts (dashboard-data.ts); each card holds its shape meanwhile.
 */
export default function DashboardPage() {
  const { user } = useSession();
  const summary = useSoulprintSummary();
  useSoulprintUpdates(HUB_KEY);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      {summary.isPending ? (
        <>
          <WelcomeHeroSkeleton />
          <SoulprintCardSkeleton />
        </>
      ) : summary.isError ? (
        <>
          <h1 className="text-3xl font-semibold sm:text-4xl">Your dashboard</h1>
          <Notice tone="error" title="We could not load your overview">
            <Button variant="link" className="px-0" onClick={() => void summary.refetch()}>
              Try again
            </Button>
          </Notice>
        </>
      ) : (
        <>
          <WelcomeHero summary={summary.data} name={firstName(user)} />
          <SoulprintCompletionCard completionPercentage={summary.data.completionPercentage} />
        </>
      )}
      <TodayNextStep />
      <QuickActions />
      <JourneyCard />
      <DashboardAssessments />
    </div>
  );
}
