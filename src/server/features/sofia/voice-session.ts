import { z } from 'zod';
import type { SofiaVoiceSession } from '#shared/contracts/sofia';
import type { SofiaSettings } from './settings';

/** How long a minted key lives: long enough to connect, short enough to be worthless if it leaks. */
export const VOICE_KEY_SECONDS = 600;

export const VOICE_INSTRUCTIONS =
  'You are Sofia, the warm, plain-spoken guide of Recalibrate, an app for people living through burnout. Speak in short, kind sentences. Never give medical advice or a diagnosis. If the person mentions ending their life, harming themselves or someone else, or being in danger, gently urge them to contact a crisis line now: 988 in the US and Canada, 116 123 in the UK and Ireland, 112 or findahelpline.com elsewhere.';

const Minted = z.object({ value: z.string().min(1), expires_at: z.number() });

/**
 * A short-lived client key for the realtime speech service (SOFIA.md §4): the server calls
 * POST /realtime/client_secrets with its own key, and the browser only ever sees the `ek_…` key.
 */
export async function mintVoiceSession(
  realtime: NonNullable<SofiaSettings['realtime']>,
  fetcher: typeof fetch = fetch,
): Promise<SofiaVoiceSession> {
  const response = await fetcher(`${realtime.baseURL}/realtime/client_secrets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${realtime.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      expires_after: { anchor: 'created_at', seconds: VOICE_KEY_SECONDS },
      session: { type: 'realtime', model: realtime.model, instructions: VOICE_INSTRUCTIONS },
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Realtime key request failed with ${response.status}`);
  const minted = Minted.parse(await response.json());
  return {
    clientSecret: minted.value,
    expiresAt: new Date(minted.expires_at * 1000).toISOString(),
    model: realtime.model,
    callsUrl: `${realtime.baseURL}/realtime/calls`,
  };
}
