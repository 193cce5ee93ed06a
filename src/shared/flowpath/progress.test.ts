import { describe, expect, it } from 'vitest';
import { nextStage, previousStage, resumeStage, stageNeeds, summariseProgress } from './progress';

describe('resumeStage', () => {
  it.each([
    ['the stage last open', { current: 'values', completed: { stand: 'x', energy: 'x' } }, 'values'],
    ['the first unfinished when none was open', { current: null, completed: { stand: 'x' } }, 'energy'],
    ['the start on a fresh path', { current: null, completed: {} }, 'stand'],
    [
      'the plan when everything is finished',
      { current: null, completed: { stand: 'x', energy: 'x', values: 'x', options: 'x', experiments: 'x', conversations: 'x', plan: 'x' } },
      'plan',
    ],
  ])('%s', (_, progress, expected) => expect(resumeStage(progress as never)).toBe(expected));
});

describe('next and previous', () => {
  it.each([
    ['stand', 'energy', null],
    ['options', 'experiments', 'values'],
    ['plan', null, 'conversations'],
  ] as const)('%s', (stage, next, previous) => {
    expect(nextStage(stage)).toBe(next);
    expect(previousStage(stage)).toBe(previous);
  });
});

describe('summariseProgress', () => {
  it.each([
    [{}, 0, 0],
    [{ stand: 'x', energy: 'x' }, 2, 29],
    [{ stand: 'x', energy: 'x', values: 'x', options: 'x', experiments: 'x', conversations: 'x', plan: 'x' }, 7, 100],
  ])('%j', (completed, count, percent) =>
    expect(summariseProgress({ current: null, completed })).toEqual({ completed: count, total: 7, percent }),
  );
});

describe('stageNeeds', () => {
  const ready = { worklifeAnswered: true, tasks: 3, valuesSorted: true, optionNotes: 0, experiments: 1, scriptsSaved: 0, milestones: 1 };
  it.each([
    ['stand', { worklifeAnswered: false }, 'Please answer every statement in the worklife check first.'],
    ['energy', { tasks: 2 }, 'Please add at least 3 tasks to your energy map.'],
    ['values', { valuesSorted: false }, 'Please sort every value and choose your top five.'],
    ['experiments', { experiments: 0 }, 'Please choose or write at least one experiment.'],
    ['plan', { milestones: 0 }, 'Please add at least one milestone to your plan.'],
  ] as const)('%s needs %j', (stage, missing, message) => {
    expect(stageNeeds(stage, ready)).toBeNull();
    expect(stageNeeds(stage, { ...ready, ...missing })).toBe(message);
  });
  it.each(['options', 'conversations'] as const)('%s needs nothing', (stage) =>
    expect(stageNeeds(stage, { ...ready, optionNotes: 0, scriptsSaved: 0 })).toBeNull(),
  );
});
