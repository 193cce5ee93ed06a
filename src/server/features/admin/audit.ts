import type { AppDb } from '#server/platform/db/client';
import { auditLog } from './schema';

export type AuditAction =
  | 'staff_role.set'
  | 'tier.set'
  | 'tier.grant'
  | 'tier.revoke'
  | 'hardship.review'
  | 'user.invite'
  | 'application.decide'
  | 'impersonation.start'
  | 'impersonation.end'
  | 'impersonation.expire'
  | 'email.resend'
  | 'email.test'
  | 'email_template.save'
  | 'email_template.reset'
  | 'email_template.delete'
  | 'email_template.test'
  | 'brand_asset.upload'
  | 'brand_asset.delete'
  | 'launch_gate.set'
  | 'access_code.create'
  | 'access_code.update'
  | 'contact_message.status'
  | 'order.refund'
  | 'order.resend_receipt'
  | 'discount_code.create'
  | 'discount_code.update'
  | 'product.update'
  | 'review.decide'
  | 'refund_request.decide'
  | 'membership.test_renewal'
  | 'lounge.item'
  | 'lounge.member'
  | 'content.draft'
  | 'content.publish'
  | 'content.unpublish'
  | 'content.restore'
  | 'content.revert'
  | 'content.delete'
  | 'cache.clear'
  | 'session.revoke'
  | 'docs.checklist_tick'
  | 'docs.draft_create';

export async function writeAudit(
  db: AppDb,
  entry: {
    actorUserId: string | null;
    action: AuditAction;
    targetUserId?: string | null;
    reason?: string | null;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? {},
  });
}
