import { EyeOff } from 'lucide-react';
import { PRIVATE_TEXT_CODE, PRIVATE_TEXT_MESSAGE } from '#shared/access/impersonation';
import { ApiError } from '../lib/api-client';
import { Notice } from './ui/notice';

/** Whether a query failed because staff viewing as the member may not read these words (issue 16). */
export function isPrivateTextHidden(error: unknown): boolean {
  return error instanceof ApiError && error.code === PRIVATE_TEXT_CODE;
}

/** Shown to staff viewing as a member in place of her journal or reflections. */
export function PrivateTextNotice() {
  return (
    <Notice tone="info" title="Hidden: private to the member">
      <p className="flex items-start gap-2">
        <EyeOff aria-hidden="true" strokeWidth={1.75} className="mt-1 size-4 shrink-0" />
        {PRIVATE_TEXT_MESSAGE}
      </p>
    </Notice>
  );
}
