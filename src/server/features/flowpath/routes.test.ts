import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Actor, VISITOR } from '#shared/access/policy';
import { CHECKIN_RATINGS } from '#server/testing/checkin';
import { makeActor } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { type Method, expectFieldErrors, callerOf } from '#server/testing/requests';
import { quizResults } from '../assessments/schema';

const t = setUpTestApp();
const call = callerOf(t);
const state = async (actor: Actor) => (await call(actor, 'GET', '/api/flowpath')).json();

const ANSWERS = {
  workload_doable: 1,
  workload_no_recovery: 5,
  control_how: 2,
  control_pulled: 4,
  reward_noticed: 4,
  reward_worth_it: 4,
  community_support: 5,
  community_tension: 1,
  fairness_decisions: 3,
  fairness_favour: 3,
  values_proud: 4,
  values_against: 2,
};
const TASKS = [
  { id: 't1', name: 'Client calls', energy: 2, importance: 3 },
  { id: 't2', name: 'Status reports', energy: -2, importance: 1 },
  { id: 't3', name: 'Team meeting', energy: -1, importance: 2 },
  { id: 't4', name: 'Mentoring', energy: 1, importance: 1 },
  { id: 't5', name: 'Filing', energy: 0, importance: 1 },
];

const EXPERIMENT = {
  libraryId: 'a-real-lunch',
  kind: 'boundary',
  title: 'A real lunch break',
  plan: 'Away from the desk',
  startOn: '2026-12-01',
  checkBackOn: '2026-12-11',
};
const PLAN = { startOn: '2026-12-01', emailReminders: false, milestones: [{ horizon: 30, title: 'Two experiments finished' }] };
const SOME_ID = randomUUID();

/** Every FlowPath route, each with a body it would accept. */
const ROUTES: [Method, string, object?][] = [
  ['GET', '/api/flowpath/content'],
  ['GET', '/api/flowpath'],
  ['PUT', '/api/flowpath/stage', { stage: 'energy' }],
  ['POST', '/api/flowpath/stages/stand/complete'],
  ['PUT', '/api/flowpath/worklife', { answers: ANSWERS }],
  ['PUT', '/api/flowpath/energy', { tasks: TASKS }],
  ['PUT', '/api/flowpath/values', { piles: {}, top: [], rewarded: [] }],
  ['PUT', '/api/flowpath/options', { notes: {}, leaning: null }],
  ['POST', '/api/flowpath/experiments', EXPERIMENT],
  ['PATCH', `/api/flowpath/experiments/${SOME_ID}`, { result: 'gave' }],
  ['DELETE', `/api/flowpath/experiments/${SOME_ID}`],
  ['PUT', '/api/flowpath/scripts/saying-no', { text: 'Not this week.' }],
  ['PUT', '/api/flowpath/plan', PLAN],
  ['PATCH', `/api/flowpath/milestones/${SOME_ID}`, { done: true }],
];

describe('FlowPath: who may call it', () => {
  it.each(ROUTES)('asks a visitor to sign in: %s %s', async (method, url, payload) => {
    const res = await call(VISITOR, method, url, payload);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('gives a new member a fresh path at the start', async () => {
    const fresh = await state(makeActor());
    expect(fresh.progress).toEqual({ stage: 'stand', completed: {}, percent: 0, count: 0 });
    expect(fresh.stand.careerResult).toBeNull();
    expect(fresh.plan).toEqual({ startOn: null, emailReminders: false, milestones: [], next: null });
  });

  it('serves the authored content to members', async () => {
    const res = await call(makeActor(), 'GET', '/api/flowpath/content');
    expect(res.statusCode).toBe(200);
    expect(res.json().values.values.length).toBeGreaterThanOrEqual(28);
    expect(res.json().guide.stages).toHaveLength(7);
  });

  it.each([
    ['a premium member', { tier: 'premium' }],
    ['a coach', { isCoach: true }],
    ['an analyst', { staffRole: 'analyst' }],
    ['an admin', { staffRole: 'admin' }],
    ['a super admin', { staffRole: 'super_admin' }],
  ] as const)('gives %s a path of their own and nothing of a member’s', async (_, spec) => {
    const member = makeActor();
    const experiment = (await call(member, 'POST', '/api/flowpath/experiments', EXPERIMENT)).json();
    const milestone = (await call(member, 'PUT', '/api/flowpath/plan', PLAN)).json().plan.milestones[0];
    await call(member, 'PUT', '/api/flowpath/energy', { tasks: TASKS });

    const actor = makeActor(spec);
    const theirs = await state(actor);
    expect(theirs.experiments).toEqual([]);
    expect(theirs.energy.tasks).toEqual([]);
    expect(theirs.plan.milestones).toEqual([]);
    expect((await call(actor, 'PATCH', `/api/flowpath/experiments/${experiment.id}`, { result: 'took' })).statusCode).toBe(404);
    expect((await call(actor, 'DELETE', `/api/flowpath/experiments/${experiment.id}`)).statusCode).toBe(404);
    expect((await call(actor, 'PATCH', `/api/flowpath/milestones/${milestone.id}`, { done: true })).statusCode).toBe(404);
    expect((await call(actor, 'PUT', '/api/flowpath/energy', { tasks: TASKS.slice(0, 3) })).json().energy.tasks).toEqual(TASKS.slice(0, 3));

    const mine = await state(member);
    expect(mine.experiments).toEqual([expect.objectContaining({ id: experiment.id, result: null })]);
    expect(mine.plan.milestones).toEqual([expect.objectContaining({ id: milestone.id, doneAt: null })]);
    expect(mine.energy.tasks).toEqual(TASKS);
  });
});

describe('FlowPath: where you stand', () => {
  it('shows the latest Career Rebellion Index stance', async () => {
    const userId = randomUUID();
    const member = makeActor({ userId });
    await t.database.db.insert(quizResults).values({
      userId,
      slug: 'career-rebellion-index',
      quizType: 'cri',
      resultType: 'quiet_reshaper',
      answers: {},
      scores: { dimensions: {} } as never,
      scoringVersion: '1.0.0',
    });
    expect((await state(member)).stand.careerResult).toMatchObject({ resultType: 'quiet_reshaper', title: 'The Quiet Reshaper' });
    expect((await state(makeActor())).stand.careerResult).toBeNull();
  });

  it('scores the worklife check, names what drains most, and finishes the stage only when all is answered', async () => {
    const member = makeActor();
    expectFieldErrors(await call(member, 'PUT', '/api/flowpath/worklife', { answers: { nope: 3, control_how: 9 } }), [
      'answers.nope',
      'answers.control_how',
    ]);
    const partial = await call(member, 'PUT', '/api/flowpath/worklife', { answers: { workload_doable: 1 } });
    expect(partial.statusCode).toBe(200);
    const early = await call(member, 'POST', '/api/flowpath/stages/stand/complete');
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('Please answer every statement in the worklife check first.');

    const saved = (await call(member, 'PUT', '/api/flowpath/worklife', { answers: ANSWERS })).json();
    expect(saved.stand.scores[0]).toEqual({ area: 'workload', score: 1, band: 'strain' });
    expect(saved.stand.draining).toEqual(['workload', 'control']);
    const done = (await call(member, 'POST', '/api/flowpath/stages/stand/complete')).json();
    expect(done.progress).toMatchObject({ stage: 'energy', count: 1, percent: 14 });
  });
});

describe('FlowPath: energy map and resuming', () => {
  it('keeps the map, classifies it over time, and opens the same stage on another device', async () => {
    const member = makeActor();
    expect((await call(member, 'POST', '/api/flowpath/stages/energy/complete')).json().detail).toBe(
      'Please add at least 3 tasks to your energy map.',
    );
    expectFieldErrors(await call(member, 'PUT', '/api/flowpath/energy', { tasks: [{ ...TASKS[0], energy: 5, name: '' }] }), [
      'tasks.0.energy',
      'tasks.0.name',
    ]);
    const saved = (await call(member, 'PUT', '/api/flowpath/energy', { tasks: TASKS })).json();
    expect(saved.energy.tasks).toEqual(TASKS);
    expect(saved.energy.history).toEqual([
      expect.objectContaining({ counts: { protect: 1, filler: 1, steady: 1, drainer: 2 }, balance: 0 }),
    ]);
    // Saving again the same day replaces the day's map rather than adding one.
    const again = (await call(member, 'PUT', '/api/flowpath/energy', { tasks: TASKS.slice(0, 3) })).json();
    expect(again.energy.history).toHaveLength(1);
    expect(again.energy.history[0].balance).toBe(-1);

    await call(member, 'POST', '/api/flowpath/stages/energy/complete');
    expect((await call(member, 'PUT', '/api/flowpath/stage', { stage: 'options' })).statusCode).toBe(200);
    // A second device (a new request, nothing kept in the client) opens the same stage.
    expect((await state(member)).progress.stage).toBe('options');
    expect((await state(makeActor())).progress.stage).toBe('stand');
    expect((await state(makeActor())).energy.tasks).toEqual([]);
  });

  it('draws on the check-ins work-satisfaction trend', async () => {
    const member = makeActor();
    for (const work of [3, 3, 6, 7]) await call(member, 'POST', '/api/wellness/checkins', { ...CHECKIN_RATINGS, work_satisfaction: work });
    expect((await state(member)).energy.workTrend).toBe('rising');
    expect((await state(makeActor())).energy.workTrend).toBeNull();
  });
});

describe('FlowPath: values and options', () => {
  it('checks the sort, compares the top five with what work rewards, and keeps option notes', async () => {
    const member = makeActor();
    const content = (await call(member, 'GET', '/api/flowpath/content')).json();
    const ids: string[] = content.values.values.map((v: { id: string }) => v.id);
    const piles = Object.fromEntries(ids.map((id, i) => [id, i < 6 ? 'very' : 'less']));
    expectFieldErrors(await call(member, 'PUT', '/api/flowpath/values', { piles, top: ids.slice(5, 8), rewarded: [] }), ['top']);
    expectFieldErrors(await call(member, 'PUT', '/api/flowpath/values', { piles: { made_up: 'very' }, top: [], rewarded: [] }), ['values']);
    const saved = (await call(member, 'PUT', '/api/flowpath/values', { piles, top: ids.slice(0, 5), rewarded: [ids[0], ids[9]] })).json();
    expect(saved.values.top).toEqual(ids.slice(0, 5));
    expect((await call(member, 'POST', '/api/flowpath/stages/values/complete')).json().progress.completed.values).toEqual(
      expect.any(String),
    );

    expectFieldErrors(await call(member, 'PUT', '/api/flowpath/options', { notes: { nope: 'x' }, leaning: null }), ['notes']);
    const notes = { 'stay-and-craft': 'Worth a try <first>', 'pause-or-rest-first': 'Talk to my doctor' };
    const options = (await call(member, 'PUT', '/api/flowpath/options', { notes, leaning: 'stay-and-craft' })).json();
    expect(options.options).toEqual({ notes, leaning: 'stay-and-craft' });
  });
});

describe('FlowPath: experiments', () => {
  const experiment = EXPERIMENT;

  it('adds, records the outcome of and removes an experiment, for its owner only', async () => {
    const member = makeActor();
    const other = makeActor();
    expectFieldErrors(await call(member, 'POST', '/api/flowpath/experiments', { ...experiment, checkBackOn: '2026-11-30' }), [
      'checkBackOn',
    ]);
    expectFieldErrors(await call(member, 'POST', '/api/flowpath/experiments', { ...experiment, libraryId: 'nope' }), ['libraryId']);
    const created = await call(member, 'POST', '/api/flowpath/experiments', experiment);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    expect((await call(other, 'PATCH', `/api/flowpath/experiments/${id}`, { result: 'gave' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/flowpath/experiments/${id}`)).statusCode).toBe(404);
    const recorded = (
      await call(member, 'PATCH', `/api/flowpath/experiments/${id}`, { result: 'gave', resultNote: 'Calmer afternoons' })
    ).json();
    expect(recorded).toMatchObject({ result: 'gave', resultNote: 'Calmer afternoons', recordedAt: expect.any(String) });
    expect((await state(member)).experiments).toEqual([recorded]);
    expect((await state(other)).experiments).toEqual([]);

    expect((await call(member, 'DELETE', `/api/flowpath/experiments/${id}`)).statusCode).toBe(204);
    expect((await state(member)).experiments).toEqual([]);
  });

  it('names every refused field of a new experiment in one answer, the dates with the title', async () => {
    const member = makeActor();
    const refused = await call(member, 'POST', '/api/flowpath/experiments', {
      ...experiment,
      title: '',
      startOn: '2026-12-10',
      checkBackOn: '2026-12-01',
    });
    expectFieldErrors(refused, ['title', 'checkBackOn']);
    expect(refused.json().errors).toContainEqual({
      field: 'checkBackOn',
      message: 'Please choose a check-back date after the start date.',
    });
    expectFieldErrors(await call(member, 'POST', '/api/flowpath/experiments', { ...experiment, title: '', startOn: 'soon' }), [
      'title',
      'startOn',
    ]);
    expect((await state(member)).experiments).toEqual([]);
  });

  it('changes a saved experiment’s words and dates, keeping its recorded outcome', async () => {
    const member = makeActor();
    const { id } = (await call(member, 'POST', '/api/flowpath/experiments', experiment)).json();
    await call(member, 'PATCH', `/api/flowpath/experiments/${id}`, { result: 'gave', resultNote: 'Calmer afternoons' });
    const change = { title: 'A long lunch', plan: 'Out of the building', startOn: '2026-12-05', checkBackOn: '2026-12-20' };
    expectFieldErrors(await call(member, 'PATCH', `/api/flowpath/experiments/${id}`, { ...change, checkBackOn: '2026-12-04' }), [
      'checkBackOn',
    ]);
    const changed = await call(member, 'PATCH', `/api/flowpath/experiments/${id}`, change);
    expect(changed.statusCode).toBe(200);
    expect((await state(member)).experiments).toEqual([
      expect.objectContaining({ id, ...change, result: 'gave', resultNote: 'Calmer afternoons', recordedAt: expect.any(String) }),
    ]);
  });
});

describe('FlowPath: conversations and the plan', () => {
  it('saves an edited script and refuses one that does not exist', async () => {
    const member = makeActor();
    expect((await call(member, 'PUT', '/api/flowpath/scripts/made-up', { text: 'Hi' })).statusCode).toBe(404);
    const saved = (await call(member, 'PUT', '/api/flowpath/scripts/saying-no', { text: 'Not this week, thanks.' })).json();
    expect(saved.scripts).toEqual({ 'saying-no': 'Not this week, thanks.' });
    expect((await state(makeActor())).scripts).toEqual({});
  });

  it('dates milestones from the start, keeps them by id, marks them done and names the next', async () => {
    const member = makeActor();
    const plan = {
      startOn: '2026-12-01',
      emailReminders: true,
      milestones: [
        { horizon: 60, title: 'Talk to my manager about workload' },
        { horizon: 30, title: 'Two experiments finished' },
      ],
    };
    const saved = (await call(member, 'PUT', '/api/flowpath/plan', plan)).json();
    expect(saved.plan.milestones.map((m: { dueOn: string }) => m.dueOn)).toEqual(['2026-12-31', '2027-01-30']);
    expect(saved.plan.next.title).toBe('Two experiments finished');
    const first = saved.plan.milestones[0];

    expect((await call(makeActor(), 'PATCH', `/api/flowpath/milestones/${first.id}`, { done: true })).statusCode).toBe(404);
    const stranger = await call(makeActor(), 'PUT', '/api/flowpath/plan', {
      ...plan,
      milestones: [{ id: first.id, horizon: 90, title: 'Mine now' }],
    });
    expect(stranger.statusCode).toBe(404);

    const done = (await call(member, 'PATCH', `/api/flowpath/milestones/${first.id}`, { done: true })).json();
    expect(done.plan.next.title).toBe('Talk to my manager about workload');
    // Saving the plan again keeps a kept milestone's done time and drops the one left out.
    const kept = (
      await call(member, 'PUT', '/api/flowpath/plan', {
        ...plan,
        milestones: [{ id: first.id, horizon: 30, title: 'Two experiments, done' }],
      })
    ).json();
    expect(kept.plan.milestones).toEqual([
      expect.objectContaining({ id: first.id, title: 'Two experiments, done', doneAt: expect.any(String) }),
    ]);
    expect(kept.plan.next).toBeNull();
    expect((await call(member, 'POST', '/api/flowpath/stages/plan/complete')).statusCode).toBe(200);
  });
});
