import { z } from 'zod';
import { Id } from './blocks';

const Instant = z.iso.datetime({ offset: true });

/** The headers the security page checks the server sends (ARCHITECTURE.md §6). HSTS only over https. */
export const CHECKED_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
] as const;

/** /admin/security (super_admin, issue 23). */
export const SecurityOverview = z.object({
  failedSignIns: z.array(
    z.object({
      email: z.string().nullable(),
      failures: z.number().int(),
      lastFailedAt: Instant,
      lockedUntil: Instant.nullable(),
    }),
  ),
  /** Failed sign-ins per UTC day, the last 14 days, oldest first (security_events, decision 141). */
  failedSignInsPerDay: z.array(z.object({ day: z.iso.date(), count: z.number().int() })),
  /** Requests refused by a rate limit in those days, by the route they matched. */
  rateLimitHits: z.array(z.object({ route: z.string(), hits: z.number().int(), callers: z.number().int(), lastAt: Instant })),
  /** Accounts whose last 24 hours meet the unusual-activity rule, with its reasons. */
  unusualAccounts: z.array(z.object({ email: z.string(), reasons: z.array(z.string()) })),
  staffSessions: z.array(
    z.object({
      id: Id,
      email: z.string(),
      role: z.string(),
      createdAt: Instant,
      expiresAt: Instant,
      userAgent: z.string().nullable(),
    }),
  ),
  impersonations: z.array(
    z.object({
      action: z.string(),
      actorEmail: z.string().nullable(),
      targetEmail: z.string().nullable(),
      reason: z.string().nullable(),
      at: Instant,
    }),
  ),
  headers: z.array(z.object({ name: z.string(), value: z.string().nullable() })),
  /** Whether the public address is https (HSTS is expected only then). */
  https: z.boolean(),
});
export type SecurityOverview = z.infer<typeof SecurityOverview>;

export const SessionRevoked = z.object({ revoked: z.boolean() });
