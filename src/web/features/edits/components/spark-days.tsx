import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { EditDetailResponse } from '#shared/contracts/edits';
import { dayOf } from '../lib/edit-paths';
import { EditProgress } from './edit-progress';
import { ModuleList } from './module-list';
import { StartButton } from './start-button';

/** /spark-reboot/modules (spec 2.5): the seven days with their status; each opens the module player. */
export function SparkDays({ program }: { program: EditDetailResponse }) {
  const day = dayOf(program);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      <div className="flex flex-col gap-4">
        <Link
          to="/spark-reboot"
          className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" strokeWidth={1.75} className="size-5" />
          Back to Spark Reboot
        </Link>
        <h1 className="text-3xl font-semibold sm:text-4xl">The {program.moduleCount} days of Spark Reboot</h1>
        <p className="max-w-[70ch] text-muted-foreground">One small module a day. If a day slips by, just carry on from where you are.</p>
        <EditProgress
          completed={program.completedCount}
          total={program.moduleCount}
          title={program.title}
          unit="days"
          className="max-w-md"
        />
        <StartButton edit={program} startLabel="Start day 1" continueLabel={day ? `Continue with day ${day}` : 'Continue'} />
      </div>
      <ModuleList edit={program} label={`The ${program.moduleCount} days of Spark Reboot`} />
    </div>
  );
}
