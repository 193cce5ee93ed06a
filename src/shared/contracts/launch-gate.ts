import { z } from 'zod';
import { Id, Timestamp } from './blocks';
import { WAITLIST_EMAIL } from '../launch-gate/rules';

export { GATE_OPEN_PATHS, LAUNCH_ACCESS_GRANTED_KEY, LAUNCH_ACCESS_KEY, WAITLIST_EMAIL } from '../launch-gate/rules';

export const GateStatusResponse = z.object({ gated: z.boolean(), hasAccess: z.boolean() });

export const ValidateCodeInput = z.object({
  input_code: z.string().trim().min(1, 'Please enter your access code.').max(64),
  user_agent: z.string().max(512).optional(),
});
/** Spec 3: access-code validation result. */
export const ValidateCodeResponse = z.object({
  valid: z.boolean(),
  message: z.string(),
  session_id: z.string().nullable(),
  code_name: z.string().nullable(),
  code_description: z.string().nullable(),
});
export type ValidateCodeResponse = z.infer<typeof ValidateCodeResponse>;

export const WaitlistInput = z.object({
  email: z.string().trim().max(254).regex(WAITLIST_EMAIL, 'Invalid email'),
  source: z.literal('launch_gate').default('launch_gate'),
  user_agent: z.string().max(512).optional(),
  metadata: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
});
export const WaitlistResponse = z.object({ message: z.string() });

export const GateSettingInput = z.object({ gated: z.boolean() });

export const AccessCodeInput = z.object({
  code: z
    .string()
    .trim()
    .min(4, 'Codes need at least 4 characters.')
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'Use letters, numbers and hyphens.'),
  name: z.string().trim().min(1, 'Please name the code.').max(100),
  description: z.string().trim().max(500).default(''),
  expiresAt: z.iso
    .datetime()
    .refine((v) => Date.parse(v) > Date.now(), 'Choose an expiry in the future.')
    .nullable()
    .default(null),
  maxUses: z.number().int().min(1).max(1_000_000).nullable().default(null),
});
export const AccessCodeSummary = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  description: z.string(),
  expiresAt: Timestamp.nullable(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  disabled: z.boolean(),
  createdAt: Timestamp,
});
export const AccessCodeListResponse = z.object({ codes: z.array(AccessCodeSummary) });
export const AccessCodeUse = z.object({
  id: Id,
  sessionId: Id,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: Timestamp,
});
export const AccessCodeUsesResponse = z.object({ uses: z.array(AccessCodeUse) });
export const AccessCodeIdParams = z.object({ id: z.uuid() });
export const AccessCodePatch = z.object({ disabled: z.boolean() });
