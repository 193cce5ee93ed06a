import { z } from 'zod';
import { MEMBERSHIP_TIERS, STAFF_ROLES } from '../access/policy';

/** What the web knows about who is signed in. Until accounts exist everyone is a visitor. */
export const SessionResponse = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      staffRole: z.enum(STAFF_ROLES).nullable(),
      tier: z.enum(MEMBERSHIP_TIERS),
      isCoach: z.boolean(),
    })
    .nullable(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;
