import { LayoutDashboard, LineChart, NotebookPen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button';
import { useSession } from '#web/features/auth/api/get-session';
import { AssessmentsGlance } from '../components/assessments-glance';
import { JourneyCard } from '../components/journey-stage';
import { LatestCheckin } from '../components/latest-checkin';
import { TodayNextStep } from '../components/today-next-step';

/** Where the page leads on to, after today's cards. */
const PROGRESS_LINKS = [
  { to: '/dashboard', label: 'Your dashboard', Icon: LayoutDashboard },
  { to: '/progress-dashboard', label: 'Your progress', Icon: LineChart },
  { to: '/recent-reflections', label: 'Your reflections', Icon: NotebookPen },
];

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
        {PROGRESS_LINKS.map(({ to, label, Icon }) => (
          <Link key={to} to={to} className={buttonVariants({ variant: 'outline' })}>
            <Icon aria-hidden="true" strokeWidth={1.75} />
            {label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
