import { STAGES, type Stage } from './content';

/** Where the member is on the path: the stage they last had open and the stages they finished. */
export interface PathProgress {
  current: Stage | null;
  completed: Partial<Record<Stage, string>>;
}

/** The stage to open: the one the member last had open; else the first not finished; else the plan. */
export function resumeStage(progress: PathProgress): Stage {
  if (progress.current) return progress.current;
  return STAGES.find((stage) => !progress.completed[stage]) ?? 'plan';
}

export function stageIndex(stage: Stage): number {
  return STAGES.indexOf(stage);
}

export const nextStage = (stage: Stage): Stage | null => STAGES[stageIndex(stage) + 1] ?? null;
export const previousStage = (stage: Stage): Stage | null => STAGES[stageIndex(stage) - 1] ?? null;

export interface StageSummary {
  completed: number;
  total: number;
  /** Whole percent of the stages finished. */
  percent: number;
}

export function summariseProgress(progress: PathProgress): StageSummary {
  const completed = STAGES.filter((stage) => progress.completed[stage]).length;
  return { completed, total: STAGES.length, percent: Math.round((completed / STAGES.length) * 100) };
}

/** What a stage needs before it counts as finished, or null when it has it. */
export interface StageFacts {
  worklifeAnswered: boolean;
  tasks: number;
  valuesSorted: boolean;
  optionNotes: number;
  experiments: number;
  scriptsSaved: number;
  milestones: number;
}

export const MIN_TASKS = 3;

export function stageNeeds(stage: Stage, facts: StageFacts): string | null {
  switch (stage) {
    case 'stand':
      return facts.worklifeAnswered ? null : 'Please answer every statement in the worklife check first.';
    case 'energy':
      return facts.tasks >= MIN_TASKS ? null : `Please add at least ${MIN_TASKS} tasks to your energy map.`;
    case 'values':
      return facts.valuesSorted ? null : 'Please sort every value and choose your top five.';
    case 'options':
      return null;
    case 'experiments':
      return facts.experiments >= 1 ? null : 'Please choose or write at least one experiment.';
    case 'conversations':
      return null;
    case 'plan':
      return facts.milestones >= 1 ? null : 'Please add at least one milestone to your plan.';
  }
}
