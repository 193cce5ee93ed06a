import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { EXERCISE_IDS } from '#shared/sofia/exercises/types';
import { CRISIS_PHRASES } from '#shared/safety/crisis-phrases';
import { SOFIA_CRISIS_PHRASES } from '#shared/safety/crisis-phrases-sofia';
import { callAs } from '#server/testing/requests';
import { makeActor } from '#server/testing/test-app';
import { INTENTS } from '../intent/intents';
import { INSIGHT_MINIMUMS } from '../insights/minimums';
import { engineSettings } from './architecture';

const t = setUpTestApp();

const analyst = makeActor({ staffRole: 'analyst' });
const read = async (path: string) => {
  const res = await callAs(t, analyst, 'GET', `/api/admin/sofia-docs/${path}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('the engine settings on /admin/sofia-architecture', () => {
  const SECRET = 'sk-do-not-show-me';
  it.each([
    { env: {}, active: 'built-in', set: [] },
    {
      env: { SOFIA_LLM_BASE_URL: 'http://llm.test', SOFIA_LLM_MODEL: 'm' },
      active: 'built-in',
      set: ['SOFIA_LLM_BASE_URL', 'SOFIA_LLM_MODEL'],
    },
    {
      env: { SOFIA_LLM_MODEL: 'm', SOFIA_LLM_API_KEY: SECRET, SOFIA_LLM_BASE_URL: 'http://llm.test', SOFIA_DAILY_LIMIT: 40, PORT: 3000 },
      active: 'llm',
      set: ['SOFIA_DAILY_LIMIT', 'SOFIA_LLM_API_KEY', 'SOFIA_LLM_BASE_URL', 'SOFIA_LLM_MODEL'],
    },
    {
      env: { SOFIA_LLM_MODEL: 'm', SOFIA_LLM_API_KEY: '', SOFIA_LLM_BASE_URL: 'http://llm.test' },
      active: 'built-in',
      set: ['SOFIA_LLM_BASE_URL', 'SOFIA_LLM_MODEL'],
    },
  ])('$set gives the $active engine, naming the settings and never their values', ({ env, active, set }) => {
    const settings = engineSettings(env);
    expect(settings).toMatchObject({ active, set });
    expect(JSON.stringify(settings)).not.toContain(SECRET);
    expect(JSON.stringify(settings)).not.toContain('llm.test');
  });
});

describe('the Sofia docs endpoints', () => {
  it('architecture: the pipeline in order, every intent with its example count, every exercise', async () => {
    const body = await read('architecture');
    expect(body.pipeline.map((p: { step: string }) => p.step).slice(0, 4)).toEqual(['Safety check', 'Running exercise', 'Intent', 'Reply']);
    expect(body.engine).toMatchObject({ active: 'built-in', llmNeeds: ['SOFIA_LLM_BASE_URL', 'SOFIA_LLM_API_KEY', 'SOFIA_LLM_MODEL'] });
    expect(body.intents).toHaveLength(INTENTS.length);
    expect(body.intents.find((i: { id: string }) => i.id === 'greeting')).toMatchObject({
      examples: INTENTS.find((i) => i.id === 'greeting')!.examples.length,
      fastPath: 1,
    });
    expect(body.exercises.map((e: { id: string }) => e.id)).toEqual([...EXERCISE_IDS]);
  });

  it('access: Sofia and Personal Guidance from Premium, the safety parts for every tier, and the Sofia routes with their policies', async () => {
    const body = await read('access');
    expect(body.tiers).toEqual([
      { tier: 'free', name: 'Free', sofia: false, personalGuidance: false, sofiaSafety: true },
      { tier: 'premium', name: 'Premium', sofia: true, personalGuidance: true, sofiaSafety: true },
      { tier: 'elite', name: 'Elite', sofia: true, personalGuidance: true, sofiaSafety: true },
    ]);
    expect(body.routes).toContainEqual({ method: 'GET', url: '/api/sofia/insights', access: 'member', features: ['personal_guidance'] });
    expect(body.routes).toContainEqual({ method: 'GET', url: '/api/admin/sofia-docs/access', access: 'analyst', features: [] });
    expect(body.routes.every((r: { url: string }) => r.url.includes('sofia'))).toBe(true);
  });

  it('insight gating: the tiers, the minimums from the insights module and the phrase counts of the crisis table', async () => {
    const body = await read('insight-gating');
    expect(body.tiers).toEqual([
      { tier: 'free', unlocked: false },
      { tier: 'premium', unlocked: true },
      { tier: 'elite', unlocked: true },
    ]);
    expect(body.minimums).toEqual(INSIGHT_MINIMUMS);
    expect(body.safety.shared).toEqual([
      { tier: 'Tier 1', phrases: CRISIS_PHRASES.tier1.length },
      { tier: 'Tier 2', phrases: CRISIS_PHRASES.tier2.length },
      { tier: 'No crisis', phrases: CRISIS_PHRASES.none.length },
    ]);
    const sofia = body.safety.sofia as { category: string; tier: number; phrases: number }[];
    expect(sofia.reduce((sum, row) => sum + row.phrases, 0)).toBe(SOFIA_CRISIS_PHRASES.length);
    const ideation = SOFIA_CRISIS_PHRASES.filter((row) => row.category === 'ideation' && row.tier === 1).length;
    expect(sofia).toContainEqual({ category: 'ideation', tier: 1, phrases: ideation });
  });

  it('are for staff only', async () => {
    for (const path of ['architecture', 'access', 'insight-gating']) {
      expect((await callAs(t, makeActor({ tier: 'elite' }), 'GET', `/api/admin/sofia-docs/${path}`)).statusCode).toBe(403);
    }
  });
});
