import type { NoticeContent } from '../components/ui/notice';
import { errorNotice } from './error-notice';

/** The notice when the server marked fields: their notes say what to change. */
export const FIELDS_NEED_A_LOOK: NoticeContent = {
  tone: 'error',
  message: 'A few fields need a look. The notes under them say what to change.',
};

/**
 * `handleSubmit`'s describeError for a form that sends what was typed: the fields' notes when the
 * server marked them, otherwise `errorNotice` with `fallback` (it did not arrive, nothing is lost).
 */
export function sendFailure(fallback: string) {
  return (error: unknown, fieldsMarked: boolean): NoticeContent => (fieldsMarked ? FIELDS_NEED_A_LOOK : errorNotice(error, fallback));
}
