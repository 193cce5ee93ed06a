import { LayoutDashboard, LineChart, NotebookPen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button';
import { useSession } from '#web/features/auth/api/get-session';
import { AssessmentsGlance } from '../components/assessments-glance';
import { JourneyCard } from '../components/journey-stage';
import { LatestCheckin } from '../components/latest-checkin';
import { TodayNextStep } from '../components/today-next-step';

/** What to call the member: the preferred name, else the first word of the full name. */
function firstName(user: ReturnType<typeof useSession>['user']): string | null {
  if (!user) return null;
  return user.preferredName?.trim() || user.fullName.trim().split(/\s+/)[0] || null;
}

/** /home (member): the today card — one next step, the journey, assessments, the latest check-in. */
export default function HomeTodayPage() {
  const { user } = useSession();
  const name = firstName(user);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:py-14">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold sm:text-4xl">Today</h1>
        <p className="max-w-[65ch] text-lg text-muted-foreground">
          {name ? `Good to see you, ${name}. ` : 'Good to see you. '}
          One small step is enough for today. Here is what is next, and where things stand.
        </p>
      </div>
      <TodayNextStep />
      <JourneyCard />
      <LatestCheckin />
      <AssessmentsGlance />
      <nav aria-label="More about your progress" className="flex flex-wrap gap-3">
        <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
          <LayoutDashboard aria-hidden="true" strokeWidth={1.75} />
          Your dashboard
        </Link>
        <Link to="/progress-dashboard" className={buttonVariants({ variant: 'outline' })}>
          <LineChart aria-hidden="true" strokeWidth={1.75} />
          Your progress
        </Link>
        <Link to="/recent-reflections" className={buttonVariants({ variant: 'outline' })}>
          <NotebookPen aria-hidden="true" strokeWidth={1.75} />
          Your reflections
        </Link>
      </nav>
    </div>
  );
}
