import { ArrowRight, CalendarDays, Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { EditDetailResponse } from '#shared/contracts/edits';
import { buttonVariants } from '#web/components/ui/button';
import { dayOf } from '../lib/edit-paths';
import { EditProgress } from './edit-progress';
import { StartButton } from './start-button';

/** /spark-reboot (spec 2.5): the seven-day quick start, what it is and where the member is in it. */
export function SparkOverview({ program }: { program: EditDetailResponse }) {
  const begun = program.started || program.completedCount > 0;
  const day = dayOf(program);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-10 sm:py-14">
      <div className="flex flex-col gap-5">
        <h1 className="text-3xl font-semibold sm:text-4xl">{program.title}</h1>
        <p className="max-w-[70ch] text-lg text-muted-foreground">{program.summary}</p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" strokeWidth={1.75} className="size-5" />
            {program.moduleCount} days
          </li>
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" strokeWidth={1.75} className="size-5" />
            {program.rhythm}
          </li>
        </ul>
        <EditProgress
          completed={program.completedCount}
          total={program.moduleCount}
          title={program.title}
          unit="days"
          className="max-w-md"
        />
        {begun ? (
          <StartButton edit={program} startLabel="Start day 1" continueLabel={day ? `Continue with day ${day}` : 'Continue'} />
        ) : (
          <Link to="/spark-reboot/welcome" className={buttonVariants({ size: 'lg', className: 'self-start' })}>
            Begin with the welcome
            <ArrowRight aria-hidden="true" strokeWidth={1.75} />
          </Link>
        )}
        <Link to="/spark-reboot/modules" className="self-start font-semibold text-primary underline underline-offset-4">
          See all {program.moduleCount} days
        </Link>
      </div>

      <section aria-labelledby="spark-for-whom" className="flex flex-col gap-3">
        <h2 id="spark-for-whom" className="text-2xl font-semibold">
          Who it is for
        </h2>
        <p className="max-w-[70ch] leading-relaxed">{program.forWhom}</p>
      </section>

      {program.introHtml && (
        <section aria-labelledby="spark-about" className="flex flex-col gap-3">
          <h2 id="spark-about" className="text-2xl font-semibold">
            About Spark Reboot
          </h2>
          {/* Our own authored Markdown, rendered to HTML by the server from content/edits. */}
          <div className="prose-calm" dangerouslySetInnerHTML={{ __html: program.introHtml }} />
        </section>
      )}
    </div>
  );
}
