import type { NoticeContent } from '../components/ui/notice';
import { ApiError } from './api-client';

/** How an action went, said in a Notice under it. */
export type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** What to say when an action failed: the server's problem detail, else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.detail) || fallback;
}

/**
 * For useZodForm's handleSubmit: nothing more when every field error sits under its field,
 * otherwise the server's detail (or the fallback) above the button.
 */
export function describeFailure(fallback: string) {
  return (error: unknown, fieldsMarked: boolean): NoticeContent | null =>
    fieldsMarked ? null : { tone: 'error', message: errorText(error, fallback) };
}
