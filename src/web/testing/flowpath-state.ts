import type { FlowpathState } from '#shared/contracts/flowpath';
import type { Stage } from '#shared/flowpath/content';

/** A member's FlowPath as the server answers it: at `stage`, nothing finished, with the parts a test reads. */
export function flowpathAt(stage: Stage, parts: Record<string, unknown>, today = '2026-11-28'): FlowpathState {
  return { today, progress: { stage, completed: {}, percent: 0, count: 0 }, ...parts } as unknown as FlowpathState;
}
