import type { EditDetailResponse } from '#shared/contracts/edits';
import { dayOf } from '../lib/edit-paths';
import { EditProgress } from './edit-progress';
import { StartButton } from './start-button';

/** How many of Spark Reboot's days are done. */
export function SparkProgress({ program }: { program: EditDetailResponse }) {
  return <EditProgress edit={program} unit="days" className="max-w-md" />;
}

/** Start day 1, or Continue with the day the member is on. */
export function SparkStartButton({ program }: { program: EditDetailResponse }) {
  const day = dayOf(program);
  return <StartButton edit={program} startLabel="Start day 1" continueLabel={day ? `Continue with day ${day}` : 'Continue'} />;
}
