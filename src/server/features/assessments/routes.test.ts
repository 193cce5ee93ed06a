import { describe, expect, it } from 'vitest';
import { type AssessmentDefinition, allItems } from '#shared/assessments/definition';
import type { Answers } from '#shared/assessments/scoring';
import { ANSWER_MESSAGES } from '#shared/assessments/scoring';
import type { Actor } from '#shared/access/policy';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { ASSESSMENT_ACCESS_MESSAGES } from '#shared/contracts/assessments';
import { accessCodes } from '../launch-gate/schema';
import { assessmentAccessGrants } from './schema';
import { signUpVerified } from '#server/testing/auth-helpers';
import { makeActor } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { expectFieldErrors, callerOf } from '#server/testing/requests';

const t = setUpTestApp();

const call = callerOf(t);

async function definitionOf(actor: Actor, slug: string): Promise<AssessmentDefinition> {
  const res = await call(actor, 'GET', `/api/assessments/${slug}`);
  expect(res.statusCode).toBe(200);
  return res.json().definition;
}

/** Answers every item with the option `pick` chooses (the lowest by default; the safety item 0). */
function answersFor(definition: AssessmentDefinition, pick: (values: number[]) => number = (v) => Math.min(...v)): Answers {
  const answers: Answers = {};
  for (const item of allItems(definition)) {
    if (item.kind === 'text') continue;
    const values = definition.scales.find((s) => s.id === item.scale)!.options.map((o) => o.value);
    answers[item.id] = item.kind === 'multi' ? [values[0]!] : item.safety ? 0 : pick(values);
  }
  return answers;
}

async function submit(actor: Actor, slug: string, answers: Answers) {
  return call(actor, 'POST', `/api/assessments/${slug}/submit`, { answers });
}

describe('assessment hub and definitions', () => {
  it('lists every assessment but the supplemental one, not started, for a new member', async () => {
    const member = makeActor();
    const res = await call(member, 'GET', '/api/assessments');
    expect(res.statusCode).toBe(200);
    const slugs = res.json().assessments.map((a: { slug: string }) => a.slug);
    expect(slugs[0]).toBe('operating-system-audit');
    expect(slugs).toContain('master');
    expect(slugs).not.toContain('supplemental');
    expect(res.json().assessments.every((a: { status: string }) => a.status === 'not_started')).toBe(true);
  });

  it('answers 404 for an unknown assessment', async () => {
    expect((await call(makeActor(), 'GET', '/api/assessments/not-a-quiz')).statusCode).toBe(404);
  });

  it('is for members only', async () => {
    expect((await call({ kind: 'visitor' }, 'GET', '/api/assessments')).statusCode).toBe(401);
    expect((await call({ kind: 'visitor' }, 'GET', '/api/soulprint')).statusCode).toBe(401);
  });
});

describe('progress is saved as the person goes', () => {
  it('resumes with the saved answers and position, and shows in progress on the hub', async () => {
    const member = makeActor();
    const definition = await definitionOf(member, 'operating-system-audit');
    const [first, second] = allItems(definition);
    const partial = { [first!.id]: 3, [second!.id]: 2 };
    const returning = async () => (await call(member, 'GET', '/api/soulprint/summary')).json().returning;
    expect(await returning()).toBe(false);
    const saved = await call(member, 'PUT', '/api/assessments/operating-system-audit/progress', { answers: partial, position: 2 });
    expect(saved.statusCode).toBe(200);

    const again = (await call(member, 'GET', '/api/assessments/operating-system-audit')).json();
    expect(again.progress).toMatchObject({ answers: partial, position: 2 });
    const hub = (await call(member, 'GET', '/api/assessments')).json().assessments;
    expect(hub.find((a: { slug: string }) => a.slug === 'operating-system-audit')).toMatchObject({ status: 'in_progress', answered: 2 });
    // The dashboard greets someone part-way through as returning (spec 2.9: Continue Your Journey).
    expect(await returning()).toBe(true);

    // Another member sees nothing of it.
    expect((await call(makeActor(), 'GET', '/api/assessments/operating-system-audit')).json().progress).toBeNull();

    expect((await call(member, 'DELETE', '/api/assessments/operating-system-audit/progress')).statusCode).toBe(204);
    expect((await call(member, 'GET', '/api/assessments/operating-system-audit')).json().progress).toBeNull();
  });

  it('refuses out-of-range and unknown answers in progress with field errors, and keeps the earlier save', async () => {
    const member = makeActor();
    const definition = await definitionOf(member, 'operating-system-audit');
    const item = allItems(definition)[0]!;
    await call(member, 'PUT', '/api/assessments/operating-system-audit/progress', { answers: { [item.id]: 1 }, position: 1 });
    const res = await call(member, 'PUT', '/api/assessments/operating-system-audit/progress', {
      answers: { [item.id]: 99, made_up: 1 },
      position: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: `answers.${item.id}`, message: ANSWER_MESSAGES.invalid },
        { field: 'answers.made_up', message: ANSWER_MESSAGES.unknown },
      ]),
    );
    expect((await call(member, 'GET', '/api/assessments/operating-system-audit')).json().progress.answers).toEqual({ [item.id]: 1 });
  });
});

describe('submitting', () => {
  it('names every missing, out-of-range and unknown answer, and stores nothing', async () => {
    const member = makeActor();
    const definition = await definitionOf(member, 'operating-system-audit');
    const answers = answersFor(definition);
    const items = allItems(definition);
    delete answers[items[0]!.id];
    answers[items[1]!.id] = 42;
    answers.not_a_question = 1;
    const res = await submit(member, 'operating-system-audit', answers);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { field: string; message: string }[];
    expect(errors).toHaveLength(3);
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: `answers.${items[0]!.id}`, message: ANSWER_MESSAGES.missing },
        { field: `answers.${items[1]!.id}`, message: ANSWER_MESSAGES.invalid },
        { field: 'answers.not_a_question', message: ANSWER_MESSAGES.unknown },
      ]),
    );
    expect((await call(member, 'GET', '/api/assessments/operating-system-audit/results')).json().results).toEqual([]);
  });

  it('stores the result with answers, scores and scoring version, clears progress, and compares with the previous attempt', async () => {
    const member = makeActor();
    const definition = await definitionOf(member, 'operating-system-audit');
    await call(member, 'PUT', '/api/assessments/operating-system-audit/progress', { answers: {}, position: 0 });
    const first = await submit(member, 'operating-system-audit', answersFor(definition));
    expect(first.statusCode).toBe(201);
    const { resultId, resultPath } = first.json();
    expect(resultPath).toBe(`/assessment/os-audit-result/${resultId}`);
    expect((await call(member, 'GET', '/api/assessments/operating-system-audit')).json().progress).toBeNull();

    const result = (await call(member, 'GET', `/api/assessments/results/${resultId}`)).json();
    expect(result).toMatchObject({
      id: resultId,
      slug: 'operating-system-audit',
      kind: 'operating_system_audit',
      scoringVersion: definition.scoringVersion,
      previous: null,
    });
    expect(result.scores.dimensions.who5).toMatchObject({ valid: true });
    expect(result.resultType).toBe(result.scores.outcomes.burnout_type);
    expect(result.basedOn).toBe(definition.basedOn);

    const second = await submit(
      member,
      'operating-system-audit',
      answersFor(definition, (v) => Math.max(...v)),
    );
    const again = (await call(member, 'GET', `/api/assessments/results/${second.json().resultId}`)).json();
    expect(again.previous).toMatchObject({ id: resultId });
    const history = (await call(member, 'GET', '/api/assessments/operating-system-audit/results')).json().results;
    expect(history.map((r: { id: string }) => r.id)).toEqual([second.json().resultId, resultId]);
    // Issue 16: each attempt carries its result's name as people read it.
    const titles = new Map(definition.outcomes.flatMap((o) => o.results).map((type) => [type.id, type.title]));
    expect(history[0].resultTitle).toBe(titles.get(again.resultType));
    expect(history[0].resultTitle).not.toBe(again.resultType);
  });

  it('flags a safety answer above 0 as a crisis notice on the stored result', async () => {
    const member = makeActor();
    const definition = await definitionOf(member, 'operating-system-audit');
    const safety = allItems(definition).find((i) => i.safety)!;
    const res = await submit(member, 'operating-system-audit', { ...answersFor(definition), [safety.id]: 1 });
    const result = (await call(member, 'GET', `/api/assessments/results/${res.json().resultId}`)).json();
    expect(result.scores.notices).toContain('crisis');
  });
});

describe('who may read a result', () => {
  it('gives another member, staff of any rank and a visitor the same answer as a missing id; only the owner reads it', async () => {
    const owner = makeActor();
    const definition = await definitionOf(owner, 'operating-system-audit');
    const { resultId } = (await submit(owner, 'operating-system-audit', answersFor(definition))).json();
    const url = `/api/assessments/results/${resultId}`;
    expect((await call(owner, 'GET', url)).json().viewedAsStaff).toBe(false);
    expect((await call(makeActor(), 'GET', url)).statusCode).toBe(404);
    expect((await call(makeActor({ staffRole: 'analyst' }), 'GET', url)).statusCode).toBe(404);
    expect((await call(makeActor(), 'GET', '/api/assessments/results/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call({ kind: 'visitor' }, 'GET', url)).statusCode).toBe(401);
    expect((await call(makeActor({ staffRole: 'admin' }), 'GET', url)).statusCode).toBe(404);
    expect((await call(makeActor({ staffRole: 'super_admin' }), 'GET', url)).statusCode).toBe(404);
  });

  it('shows staff a result only inside an impersonation session, flagged as such', async () => {
    const owner = makeActor();
    const definition = await definitionOf(owner, 'operating-system-audit');
    const { resultId } = (await submit(owner, 'operating-system-audit', answersFor(definition))).json();
    const impersonated = { ...owner, impersonatedBy: randomUUID() } as Actor;
    const seen = await call(impersonated, 'GET', `/api/assessments/results/${resultId}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().viewedAsStaff).toBe(true);
  });
});

describe('SoulPrint tracking (spec 4)', () => {
  it('starts at 0, reaches 86 % after the audit with astrology left, and 100 % with cosmic coordinates', async () => {
    const member = makeActor();
    const start = (await call(member, 'GET', '/api/soulprint')).json();
    expect(start).toMatchObject({
      completionPercentage: 0,
      completedAssessments: 0,
      onboarding: { isNewUser: true, isOnboardingComplete: false, hasCompletedAssessments: false },
    });

    const definition = await definitionOf(member, 'operating-system-audit');
    await submit(
      member,
      'operating-system-audit',
      answersFor(definition, (v) => Math.max(...v)),
    );
    const after = (await call(member, 'GET', '/api/soulprint')).json();
    expect(after.tracking).toMatchObject({ completed: 6, total: 7, progress: 86, remaining: ['astrology'] });
    expect(after.completionPercentage).toBe(86);
    expect(after.onboarding).toEqual({ isNewUser: false, isOnboardingComplete: true, hasCompletedAssessments: true });
    expect(after.burnoutType).not.toBeNull();
    expect(after.archetype).not.toBeNull();
    expect(after.axes.length).toBeGreaterThan(5);
    expect(after.history).toHaveLength(1);

    const cosmic = await call(member, 'PUT', '/api/soulprint/cosmic-coordinates', {
      birthDate: '1990-06-15',
      birthTime: '14:30',
      birthPlace: 'Lisbon',
      utcOffsetMinutes: 60,
    });
    expect(cosmic.statusCode).toBe(200);
    expect(cosmic.json()).toMatchObject({
      completionPercentage: 100,
      tracking: { completed: 7, remaining: [] },
      astrology: { sunSign: 'Gemini', birthPlace: 'Lisbon' },
    });
    expect((await call(member, 'GET', '/api/soulprint/summary')).json().completionPercentage).toBe(100);
  });

  it('counts a single quiz as its own flag only', async () => {
    const member = makeActor();
    const definition = await definitionOf(member, 'nervous-system-archetype');
    await submit(member, 'nervous-system-archetype', answersFor(definition));
    const soulprint = (await call(member, 'GET', '/api/soulprint')).json();
    expect(soulprint.tracking).toMatchObject({ completed: 1, progress: 14 });
    expect(soulprint.tracking.flags.nsa).toBe(true);
    expect(soulprint.onboarding).toMatchObject({ hasCompletedAssessments: true, isOnboardingComplete: false });
  });

  it('stores the master in its own table and marks the five flags and the audit', async () => {
    const member = makeActor();
    const definition = await definitionOf(member, 'master');
    expect(definition.minutes).toBeGreaterThanOrEqual(25);
    const res = await submit(member, 'master', answersFor(definition));
    expect(res.json().resultPath).toMatch(/^\/assessment\/master-result\//);
    const soulprint = (await call(member, 'GET', '/api/soulprint')).json();
    expect(soulprint.tracking).toMatchObject({ completed: 6, progress: 86 });
    const hub = (await call(member, 'GET', '/api/assessments')).json().assessments;
    expect(hub.find((a: { slug: string }) => a.slug === 'master')).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('refuses a birth date in the future or a malformed time with field errors', async () => {
    const res = await call(makeActor(), 'PUT', '/api/soulprint/cosmic-coordinates', { birthDate: '2999-01-01', birthTime: '25:00' });
    expectFieldErrors(res, ['birthDate', 'birthTime']);
  });
});

describe('supplemental answers', () => {
  it('are the member’s own, readable by admin staff and hidden from others', async () => {
    const account = await signUpVerified(t, { fullName: 'Grace Hopper' });
    const member = makeActor({ userId: account.userId, email: account.email });
    const own = (await call(member, 'GET', '/api/assessments/supplemental')).json();
    expect(own).toMatchObject({ answers: {}, editable: true });
    const firstChoice = allItems(own.definition).find((i: { kind: string }) => i.kind === 'choice')!;
    const value = own.definition.scales.find((s: { id: string }) => s.id === firstChoice.scale).options[0].value;
    const saved = await call(member, 'PUT', '/api/assessments/supplemental', { answers: { [firstChoice.id]: value } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().answers).toEqual({ [firstChoice.id]: value });
    const url = `/api/assessments/supplemental?userId=${account.userId}`;
    expect((await call(makeActor(), 'GET', url)).statusCode).toBe(404);
    expect((await call(makeActor({ staffRole: 'analyst' }), 'GET', url)).statusCode).toBe(404);
    const staff = await call(makeActor({ staffRole: 'admin' }), 'GET', url);
    expect(staff.json()).toMatchObject({ answers: { [firstChoice.id]: value }, editable: false, memberName: 'Grace Hopper' });
    // Staff read; they cannot write someone else's answers (PUT always writes the caller's own).
  });

  it('refuses an invalid supplemental answer with a field error', async () => {
    const res = await call(makeActor(), 'PUT', '/api/assessments/supplemental', { answers: { no_such_question: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'answers.no_such_question', message: ANSWER_MESSAGES.unknown }]);
  });
});

describe('partner access codes (/deb-assessment-access)', () => {
  it('unlocks with a staff-made code, remembers it on the account, counts one use, and refuses a wrong code', async () => {
    const memberId = randomUUID();
    const member = makeActor({ userId: memberId });
    const wrong = await call(member, 'POST', '/api/assessments/access-code', { code: 'NOPE-NOPE' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'code', message: 'Invalid access code' }]);

    const [code] = await t.database.db
      .insert(accessCodes)
      .values({ code: `DEB-${Date.now()}`, name: 'Deb’s clinic', description: 'Partner clients' })
      .returning();
    const ok = await call(member, 'POST', '/api/assessments/access-code', { code: code!.code.toLowerCase() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ codeName: 'Deb’s clinic', message: ASSESSMENT_ACCESS_MESSAGES.granted });
    await call(member, 'POST', '/api/assessments/access-code', { code: code!.code });
    const grants = await t.database.db.select().from(assessmentAccessGrants).where(eq(assessmentAccessGrants.userId, memberId));
    expect(grants).toHaveLength(1);
    const [after] = await t.database.db.select().from(accessCodes).where(eq(accessCodes.id, code!.id));
    expect(after!.uses).toBe(1);
  });

  it('checks a visitor’s code before sign-in without spending it, so a single-use code still unlocks after', async () => {
    const [code] = await t.database.db
      .insert(accessCodes)
      .values({ code: `ONE-${Date.now()}`, name: 'One seat', description: 'A single use', maxUses: 1 })
      .returning();
    const check = (typed: string) => call({ kind: 'visitor' }, 'POST', '/api/assessments/access-code/check', { code: typed });
    // A visitor may check it as often as they like: nothing is counted.
    for (let i = 0; i < 2; i += 1) {
      const checked = await check(code!.code.toLowerCase());
      expect(checked.statusCode).toBe(200);
      expect(checked.json()).toEqual({ codeName: 'One seat' });
    }
    expect((await check('NOPE-NOPE')).json().errors).toEqual([{ field: 'code', message: 'Invalid access code' }]);
    const [untouched] = await t.database.db.select().from(accessCodes).where(eq(accessCodes.id, code!.id));
    expect(untouched!.uses).toBe(0);

    // Signed in, the code unlocks and its one use is counted; then it is used up, and says so.
    expect((await call(makeActor(), 'POST', '/api/assessments/access-code', { code: code!.code })).statusCode).toBe(200);
    const usedUp = await check(code!.code);
    expect(usedUp.statusCode).toBe(400);
    expect(usedUp.json().errors).toEqual([{ field: 'code', message: 'This access code has been used as many times as it allows' }]);
    const another = await call(makeActor(), 'POST', '/api/assessments/access-code', { code: code!.code });
    expect(another.json().errors).toEqual([{ field: 'code', message: 'This access code has been used as many times as it allows' }]);
  });
});
