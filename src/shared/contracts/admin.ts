import { z } from 'zod';
import { Id, IdInput, SearchText, Timestamp } from './blocks';
import { NextCursor, pageQuery } from './paging';
import { STAFF_ROLES } from '../access/policy';
import { emailField, fullNameField } from '../auth/fields';
import { MembershipSummary } from './membership-admin';
import { PersonIdentity } from './session';

/** Spec 6: the client's admin check (RPC is_admin) — a 5-second timeout, error or timeout means not admin. */
export const ADMIN_CHECK_TIMEOUT_MS = 5000;
export const AdminCheckResponse = z.object({ isAdmin: z.boolean(), role: z.enum(STAFF_ROLES).nullable() });
export type AdminCheckResponse = z.infer<typeof AdminCheckResponse>;

export const UserSummary = PersonIdentity.extend({
  emailVerified: z.boolean(),
  createdAt: Timestamp,
  /** What gives the tier and its state (entitlements, decision 094). */
  membership: MembershipSummary,
});
export type UserSummary = z.infer<typeof UserSummary>;

/** Members by email or name, newest first, a page at a time (decision 156). */
export const UserSearchQuery = z.object({ q: SearchText, ...pageQuery(25, 100).shape });
/** The staff: a handful of people, in one answer. */
export const StaffListResponse = z.object({ users: z.array(UserSummary) });
export const UserListResponse = StaffListResponse.extend({ nextCursor: NextCursor });
export const UserIdParams = z.object({ id: IdInput });

export const UserDetailResponse = UserSummary.extend({
  activeSessions: z.number().int(),
  referralCount: z.number().int(),
});

export const InviteInput = z.object({ email: emailField, fullName: fullNameField });
export const INVITE_MESSAGE = 'Invitation sent. They can sign in from the link in their email.';

export const SetStaffRoleInput = z.object({ role: z.enum(STAFF_ROLES).nullable() });

/** Spec 6 and 8: impersonation needs a reason, default 'Admin debugging session'; it lasts 24 hours. */
export const DEFAULT_IMPERSONATION_REASON = 'Admin debugging session';
export const IMPERSONATION_HOURS = 24;
export const StartImpersonationInput = z.object({
  target_user_id: IdInput,
  reason: z.string().trim().min(3, 'Please give a short reason.').max(500).default(DEFAULT_IMPERSONATION_REASON),
  /** Issue 16: staff confirm the reason, which the member is emailed after the session. */
  reason_confirmed: z.literal(true, { message: 'Please confirm the reason; the member will be told.' }),
});
export const StartImpersonationResponse = z.object({
  impersonation_session_id: z.string(),
  user: z.object({ id: Id, email: z.string(), full_name: z.string() }),
  expiresAt: Timestamp,
});
export type StartImpersonationResponse = z.infer<typeof StartImpersonationResponse>;

export const AuditEntry = z.object({
  id: Id,
  actorUserId: Id.nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetUserId: Id.nullable(),
  targetEmail: z.string().nullable(),
  reason: z.string().nullable(),
  /** What changed, e.g. { from: 'free', to: 'premium' }. */
  details: z.record(z.string(), z.unknown()),
  createdAt: Timestamp,
});
export const AuditListResponse = z.object({ entries: z.array(AuditEntry), nextCursor: NextCursor });

/** Every action the audit log records (server/features/admin/audit.ts writes them). */
export const AUDIT_ACTIONS = [
  'staff_role.set',
  'tier.set',
  'tier.grant',
  'tier.revoke',
  'hardship.review',
  'user.invite',
  'application.decide',
  'impersonation.start',
  'impersonation.end',
  'impersonation.expire',
  'email.resend',
  'email.test',
  'email_template.save',
  'email_template.reset',
  'email_template.delete',
  'email_template.test',
  'brand_asset.upload',
  'brand_asset.delete',
  'launch_gate.set',
  'access_code.create',
  'access_code.update',
  'contact_message.status',
  'order.refund',
  'order.resend_receipt',
  'discount_code.create',
  'discount_code.update',
  'product.update',
  'review.decide',
  'refund_request.decide',
  'membership.test_renewal',
  'lounge.item',
  'lounge.member',
  'content.draft',
  'content.publish',
  'content.unpublish',
  'content.restore',
  'content.revert',
  'content.delete',
  'cache.clear',
  'session.revoke',
  'docs.checklist_tick',
  'docs.draft_create',
] as const;

/** At most this many entries come back, newest first. */

/**
 * GET /api/admin/audit's search and filters (issue 23, decision 142): words anywhere (action,
 * reason, either email), who acted, the action, whom it was done to (part of an email each), and
 * whole UTC days, both ends included. Empty fields are no filter.
 */
export const AuditQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    actor: z.string().trim().max(320).optional(),
    action: z.string().trim().max(100).optional(),
    target: z.string().trim().max(320).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    ...pageQuery(50, 200).shape,
  })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: 'The start must be on or before the end', path: ['from'] });
export type AuditQuery = z.infer<typeof AuditQuery>;

export const EMAIL_STATUSES = ['queued', 'sending', 'retrying', 'sent', 'failed'] as const;
export const EmailListQuery = z.object({
  status: z.enum(EMAIL_STATUSES).optional(),
  q: SearchText,
  ...pageQuery(50, 200).shape,
});
export const EmailMessageSummary = z.object({
  id: Id,
  type: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  transport: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: Timestamp,
  sentAt: Timestamp.nullable(),
});
export const EmailListResponse = z.object({ messages: z.array(EmailMessageSummary), nextCursor: NextCursor });
export const EmailIdParams = z.object({ id: z.uuid() });
export const SendTestEmailInput = z.object({ to: emailField });
