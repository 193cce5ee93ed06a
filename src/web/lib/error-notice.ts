import type { NoticeContent } from '../components/ui/notice';
import { ApiError } from './api-client';
import { rateLimitNotice } from './rate-limit-message';

/**
 * The notice for a failed call: the rate-limit message for 429, the plain network message when
 * the server could not be reached, otherwise `fallback` (what happened and what to do next).
 */
export function errorNotice(error: unknown, fallback: string): NoticeContent {
  const limited = rateLimitNotice(error);
  if (limited) return { tone: 'error', ...limited };
  if (error instanceof ApiError && error.status === 0) return { tone: 'error', message: error.detail };
  return { tone: 'error', message: fallback };
}

/**
 * For useZodForm's handleSubmit on a form whose fields say what the server refused: nothing more
 * when it marked them, otherwise `errorNotice` with `fallback` above the button.
 */
export function unlessFieldsMarked(fallback: string) {
  return (error: unknown, fieldsMarked: boolean): NoticeContent | null => (fieldsMarked ? null : errorNotice(error, fallback));
}
