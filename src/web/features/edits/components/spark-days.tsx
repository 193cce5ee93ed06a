import type { EditDetailResponse } from '#shared/contracts/edits';
import { BackLink } from '#web/components/back-link';
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
        <BackLink to="/spark-reboot">Back to Spark Reboot</BackLink>
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
