import type { SofiaArchitectureResponse } from '#shared/contracts/sofia-insights';
import { EXERCISES } from '#shared/sofia/exercises/registry';
import { INTENTS } from '../intent/intents';
import { INTENT_PATTERNS } from '../intent/patterns';

/**
 * Every turn's steps, in the order the server runs them whatever the engine (issue 20). The
 * architecture page lists them from here.
 */
export const PIPELINE = [
  {
    step: 'Safety check',
    does: 'The shared tiered crisis check reads what the member wrote. A crisis answer never waits on anything else.',
  },
  {
    step: 'Running exercise',
    does: 'An exercise in progress takes the next step; "stop" ends it at any step, a clear ask for another exercise or topic switches to it, and from the second unusable answer in a row Sofia offers the way out in words.',
  },
  {
    step: 'Intent',
    does: 'A fast path of patterns, then the trained intent classifier, then a full-text search of the product’s own content.',
  },
  {
    step: 'Reply',
    does: 'Reflect, cite one fact from the member’s own data, make one small offer. LLM mode streams a model’s reply instead.',
  },
  { step: 'Safety check of the reply', does: 'In LLM mode the model’s words go through the same crisis check before they are shown.' },
] as const;

/** The three settings LLM mode needs; with any of them missing the built-in guide answers. */
export const LLM_SETTINGS = ['SOFIA_LLM_BASE_URL', 'SOFIA_LLM_API_KEY', 'SOFIA_LLM_MODEL'] as const;

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Which engine is active and which SOFIA_* settings are set, by name only: never a value. */
export function engineSettings(env: Readonly<Record<string, unknown>>): SofiaArchitectureResponse['engine'] {
  const set = Object.keys(env)
    .filter((name) => name.startsWith('SOFIA_') && isSet(env[name]))
    .sort();
  return {
    active: LLM_SETTINGS.every((name) => isSet(env[name])) ? 'llm' : 'built-in',
    set,
    llmNeeds: [...LLM_SETTINGS],
  };
}

/** The architecture page's data, read from the code and the running server's settings. */
export function sofiaArchitecture(env: Readonly<Record<string, unknown>>): SofiaArchitectureResponse {
  return {
    pipeline: PIPELINE.map((p) => ({ ...p })),
    engine: engineSettings(env),
    intents: INTENTS.map((intent) => ({
      id: intent.id,
      label: intent.label,
      does: intent.does,
      examples: intent.examples.length,
      fastPath: INTENT_PATTERNS.filter((p) => p.intent === intent.id).length,
    })),
    exercises: EXERCISES.map((e) => ({
      id: e.id,
      name: e.name,
      kind: e.kind,
      purpose: e.purpose,
      duration: e.duration.label,
      steps: e.steps,
    })),
  };
}
