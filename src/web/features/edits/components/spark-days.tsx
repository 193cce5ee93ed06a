import type { EditDetailResponse } from '#shared/contracts/edits';
import { BackLink } from '#web/components/back-link';
import { ModuleList } from './module-list';
import { SparkProgress, SparkStartButton } from './spark-parts';

/** /spark-reboot/modules (spec 2.5): the seven days with their status; each opens the module player. */
export function SparkDays({ program }: { program: EditDetailResponse }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      <div className="flex flex-col gap-4">
        <BackLink to="/spark-reboot">Back to Spark Reboot</BackLink>
        <h1 className="text-3xl font-semibold sm:text-4xl">The {program.moduleCount} days of Spark Reboot</h1>
        <p className="max-w-[70ch] text-muted-foreground">One small module a day. If a day slips by, just carry on from where you are.</p>
        <SparkProgress program={program} />
        <SparkStartButton program={program} />
      </div>
      <ModuleList edit={program} label={`The ${program.moduleCount} days of Spark Reboot`} />
    </div>
  );
}
