import { describe, expect, it } from 'vitest';
import type { Actor } from '#shared/access/policy';
import { asActor, makeActor } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { ORIGIN } from '#server/testing/auth-helpers';

const t = setUpTestApp();

const NSA = 'nervous-system-archetype';
/** Every answer "rarely" (2); `settled` for the four Settled items, as their score (set_quiet_uneasy is reversed). */
function answers(settled: number) {
  const ids = [
    'mob_on_edge',
    'shut_behind_glass',
    'mob_lists',
    'shut_cant_start',
    'mob_jumpy',
    'shut_blank',
    'mob_restless',
    'shut_hide',
    'rec_return',
    'rec_tools',
    'rec_linger',
  ];
  return {
    ...Object.fromEntries(ids.map((id) => [id, 2])),
    set_ease: settled,
    set_connect: settled,
    set_needs: settled,
    set_quiet_uneasy: 6 - settled,
  };
}

async function soulprintAfter(member: Actor, settled: number) {
  const submitted = await t.app.inject({
    method: 'POST',
    url: `/api/assessments/${NSA}/submit`,
    headers: { ...asActor(member), origin: ORIGIN },
    payload: { answers: answers(settled) },
  });
  expect(submitted.statusCode).toBe(201);
  const res = await t.app.inject({ method: 'GET', url: '/api/soulprint', headers: asActor(member) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('the SoulPrint’s archetype beside a low score of its own (issue 16)', () => {
  it('says in one sentence why The Steady Harbour sits beside a low Settled score', async () => {
    const soulprint = await soulprintAfter(makeActor(), 2);
    expect(soulprint.archetypeTitle).toBe('The Steady Harbour');
    expect(soulprint.axes.find((axis: { key: string }) => axis.key === 'settled').band).toBe('Lower (provisional)');
    expect(soulprint.archetypeNote).toBe(
      'The Steady Harbour describes the pattern across all your answers, not one score: none of the other patterns stood out, so your answers sit closest to it even with a low Settled score.',
    );
  });

  it('says nothing when the archetype’s own score is not low', async () => {
    const soulprint = await soulprintAfter(makeActor(), 4);
    expect(soulprint.archetypeTitle).toBe('The Steady Harbour');
    expect(soulprint.archetypeNote).toBeNull();
  });

  it('says nothing before there is an archetype', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/soulprint', headers: asActor(makeActor()) });
    expect(res.json()).toMatchObject({ archetype: null, archetypeNote: null });
  });
});
