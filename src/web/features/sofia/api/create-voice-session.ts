import { SofiaVoiceSession } from './replies';
import { sendJson } from '#web/lib/api-hooks';

/** POST /api/sofia/voice/session (member): a short-lived key for the realtime speech service. */
export function createVoiceSession() {
  return sendJson('POST', '/api/sofia/voice/session', {}, SofiaVoiceSession);
}
