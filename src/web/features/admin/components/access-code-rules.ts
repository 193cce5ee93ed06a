import { z } from 'zod';
import { AccessCodeInput } from '#shared/contracts/launch-gate';

/** A datetime-local value ("2025-03-01T09:00", the viewer's local time) as an ISO instant, or null. */
export function localDateTimeToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The create-code form: text inputs turned into the server's AccessCodeInput (same zod rules).
 * Expiry is optional and must lie ahead; maximum uses is an optional whole number.
 */
export const AccessCodeForm = z
  .object({
    code: z.string(),
    name: z.string(),
    description: z.string(),
    expiresAt: z.string().refine((value) => {
      if (value === '') return true;
      const iso = localDateTimeToIso(value);
      return iso !== null && Date.parse(iso) > Date.now();
    }, 'Pick a date and time in the future, or leave it empty.'),
    maxUses: z.string().trim().regex(/^\d*$/, 'Use a whole number, or leave it empty.'),
  })
  .transform((form, ctx) => {
    const parsed = AccessCodeInput.safeParse({
      ...form,
      expiresAt: form.expiresAt ? localDateTimeToIso(form.expiresAt) : null,
      maxUses: form.maxUses ? Number(form.maxUses) : null,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });

export type CodeStatus = 'Active' | 'Disabled' | 'Expired' | 'Used up';

/** Whether a code still opens the site, and if not, why. */
export function codeStatus(
  code: { disabled: boolean; expiresAt: string | null; maxUses: number | null; uses: number },
  now = Date.now(),
): CodeStatus {
  if (code.disabled) return 'Disabled';
  if (code.expiresAt && Date.parse(code.expiresAt) <= now) return 'Expired';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'Used up';
  return 'Active';
}
