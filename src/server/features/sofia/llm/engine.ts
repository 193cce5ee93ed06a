import type { AppDb } from '#server/platform/db/client';
import type { SofiaSettings } from '../settings';
import type { LlmEngine } from '../turn/pipeline';

/** LLM mode (placeholder until the engine lands in the next commit): always falls back. */
export function createLlmEngine(_db: AppDb, _llm: NonNullable<SofiaSettings['llm']>): LlmEngine {
  return {
    reply: () => Promise.reject(new Error('LLM mode is not wired yet')),
  };
}
