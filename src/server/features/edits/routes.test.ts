import { describe, expect, it } from 'vitest';
import type { Actor } from '#shared/access/policy';
import { TEXT_MESSAGES } from '#shared/validation/text';
import { takeHeavyAudit as heavyAudit } from '#server/testing/heavy-audit';
import { callAs } from '#server/testing/requests';
import { MAX_RECOMMENDED } from './recommendations';
import { makeActor } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';

const t = setUpTestApp();

const call = (actor: Actor, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => callAs(t, actor, method, url, payload);
const takeHeavyAudit = (actor: Actor) => heavyAudit(t, actor);

describe('the Edit list', () => {
  it('counts the published reset paths for anyone (the home stat)', async () => {
    const res = await call({ kind: 'visitor' }, 'GET', '/api/edits/count');
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBeGreaterThanOrEqual(8);
    const list = (await call(makeActor(), 'GET', '/api/edits')).json().edits;
    expect(res.json().count).toBe(list.length);
  });

  it('puts the Edits that serve the member’s result first, with the reason', async () => {
    const member = makeActor();
    const before = (await call(member, 'GET', '/api/edits')).json().edits;
    expect(before.every((e: { recommendedReason: string | null }) => e.recommendedReason === null)).toBe(true);

    const type = await takeHeavyAudit(member);
    expect(type).toBe('system_override');
    const edits = (await call(member, 'GET', '/api/edits')).json().edits as { slug: string; recommendedReason: string | null }[];
    // Issue 16: the result's name, never its code.
    expect(edits[0]!.recommendedReason).toBe('Recommended for your System Override result');
    const firstUnrecommended = edits.findIndex((e) => e.recommendedReason === null);
    expect(edits.slice(firstUnrecommended).every((e) => e.recommendedReason === null)).toBe(true);
    // Issue 16: at most two are recommended; the rest are ranked after them.
    expect(edits.filter((e) => e.recommendedReason !== null).length).toBeLessThanOrEqual(MAX_RECOMMENDED);
    expect(firstUnrecommended).toBeGreaterThan(0);
    // An Edit's own page says the same as the list.
    for (const edit of edits) {
      expect((await call(member, 'GET', `/api/edits/${edit.slug}`)).json().recommendedReason, edit.slug).toBe(edit.recommendedReason);
    }
  });

  it('answers 404 for an unknown Edit or module', async () => {
    expect((await call(makeActor(), 'GET', '/api/edits/no-such-edit')).statusCode).toBe(404);
    expect((await call(makeActor(), 'GET', '/api/edits/rest-without-guilt/modules/no-such-module')).statusCode).toBe(404);
  });
});

describe('modules, completion and reflections', () => {
  it('completes a module once however often it is marked, and moves the next module on', async () => {
    const member = makeActor();
    const detail = (await call(member, 'GET', '/api/edits/rest-without-guilt')).json();
    const [first, second] = detail.modules as { slug: string; status: string }[];
    expect(detail).toMatchObject({ started: false, completedCount: 0, nextModule: first!.slug });
    expect(first!.status).toBe('current');

    const url = `/api/edits/rest-without-guilt/modules/${first!.slug}/complete`;
    const once = await call(member, 'POST', url);
    expect(once.json()).toEqual({ completed: true, nextModule: second!.slug, totalCompleted: 1 });
    expect((await call(member, 'POST', url)).json().totalCompleted).toBe(1);

    const after = (await call(member, 'GET', '/api/edits/rest-without-guilt')).json();
    expect(after).toMatchObject({ started: true, completedCount: 1, nextModule: second!.slug });
    expect(after.modules[0].status).toBe('completed');
    const module = (await call(member, 'GET', `/api/edits/rest-without-guilt/modules/${first!.slug}`)).json();
    expect(module).toMatchObject({ completed: true, position: 1, previousModule: null, nextModule: second!.slug });
    expect(module.readingHtml).toContain('<p>');

    // Another member's progress is untouched.
    expect((await call(makeActor(), 'GET', '/api/edits/rest-without-guilt')).json().completedCount).toBe(0);
  });

  it('keeps one reflection per module, editable, newest first, stored as written', async () => {
    const member = makeActor();
    const detail = (await call(member, 'GET', '/api/edits/boundaries-that-hold')).json();
    const [a, b] = detail.modules as { slug: string }[];
    const written = 'I said no to <b>one</b> meeting & felt lighter.';
    expect(
      (await call(member, 'PUT', `/api/edits/boundaries-that-hold/modules/${a!.slug}/reflection`, { answer: 'First try' })).statusCode,
    ).toBe(200);
    await call(member, 'PUT', `/api/edits/boundaries-that-hold/modules/${b!.slug}/reflection`, { answer: 'Second module' });
    await call(member, 'PUT', `/api/edits/boundaries-that-hold/modules/${a!.slug}/reflection`, { answer: written });

    const list = (await call(member, 'GET', '/api/reflections')).json().reflections;
    expect(list.map((r: { moduleSlug: string }) => r.moduleSlug)).toEqual([a!.slug, b!.slug]);
    expect(list[0]).toMatchObject({ answer: written, editTitle: detail.title });
    expect(list[0].prompt.length).toBeGreaterThan(10);

    const edited = await call(member, 'PUT', `/api/reflections/${list[1].id}`, { answer: 'Edited later' });
    expect(edited.statusCode).toBe(200);
    expect((await call(member, 'GET', '/api/reflections')).json().reflections[0]).toMatchObject({ id: list[1].id, answer: 'Edited later' });

    // Someone else cannot edit it, and nothing changes.
    expect((await call(makeActor(), 'PUT', `/api/reflections/${list[1].id}`, { answer: 'Not mine' })).statusCode).toBe(404);
    expect((await call(makeActor(), 'GET', '/api/reflections')).json().reflections).toEqual([]);
  });

  it('refuses an empty or unsafe reflection with a field error', async () => {
    const member = makeActor();
    const slug = (await call(member, 'GET', '/api/edits/boundaries-that-hold')).json().modules[0].slug;
    const unsafe = await call(member, 'PUT', `/api/edits/boundaries-that-hold/modules/${slug}/reflection`, {
      answer: '<script>x</script>',
    });
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json().errors).toEqual([{ field: 'answer', message: TEXT_MESSAGES.contentUnsafe }]);
    expect((await call(member, 'PUT', `/api/edits/boundaries-that-hold/modules/${slug}/reflection`, { answer: '   ' })).statusCode).toBe(
      400,
    );
  });

  it('saves modules for later in My Content', async () => {
    const member = makeActor();
    const slug = (await call(member, 'GET', '/api/edits/rest-without-guilt')).json().modules[2].slug;
    await call(member, 'PUT', `/api/edits/rest-without-guilt/modules/${slug}/saved`, { saved: true });
    expect((await call(member, 'GET', '/api/my-content')).json().modules).toMatchObject([
      { editSlug: 'rest-without-guilt', moduleSlug: slug },
    ]);
    await call(member, 'PUT', `/api/edits/rest-without-guilt/modules/${slug}/saved`, { saved: false });
    expect((await call(member, 'GET', '/api/my-content')).json().modules).toEqual([]);
  });
});

describe('the plan and the journey', () => {
  it('keeps an Edit the member started as the next step, even after another result recommends another (issue 16)', async () => {
    const member = makeActor();
    await takeHeavyAudit(member);
    const plan = (await call(member, 'GET', '/api/plan')).json();
    const other = ((await call(member, 'GET', '/api/edits')).json().edits as { slug: string }[]).find(
      (e) => e.slug !== plan.recommended.slug,
    )!;
    expect((await call(member, 'POST', `/api/edits/${other.slug}/start`)).statusCode).toBe(200);
    expect((await call(member, 'GET', '/api/plan')).json().nextModule.editSlug).toBe(other.slug);
    await takeHeavyAudit(member);
    const after = (await call(member, 'GET', '/api/plan')).json();
    expect(after.recommended.slug).toBe(plan.recommended.slug);
    expect(after.nextModule.editSlug).toBe(other.slug);
  });

  it('recommends an Edit and its next module from the latest result, with an adjustable rhythm', async () => {
    const member = makeActor();
    expect((await call(member, 'GET', '/api/plan')).json()).toMatchObject({
      recommended: null,
      nextModule: null,
      rhythm: { daysPerWeek: 2 },
    });
    await takeHeavyAudit(member);
    const plan = (await call(member, 'GET', '/api/plan')).json();
    expect(plan.burnoutType).toBe('system_override');
    expect(plan.recommended.recommendedReason).toBe('Recommended for your System Override result');
    expect(plan.nextModule.editSlug).toBe(plan.recommended.slug);

    expect(plan.rhythmChosen).toBe(false);
    expect(
      (await call(member, 'PUT', '/api/plan/rhythm', { daysPerWeek: 3, preferredDays: ['mon', 'wed', 'fri'], minutesPerSession: 15 }))
        .statusCode,
    ).toBe(200);
    expect((await call(member, 'GET', '/api/plan')).json().rhythmChosen).toBe(true);
    expect((await call(member, 'GET', '/api/plan')).json().rhythm).toEqual({
      daysPerWeek: 3,
      preferredDays: ['mon', 'wed', 'fri'],
      minutesPerSession: 15,
    });
    const bad = await call(member, 'PUT', '/api/plan/rhythm', { daysPerWeek: 0, preferredDays: [], minutesPerSession: 15 });
    expect(bad.json().errors).toEqual([{ field: 'daysPerWeek', message: 'Choose at least one day a week.' }]);
  });

  it('moves the journey stage and progress as modules are completed', async () => {
    const member = makeActor();
    const start = (await call(member, 'GET', '/api/journey')).json();
    expect(start.insight).toMatchObject({
      stage: 'discovery',
      progress_percentage: 0,
      next_recommended_action: 'Complete the Operating System Audit',
    });
    expect(start.data_summary).toMatchObject({ total_modules_completed: 0, soulprint_completion: 0, latest_quiz_date: null });

    await takeHeavyAudit(member);
    const afterAudit = (await call(member, 'GET', '/api/journey')).json();
    expect(afterAudit.insight).toMatchObject({ stage: 'exploration', progress_percentage: 0 });
    expect(afterAudit.data_summary.soulprint_completion).toBe(86);

    const modules = (await call(member, 'GET', '/api/edits/rest-without-guilt')).json().modules as { slug: string }[];
    await call(member, 'POST', `/api/edits/rest-without-guilt/modules/${modules[0]!.slug}/complete`);
    const afterOne = (await call(member, 'GET', '/api/journey')).json();
    expect(afterOne.insight).toMatchObject({ stage: 'exploration', progress_percentage: 33 });
    expect(afterOne.data_summary.total_modules_completed).toBe(1);
    expect(afterOne.modulesByWeek.at(-1).count).toBe(1);
  });
});
