import type { Env } from '#server/platform/env';

/** Sofia's settings from the validated env: the daily limit, LLM mode and realtime voice when configured. */
export interface SofiaSettings {
  dailyLimit: number;
  llm: { baseURL: string; apiKey: string; model: string; timeoutMs: number } | null;
  realtime: { apiKey: string; model: string; baseURL: string } | null;
}

export function sofiaSettings(env: Env): SofiaSettings {
  const { SOFIA_LLM_BASE_URL: baseURL, SOFIA_LLM_API_KEY: apiKey, SOFIA_LLM_MODEL: model } = env;
  return {
    dailyLimit: env.SOFIA_DAILY_LIMIT,
    llm: baseURL && apiKey && model ? { baseURL, apiKey, model, timeoutMs: env.SOFIA_LLM_TIMEOUT_MS } : null,
    realtime: env.SOFIA_REALTIME_API_KEY
      ? { apiKey: env.SOFIA_REALTIME_API_KEY, model: env.SOFIA_REALTIME_MODEL, baseURL: env.SOFIA_REALTIME_BASE_URL }
      : null,
  };
}
