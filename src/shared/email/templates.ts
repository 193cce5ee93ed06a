import { labelKeys } from '#shared/labels';
// The emails the app sends and the placeholders their editable texts may use (issue 24,
// /admin/email-templates). Pure: the server checks an override with it before saving, and the
// editor checks the same way as you type.

/** Email types of spec 3 (email request) plus the confirmation of a changed address. */
export const EMAIL_TYPES = [
  'signup',
  'recovery',
  'magic_link',
  'invite',
  'test',
  'email_change',
  'data_export',
  'data_deletion',
  'data_deletion_done',
  'coach_approved',
  'coach_declined',
  'hardship_approved',
  'hardship_declined',
  'hardship_review_reminder',
  'membership_renewal_reminder',
  'sign_in_attempts',
  'support_view',
  'order_receipt',
  'refund_issued',
  'refund_declined',
  'refund_request_received',
  'membership_welcome',
  'membership_plan_changed',
  'membership_payment_received',
  'membership_payment_failed',
  'membership_canceled',
  'membership_ended_unpaid',
  'membership_hardship_ended',
  'flowpath_reminder',
] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];

/** The parts of an email staff may reword; the greeting, lists, links and sign-off stay the app's. */
export const TEMPLATE_FIELD_LABELS = {
  subject: 'Subject',
  intro: 'Opening paragraph',
  action: 'Button label',
  after: 'Closing paragraph',
};
export type TemplateField = keyof typeof TEMPLATE_FIELD_LABELS;
export const TEMPLATE_FIELDS = labelKeys(TEMPLATE_FIELD_LABELS);

/** The placeholders every email may use, and the ones only some may. */
export const PLACEHOLDERS = {
  product: 'The product name (Recalibrate).',
  level: 'The hardship discount in percent, without the % sign (75).',
} as const;
export type Placeholder = keyof typeof PLACEHOLDERS;

const LEVEL_TYPES: readonly EmailType[] = ['hardship_approved', 'hardship_review_reminder'];

/** The placeholders the texts of this email may use. */
export function placeholdersFor(type: EmailType): Placeholder[] {
  return LEVEL_TYPES.includes(type) ? ['product', 'level'] : ['product'];
}

const list = (names: readonly string[]) => names.map((n) => `{${n}}`).join(' or ');

/**
 * What is wrong with the placeholders of one text, or null: every `{name}` must be one this email
 * knows, and a brace that opens no placeholder is refused (it would be sent as it stands).
 */
export function placeholderError(text: string, allowed: readonly string[]): string | null {
  for (const match of text.matchAll(/\{([^{}]*)\}/g)) {
    if (!allowed.includes(match[1])) return `Unknown placeholder {${match[1]}}. This email can use ${list(allowed)}.`;
  }
  if (/[{}]/.test(text.replace(/\{[^{}]*\}/g, ''))) {
    return `A lone { or } is not a placeholder. Remove it, or write a placeholder such as ${list(allowed)}.`;
  }
  return null;
}

export type TemplateTexts = { subject: string; intro: string; action: string | null; after: string };

/** The field errors of an override of this email, one a field, in the form's order. */
export function templateErrors(type: EmailType, texts: TemplateTexts): { field: TemplateField; message: string }[] {
  const allowed = placeholdersFor(type);
  const errors: { field: TemplateField; message: string }[] = [];
  for (const field of TEMPLATE_FIELDS) {
    const value = texts[field];
    const message = value === null ? null : placeholderError(value, allowed);
    if (message) errors.push({ field, message });
  }
  return errors;
}

/** Fills the placeholders of a checked text. */
export function fillPlaceholders(text: string, values: Record<Placeholder, string>): string {
  return text.replace(/\{(product|level)\}/g, (_, name: Placeholder) => values[name]);
}

/** What each email is, as the back office lists them: its name and when the app sends it. */
export const EMAIL_TYPE_NAMES: Record<EmailType, { name: string; when: string }> = {
  signup: { name: 'Confirm sign-up', when: 'Someone creates an account.' },
  recovery: { name: 'Password reset', when: 'Someone asks to reset their password.' },
  magic_link: { name: 'Sign-in link', when: 'Someone asks to sign in without a password.' },
  invite: { name: 'Invitation', when: 'Staff invite someone.' },
  test: { name: 'Test email', when: 'Staff check that email is delivered.' },
  email_change: { name: 'Confirm new address', when: 'A member changes their email address.' },
  data_export: { name: 'Data export ready', when: 'The copy of a member’s data is ready.' },
  data_deletion: { name: 'Deletion scheduled', when: 'A member asks to delete their account.' },
  data_deletion_done: { name: 'Deletion done', when: 'A member’s account has been deleted.' },
  coach_approved: { name: 'Coach application approved', when: 'Staff approve a coach application.' },
  coach_declined: { name: 'Coach application declined', when: 'Staff decline a coach application.' },
  hardship_approved: { name: 'Hardship approved', when: 'Staff approve a hardship application.' },
  hardship_declined: { name: 'Hardship declined', when: 'Staff decline a hardship application.' },
  hardship_review_reminder: { name: 'Hardship review reminder', when: 'A hardship level comes up for review.' },
  membership_renewal_reminder: { name: 'Renewal reminder', when: '7 days before a yearly membership renews.' },
  sign_in_attempts: { name: 'Sign-in attempts', when: 'Several wrong passwords are tried for an account.' },
  support_view: { name: 'Support viewed your account', when: 'Support staff view the app as a member.' },
  order_receipt: { name: 'Order receipt', when: 'A Refill Shop order is paid.' },
  refund_issued: { name: 'Refund issued', when: 'An order is refunded.' },
  refund_declined: { name: 'Refund declined', when: 'Staff decline a refund request.' },
  refund_request_received: { name: 'Refund request received', when: 'Someone asks for a refund.' },
  membership_welcome: { name: 'Membership welcome', when: 'A membership starts.' },
  membership_plan_changed: { name: 'Plan changed', when: 'A member changes their plan, now or from their next renewal.' },
  membership_payment_received: { name: 'Membership receipt', when: 'A membership payment above $0 goes through.' },
  membership_payment_failed: { name: 'Payment failed', when: 'A membership payment does not go through.' },
  membership_canceled: { name: 'Membership cancelled', when: 'A member cancels their membership.' },
  membership_ended_unpaid: { name: 'Membership ended unpaid', when: 'A membership ends after failed payments.' },
  membership_hardship_ended: { name: 'Hardship membership ended', when: 'A hardship level no longer covers a membership.' },
  flowpath_reminder: { name: 'FlowPath reminder', when: 'A date in a member’s FlowPath plan comes round.' },
};
