import { describe, expect, it } from 'vitest';
import { EXERCISES, exerciseInfo, startExercise, stepExercise } from './registry';
import { parseExerciseState } from './state-schema';
import { STOP_CLOSING } from './stop';
import { WAY_OUT, WAY_OUT_REPLIES } from './way-out';
import {
  EXERCISE_IDS,
  REFRAME_STEPS,
  type ExerciseId,
  type ExerciseState,
  type ExerciseTurn,
  type ReframeState,
  type ReframeStep,
} from './types';

/** The reframe's run from [what the member says, the answer it fills, its value, the next question]. */
function reframeRun(rows: readonly [string, ReframeStep, string | number, RegExp][]) {
  let answers: ReframeState['answers'] = {};
  return rows.map(([say, step, value, ask], index) => {
    answers = { ...answers, [step]: value };
    const next = REFRAME_STEPS[Math.min(index + 1, REFRAME_STEPS.length - 1)]!;
    return { say, state: { exercise: 'thought-reframe', step: next, answers } as ExerciseState, ask };
  });
}

/** A complete run of each exercise: what the member says at each step and the state after it. */
const RUNS: Record<ExerciseId, readonly { say: string; state: ExerciseState; ask: RegExp }[]> = {
  '4-7-8-breath': [
    { say: 'done', state: { exercise: '4-7-8-breath', round: 1 }, ask: /^Cycle 2 of 4/ },
    { say: 'ok', state: { exercise: '4-7-8-breath', round: 2 }, ask: /^Cycle 3 of 4/ },
    { say: 'next', state: { exercise: '4-7-8-breath', round: 3 }, ask: /^Last cycle, 4 of 4/ },
    { say: 'Done!', state: { exercise: '4-7-8-breath', round: 4 }, ask: /^That is all 4 cycles/ },
  ],
  'box-breathing': [
    { say: 'done', state: { exercise: 'box-breathing', round: 1 }, ask: /^Round 2 of 4/ },
    { say: 'yes', state: { exercise: 'box-breathing', round: 2 }, ask: /^Round 3 of 4/ },
    { say: 'I am done', state: { exercise: 'box-breathing', round: 3 }, ask: /^Last round, 4 of 4/ },
    { say: 'ok', state: { exercise: 'box-breathing', round: 4 }, ask: /^That is all 4 rounds/ },
  ],
  '5-4-3-grounding': [
    {
      say: 'my desk, a lamp and the window',
      state: { exercise: '5-4-3-grounding', sense: 0, named: 3 },
      ask: /^Good, that is 3\. 2 more things you can see/,
    },
    { say: 'a plant', state: { exercise: '5-4-3-grounding', sense: 0, named: 4 }, ask: /^Good\. One more thing you can see/ },
    { say: 'my mug', state: { exercise: '5-4-3-grounding', sense: 1, named: 0 }, ask: /^That is 5\. Now 4 things you can touch or feel/ },
    {
      say: 'the chair\nmy socks\nthe desk\ncold air',
      state: { exercise: '5-4-3-grounding', sense: 2, named: 0 },
      ask: /^That is 4\. Last, listen for 3 things you can hear/,
    },
    { say: 'traffic; a fan & birds', state: { exercise: '5-4-3-grounding', sense: 2, named: 3 }, ask: /^That is 5, 4 and 3/ },
  ],
  'thought-reframe': reframeRun([
    ['My manager moved my deadline up', 'situation', 'My manager moved my deadline up', /^What went through your mind/],
    ['I will fail', 'thought', 'I will fail', /^How strongly do you believe/],
    ['about 80%', 'belief', 80, /^What makes the thought feel true/],
    ['I am behind', 'evidenceFor', 'I am behind', /^Now what does not fit/],
    ['I met the last two', 'evidenceAgainst', 'I met the last two', /^Looking at both sides/],
    ['It is tight, and I can ask for help', 'balanced', 'It is tight, and I can ask for help', /^Reading the first thought again/],
    ['5/10', 'rerate', 50, /^Your belief in the first thought went from 80 to 50: 30 points lower\./],
  ]),
};

/** The turns of a run up to (not including) step `upTo`, starting from `start()`. */
function runTo(id: ExerciseId, upTo: number): ExerciseTurn {
  let turn = startExercise(id);
  for (const { say } of RUNS[id].slice(0, upTo)) turn = stepExercise(turn.state, say);
  return turn;
}

const stepsOf = (id: ExerciseId) => RUNS[id].map((step, index) => [id, index, step] as const);
const ALL_STEPS = EXERCISE_IDS.flatMap(stepsOf);

describe('Sofia exercises as state machines', () => {
  it('lists every exercise once in the registry, with what it is for and how long it takes', () => {
    expect(EXERCISES.map((e) => e.id)).toEqual([...EXERCISE_IDS]);
    for (const id of EXERCISE_IDS) {
      expect(exerciseInfo(id).purpose.length).toBeGreaterThan(20);
      expect(exerciseInfo(id).duration.minutes).toBeGreaterThan(0);
      expect(exerciseInfo(id).steps).toBe(RUNS[id].length - (id === '5-4-3-grounding' ? 2 : 0));
    }
  });

  it.each(EXERCISE_IDS)('starts %s with an introduction and a first question, unfinished', (id) => {
    const turn = startExercise(id);
    expect(turn.finished).toBe(false);
    expect(turn.prompts.length).toBe(2);
    expect(turn.prompts[0]!.text).toMatch(/stop/);
  });

  it.each(ALL_STEPS)('%s step %i: %j moves on', (id, index, { say, state, ask }) => {
    const turn = stepExercise(runTo(id, index).state, say);
    expect(turn.state).toEqual(state);
    expect(turn.prompts.map((p) => p.text).join(' ')).toMatch(ask);
    const last = index === RUNS[id].length - 1;
    expect(turn.finished).toBe(last);
    expect(turn.outcome).toBe(last ? 'completed' : undefined);
  });

  it.each(ALL_STEPS)('%s step %i: stopping there ends it kindly and keeps the state', (id, index) => {
    const before = runTo(id, index).state;
    for (const say of ['stop', 'Stop please', 'I want to stop', 'exit', 'quit', 'cancel', 'can we stop now?', 'I’d like to stop.']) {
      const turn = stepExercise(before, say);
      expect(turn).toEqual({ prompts: [{ text: STOP_CLOSING }], state: before, finished: true, outcome: 'stopped' });
    }
  });

  it.each(ALL_STEPS)('%s step %i: the state survives a JSON round trip and resumes the same', (id, index, { say }) => {
    const state = runTo(id, index).state;
    const stored = JSON.stringify(state);
    const read = parseExerciseState(stored);
    expect(read).toEqual(state);
    expect(stepExercise(read!, say)).toEqual(stepExercise(state, say));
  });

  it('carries the phase timings of every breathing cycle for the pacer', () => {
    const start = startExercise('4-7-8-breath');
    expect(start.prompts[1]!.breath).toEqual({
      pattern: { inhale: 4, hold: 7, exhale: 8, rest: 0 },
      phases: [
        { kind: 'inhale', label: 'Breathe in', seconds: 4 },
        { kind: 'hold', label: 'Hold', seconds: 7 },
        { kind: 'exhale', label: 'Breathe out', seconds: 8 },
      ],
      round: 1,
      rounds: 4,
      secondsPerRound: 19,
    });
    const box = stepExercise(startExercise('box-breathing').state, 'done').prompts[0]!.breath!;
    expect([box.round, box.rounds, box.secondsPerRound, box.phases.map((p) => p.seconds)]).toEqual([2, 4, 16, [4, 4, 4, 4]]);
  });
});

describe('asking again without losing the state', () => {
  const reframeAt = (step: number) => runTo('thought-reframe', step).state;

  it.each([
    ['a belief of 150', 2, '150', /number from 0 to 100/],
    ['a belief in words', 2, 'a lot', /number from 0 to 100/],
    ['a negative belief', 2, '-20', /number from 0 to 100/],
    ['two different numbers', 2, 'between 60 and 70', /number from 0 to 100/],
    ['a re-rate of 101', 6, '101%', /believe the first thought now/],
    ['an empty situation', 0, '   ', /A few words about what happened/],
    ['"idk" as the thought', 1, 'idk', /Even a few words of the thought/],
    ['"ok" as evidence against', 4, 'ok', /anything, however small/],
    ['"yes" as the thought', 1, 'yes', /Even a few words of the thought/],
    ['"no" as the thought', 1, 'No.', /Even a few words of the thought/],
    ['"sure" as the balanced thought', 5, 'sure', /fairer way to say it/],
  ])('re-asks for %s, keeping every answer and counting the miss', (_name, step, say, reask) => {
    const state = reframeAt(step);
    const turn = stepExercise(state, say);
    expect(turn.state).toEqual({ ...state, missed: 1 });
    expect(turn.finished).toBe(false);
    expect(turn.prompts[0]!.text).toMatch(reask);
    expect(turn.prompts[0]!.text).not.toContain(WAY_OUT);
  });

  // Review 5, finding 5: the belief step asked for a number forever; only "stop" got out.
  it.each([
    [
      'the reframe’s belief',
      'thought-reframe',
      2,
      ['I guess it is not everything', 'ok', 'next'],
      ['0', '25', '50', '75', '100', ...WAY_OUT_REPLIES],
    ],
    ['the reframe’s thought', 'thought-reframe', 1, ['yes', 'ok', 'idk'], [...WAY_OUT_REPLIES]],
    ['grounding', '5-4-3-grounding', 0, ['ok', 'idk', 'hm'], [...WAY_OUT_REPLIES]],
  ] as const)('offers the way out in words from the second unusable answer at %s', (_name, id, upTo, says, replies) => {
    let state = runTo(id, upTo).state;
    const turns = says.map((say) => {
      const turn = stepExercise(state, say);
      state = turn.state;
      return turn;
    });
    expect(turns.map((turn) => turn.prompts[0]!.text.includes(WAY_OUT))).toEqual([false, true, true]);
    expect(turns[1]!.prompts[0]!.replies).toEqual(replies);
    expect(state).toMatchObject({ missed: 3 });
    // A usable answer moves on and forgets the misses.
    const moved = stepExercise(state, RUNS[id][upTo]!.say);
    expect(moved.state).toEqual(RUNS[id][upTo]!.state);
  });

  it.each([
    ['ok', 0, 'Just name 5 things you can see'],
    ['idk', 0, 'Just name 5 things you can see'],
    ['', 1, 'Just name 2 things you can see'],
  ])('grounding re-asks gently when %j names nothing', (say, upTo, reask) => {
    const state = runTo('5-4-3-grounding', upTo).state;
    const turn = stepExercise(state, say);
    expect(turn.state).toEqual({ ...state, missed: 1 });
    expect(turn.prompts[0]!.text).toContain(reask);
  });
});

describe('reading a stored state', () => {
  it.each([
    ['not JSON', '{nope'],
    ['an unknown exercise', { exercise: 'yoga', round: 1 }],
    ['a round past the end', { exercise: 'box-breathing', round: 9 }],
    ['a belief over 100', { exercise: 'thought-reframe', step: 'evidenceFor', answers: { belief: 120 } }],
    ['a missing field', { exercise: '5-4-3-grounding', sense: 1 }],
    ['a miss count of 0', { exercise: '5-4-3-grounding', sense: 1, named: 0, missed: 0 }],
  ])('refuses %s', (_name, value) => {
    expect(parseExerciseState(value)).toBeNull();
  });
});
