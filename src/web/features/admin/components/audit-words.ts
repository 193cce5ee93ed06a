import type { AUDIT_ACTIONS } from '#shared/contracts/admin';
import { roleWords } from './role-badge';

/**
 * Plain words for every audit action, each whole on its own (the filter lists them, and the "Whom"
 * column names the person). Typed by AUDIT_ACTIONS, so a new action cannot go without words.
 */
const ACTIONS: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  'staff_role.set': 'Changed a staff role',
  'tier.set': 'Changed a membership tier',
  'tier.grant': 'Gave a membership',
  'tier.revoke': 'Took back a membership',
  'hardship.review': 'Reviewed a hardship application',
  'user.invite': 'Invited someone',
  'application.decide': 'Decided an application',
  'impersonation.start': 'Started viewing as a member',
  'impersonation.end': 'Stopped viewing as a member',
  'impersonation.expire': 'Stopped viewing as a member (time ran out)',
  'email.resend': 'Resent an email',
  'email.test': 'Sent a test email',
  'email_template.save': 'Changed an email’s wording',
  'email_template.reset': 'Put an email’s wording back',
  'email_template.delete': 'Removed an email’s own wording',
  'email_template.test': 'Sent a test of an email',
  'brand_asset.upload': 'Uploaded a brand file',
  'brand_asset.delete': 'Deleted a brand file',
  'launch_gate.set': 'Changed the launch gate',
  'access_code.create': 'Created an access code',
  'access_code.update': 'Changed an access code',
  'contact_message.status': 'Changed the status of a contact message',
  'order.refund': 'Refunded an order',
  'order.resend_receipt': 'Resent an order’s receipt',
  'discount_code.create': 'Created a discount code',
  'discount_code.update': 'Changed a discount code',
  'product.update': 'Changed a product',
  'review.decide': 'Decided on a product review',
  'refund_request.decide': 'Decided on a refund request',
  'membership.test_renewal': 'Ran a test renewal',
  'lounge.item': 'Moderated a Lounge post or comment',
  'lounge.member': 'Moderated a Lounge member',
  'content.draft': 'Saved a content draft',
  'content.publish': 'Published content',
  'content.unpublish': 'Unpublished content',
  'content.restore': 'Restored a content version',
  'content.revert': 'Reverted content',
  'content.delete': 'Deleted content',
  'cache.clear': 'Cleared a cache',
  'session.revoke': 'Signed out a session',
  'docs.checklist_tick': 'Ticked a checklist item',
  'docs.draft_create': 'Wrote a documentation draft',
};

/** An action in words; a code this build does not know (an older row) shows as it is. */
export function describeAction(action: string): string {
  return (ACTIONS as Record<string, string>)[action] ?? action;
}

/** A staff role in words; a member (no staff role) is none. */
const staffRoleWords = (role: unknown) => (typeof role === 'string' && role !== 'user' ? roleWords(role) : null);

/**
 * What an entry's details add to its action, in words, where they say something a reader of the
 * log needs (review 3: granting super admin read the same as any other change of role).
 */
export function actionDetail(entry: { action: string; details: Record<string, unknown> }): string | null {
  const { details } = entry;
  switch (entry.action) {
    case 'staff_role.set': {
      const [from, to] = [staffRoleWords(details.from), staffRoleWords(details.to)];
      if (from && to) return `from ${from} to ${to}`;
      if (to) return `made ${to}`;
      return from ? `${from} role removed` : null;
    }
    case 'tier.grant':
    case 'tier.revoke':
      return typeof details.tier === 'string' ? details.tier : null;
    case 'launch_gate.set':
      return typeof details.gated === 'boolean' ? (details.gated ? 'turned on' : 'turned off') : null;
    default:
      return null;
  }
}
