import { z } from 'zod';
import { Id, Timestamp } from './blocks';
import { STAFF_ROLES } from '../access/policy';
import { MEMBERSHIP_TIERS } from '../access/tiers';

/** Who a person is, as the web shows them: the session's user and staff views extend it. */
export const PersonIdentity = z.object({
  id: Id,
  email: z.string(),
  fullName: z.string(),
  preferredName: z.string().nullable(),
  staffRole: z.enum(STAFF_ROLES).nullable(),
  tier: z.enum(MEMBERSHIP_TIERS),
});

/** What the web knows about who is signed in. */
export const SessionResponse = z.object({
  user: PersonIdentity.extend({ isCoach: z.boolean() }).nullable(),
  /** The member has not accepted the current Terms of Service and Privacy Policy version. */
  termsAcceptanceNeeded: z.boolean().default(false),
  /** Present while a staff member is acting as this user. */
  impersonation: z.object({ staffUserId: Id, staffEmail: z.string().nullable(), expiresAt: Timestamp }).nullable().default(null),
});
export type SessionResponse = z.infer<typeof SessionResponse>;
export type SessionUser = NonNullable<SessionResponse['user']>;
