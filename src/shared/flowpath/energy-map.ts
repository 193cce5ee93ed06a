/**
 * The energy map: the member's regular work tasks, each rated for the energy it gives or takes
 * (−2 takes a lot … +2 gives a lot) and for how much it matters to them (1 a little … 3 a lot).
 * In job demands-resources terms, drainers are demands to reduce, fillers are resources, and
 * tasks that give energy and matter are the ones worth protecting.
 */
export const ENERGY_VALUES = [-2, -1, 0, 1, 2] as const;
export const IMPORTANCE_VALUES = [1, 2, 3] as const;
export const MAX_TASKS = 20;

export type EnergyClass = 'protect' | 'filler' | 'steady' | 'drainer';

export interface EnergyTask {
  id: string;
  name: string;
  energy: number;
  importance: number;
}

/**
 * Gives energy and matters at least somewhat: worth protecting. Gives energy but matters little:
 * a filler. Takes energy: a drainer (whatever it matters). Neither gives nor takes: steady.
 */
export function classifyTask(task: Pick<EnergyTask, 'energy' | 'importance'>): EnergyClass {
  if (task.energy > 0) return task.importance >= 2 ? 'protect' : 'filler';
  return task.energy < 0 ? 'drainer' : 'steady';
}

/** A drainer that matters a lot is worth reshaping rather than dropping. */
export const worthReshaping = (task: Pick<EnergyTask, 'energy' | 'importance'>) => task.energy < 0 && task.importance === 3;

export interface EnergyMapSummary {
  counts: Record<EnergyClass, number>;
  /** Sum of the tasks' energy: below 0 the week takes more than it gives. */
  balance: number;
  /** The heaviest drainers first (most energy taken, then least important), at most three. */
  heaviest: string[];
}

export function summariseEnergyMap(tasks: EnergyTask[]): EnergyMapSummary {
  const counts: Record<EnergyClass, number> = { protect: 0, filler: 0, steady: 0, drainer: 0 };
  for (const task of tasks) counts[classifyTask(task)]++;
  const heaviest = tasks
    .filter((t) => t.energy < 0)
    .map((t, order) => ({ ...t, order }))
    .sort((a, b) => a.energy - b.energy || a.importance - b.importance || a.order - b.order)
    .slice(0, 3)
    .map((t) => t.id);
  return { counts, balance: tasks.reduce((sum, t) => sum + t.energy, 0), heaviest };
}

export type Trend = 'rising' | 'falling' | 'steady';
/** A change of at least this much (on the check-ins' 1–10 scale) between halves is a trend. */
export const TREND_STEP = 1;

/**
 * The work-satisfaction trend of the member's check-ins (oldest first): the mean of the later half
 * against the earlier half. Null with fewer than four check-ins: too few to say.
 */
export function workSatisfactionTrend(ratings: number[]): Trend | null {
  if (ratings.length < 4) return null;
  const half = Math.floor(ratings.length / 2);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const change = mean(ratings.slice(ratings.length - half)) - mean(ratings.slice(0, half));
  if (change >= TREND_STEP) return 'rising';
  return change <= -TREND_STEP ? 'falling' : 'steady';
}
