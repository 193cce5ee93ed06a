import { ArrowRight, CalendarDays, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { IconFacts } from '#web/components/icon-facts';
import type { EditDetailResponse } from '#shared/contracts/edits';
import { buttonVariants } from '#web/components/ui/button';
import { EditAbout } from './edit-about';
import { SparkProgress, SparkStartButton } from './spark-parts';

/** /spark-reboot (spec 2.5): the seven-day quick start, what it is and where the member is in it. */
export function SparkOverview({ program }: { program: EditDetailResponse }) {
  const begun = program.started || program.completedCount > 0;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-10 sm:py-14">
      <div className="flex flex-col gap-5">
        <h1 className="text-3xl font-semibold sm:text-4xl">{program.title}</h1>
        <p className="max-w-[70ch] text-lg text-muted-foreground">{program.summary}</p>
        <IconFacts
          facts={[
            { icon: CalendarDays, text: `${program.moduleCount} days` },
            { icon: Clock, text: program.rhythm },
          ]}
        />
        <SparkProgress program={program} />
        {begun ? (
          <SparkStartButton program={program} />
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

      <EditAbout edit={program} ids={{ forWhom: 'spark-for-whom', about: 'spark-about' }} aboutTitle="About Spark Reboot" />
    </div>
  );
}
