import { PRODUCT_NAME } from '#shared/site/pages';
import { escapeHtml } from '../escape';
import { type EmailType, type TemplateTexts, fillPlaceholders } from '#shared/email/templates';
import { PRIVATE_WORDS } from '#shared/access/impersonation';

export { EMAIL_TYPES, type EmailType } from '#shared/email/templates';

export interface EmailVars {
  fullName?: string | null;
  url?: string;
  /** A personal note from staff, shown as its own paragraph. */
  note?: string | null;
  /** Fills {level} in a template (the hardship discount). */
  level?: number;
  /** Facts listed one a line after the intro (who, when, why of a support view). */
  lines?: string[];
  /** Further links, each on its own line with its label (the downloads of a receipt). */
  links?: { label: string; url: string }[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

interface Template {
  subject: string;
  intro: string;
  action?: string;
  after: string;
  /** Sent with facts one a line after the intro (a bill's dates, a support view's who and why). */
  lines?: true;
}

/** Whether the email lists facts one a line: its preview shows sample lines there. */
export const listsFacts = (type: EmailType): boolean => TEMPLATES[type].lines === true;

/** The texts an email is sent with when staff have not reworded it. */
export function defaultTexts(type: EmailType): TemplateTexts {
  const t = TEMPLATES[type];
  return { subject: t.subject, intro: t.intro, action: t.action ?? null, after: t.after };
}

const TEMPLATES: Record<EmailType, Template> = {
  signup: {
    subject: `Confirm your email for ${PRODUCT_NAME}`,
    intro: `Thank you for joining ${PRODUCT_NAME}. Please confirm this is your email address so we can keep your account safe.`,
    action: 'Confirm my email',
    after: 'The link works for 24 hours. If you did not create an account, you can ignore this email.',
  },
  recovery: {
    subject: `Reset your ${PRODUCT_NAME} password`,
    intro: 'Someone asked to reset the password for this email address. If it was you, choose a new password here:',
    action: 'Choose a new password',
    after: 'The link works for 1 hour. If you did not ask for this, you can ignore this email; your password stays the same.',
  },
  magic_link: {
    subject: `Your ${PRODUCT_NAME} sign-in link`,
    intro: 'Here is the sign-in link you asked for. No password needed:',
    action: 'Sign me in',
    after: 'The link works for 15 minutes and only once. If you did not ask for it, you can ignore this email.',
  },
  invite: {
    subject: `You are invited to ${PRODUCT_NAME}`,
    intro: `You have been invited to ${PRODUCT_NAME}, a calm place to recover from burnout at your own pace.`,
    action: 'Accept the invitation',
    after:
      'The button works once, within 15 minutes. If it has run out, go to the sign-in page, choose Email me a sign-in link, and enter this address. If you were not expecting this, you can ignore this email.',
  },
  test: {
    subject: `${PRODUCT_NAME} test email`,
    intro: `This is a test email from ${PRODUCT_NAME}. If you can read it, email delivery works.`,
    after: 'No action is needed.',
  },
  email_change: {
    subject: `Confirm your new email for ${PRODUCT_NAME}`,
    intro: 'You asked to change the email address on your account. Confirm the change here:',
    action: 'Confirm the new address',
    after: 'If you did not ask for this, please change your password and contact us.',
  },
  data_export: {
    subject: `Your ${PRODUCT_NAME} data is ready`,
    intro: 'The copy of your data you asked for is ready. Sign in to download it:',
    action: 'Download my data',
    after: 'The download is available for 7 days.',
  },
  data_deletion: {
    subject: `Your ${PRODUCT_NAME} account will be deleted in 7 days`,
    intro:
      'We received your request to delete your account and everything in it. We will do this in 7 days. Until then you can change your mind:',
    action: 'Keep my account',
    after:
      'If you did nothing, there is nothing more to do: after 7 days your data is deleted and we will confirm it by email. If you did not ask for this, use the link above and change your password.',
  },
  coach_approved: {
    subject: `Your ${PRODUCT_NAME} coach application`,
    intro: `Good news: we would love to welcome you as a ${PRODUCT_NAME} coach. We will be in touch about the next steps.`,
    after: 'Thank you for the care you bring to this work.',
  },
  coach_declined: {
    subject: `Your ${PRODUCT_NAME} coach application`,
    intro: 'Thank you for applying to coach with us. We are not able to offer a place right now.',
    after: 'This is not a judgement of your worth or your work. You are welcome to apply again in the future.',
  },
  hardship_approved: {
    subject: `Your ${PRODUCT_NAME} hardship application`,
    intro: 'We have approved your hardship application: {level}% off your membership. It is applied when you choose a membership.',
    action: 'See memberships',
    after: 'You do not need to explain again or prove anything else. We are glad you asked.',
  },
  hardship_declined: {
    subject: `Your ${PRODUCT_NAME} hardship application`,
    intro: 'Thank you for telling us about your situation. We are not able to approve this application as it stands.',
    after:
      'The free membership stays open to you, with the assessments, check-ins and journal. You are welcome to apply again if things change.',
  },
  hardship_review_reminder: {
    subject: `Your ${PRODUCT_NAME} hardship level comes up for review soon`,
    intro:
      'Your hardship level of {level}% off comes up for review soon. If things are still hard, you can tell us on the Hardship Program page and keep your price:',
    action: 'Open the Hardship Program',
    after:
      'If we do not hear from you, your membership keeps its price until the end of the period you have paid for, and then renews at the usual price. A membership that is free through the programme ends then instead, and you can choose one at your price. You can cancel at any time before then.',
    lines: true,
  },
  membership_renewal_reminder: {
    subject: `Your ${PRODUCT_NAME} membership renews in 7 days`,
    intro: 'A short note so nothing surprises you: your yearly membership renews in 7 days.',
    action: 'Manage my membership',
    after: 'If you would like to change your plan or stop it renewing, you can do that from your account before the renewal date.',
  },
  flowpath_reminder: {
    subject: `A gentle FlowPath reminder from ${PRODUCT_NAME}`,
    intro: 'A quiet note about the plan you made in FlowPath. This has come round:',
    action: 'Open FlowPath',
    after:
      'There is no rush and nothing to catch up on. If the timing no longer fits, change the dates, or turn these emails off on the plan step of FlowPath.',
    lines: true,
  },
  sign_in_attempts: {
    subject: `Someone has been trying to sign in to your ${PRODUCT_NAME} account`,
    intro:
      'There have been several sign-in attempts with a wrong password for your account. If that was you, no harm done: wait a few minutes, or sign in with a link instead of your password:',
    action: 'Go to sign in',
    after:
      'If it was not you, your account is still safe: we slow down each further attempt. Choosing a new, longer password from the sign-in page makes it safer still.',
  },
  support_view: {
    subject: `A member of the ${PRODUCT_NAME} team viewed your account`,
    intro: 'A member of our support team viewed the app as you see it. We tell you every time. Here is what happened:',
    action: 'Review your privacy settings',
    after: `While viewing they could not change anything. Your ${PRIVATE_WORDS} stay hidden from them unless you let support read them, for a limited time, in your privacy settings. If anything here surprises you, reply to this email or contact us.`,
    lines: true,
  },
  order_receipt: {
    subject: `Your ${PRODUCT_NAME} receipt`,
    intro: 'Thank you for your order. Here is your receipt, and your downloads are below.',
    action: 'See your order',
    after:
      'Each download link works for 7 days. If you have an account with this email address, your purchases are always in My Purchases. You can ask for a refund within 30 days on our refund request page.',
    lines: true,
  },
  refund_issued: {
    subject: `Your ${PRODUCT_NAME} refund`,
    intro: 'We have refunded your order. It can take 5 to 10 days to show on your statement.',
    after: 'Thank you for giving it a try. If something did not work for you, we would be glad to hear about it.',
  },
  refund_declined: {
    subject: `About your ${PRODUCT_NAME} refund request`,
    intro: 'We have read your refund request, and this time we are not able to refund it. Here is the order it was about:',
    after:
      'If you think we got this wrong, or something has changed, reply to this email or write to us from the contact page. A person will read it.',
    lines: true,
  },
  refund_request_received: {
    subject: `We have your ${PRODUCT_NAME} refund request`,
    intro: 'Someone asked for a refund of a Refill Shop order with this email address:',
    after:
      'If the order was bought with this address, a person will look at your request and reply within two working days; an approved refund can take 5 to 10 days to show on your statement. If you did not ask for a refund, you can ignore this email: nothing changes without a matching order.',
    lines: true,
  },
  membership_welcome: {
    subject: `Welcome to your ${PRODUCT_NAME} membership`,
    intro: 'Thank you for joining. Your membership has started, and everything it includes is open to you now:',
    action: 'See your membership',
    after:
      'You can change your plan, see your receipts or cancel at any time from your profile. Cancelling keeps your membership until the end of the period you paid for.',
    lines: true,
  },
  membership_plan_changed: {
    subject: `Your ${PRODUCT_NAME} plan is changed`,
    intro: 'Your membership plan is changed, as you asked. Here is what that means:',
    action: 'See your membership',
    after:
      'Your receipts are on your profile, under Billing. You can change your plan again or cancel at any time from there; cancelling keeps your membership until the end of the period you paid for.',
    lines: true,
  },
  membership_payment_received: {
    subject: `Your ${PRODUCT_NAME} membership receipt`,
    intro: 'Thank you. Your membership payment has gone through. Here is your receipt:',
    action: 'See your receipts',
    after:
      'Your receipts are always on your profile, under Billing. You can change your plan or cancel at any time from there; cancelling keeps your membership until the end of the period you paid for.',
    lines: true,
  },
  membership_payment_failed: {
    subject: `Your ${PRODUCT_NAME} payment did not go through`,
    intro:
      'We could not take the payment for your membership. Nothing is lost: your membership stays open for now, and here is how long you have to put it right:',
    action: 'Update your payment',
    after:
      'Choose Manage membership on your profile to update your card or pay again. If your card was simply out of date, that is all it takes. If money is tight right now, our Hardship Program offers 50 to 100% off; you can apply from the Memberships page.',
    lines: true,
  },
  membership_canceled: {
    subject: `Your ${PRODUCT_NAME} membership is cancelled`,
    intro: 'Your membership is cancelled, as you asked. Here is what that means:',
    action: 'See your membership',
    after:
      'Everything free stays yours, including your results, your journal and the crisis resources. If you change your mind before the end date, you can resume your membership from your profile and nothing is charged until then.',
    lines: true,
  },
  membership_ended_unpaid: {
    subject: `Your ${PRODUCT_NAME} membership has ended`,
    intro:
      'We tried your payment again and it still did not go through, so your membership has ended. You have not been charged, and nothing you made here is lost:',
    action: 'See your membership',
    after:
      'Everything free stays yours, including your results, your journal and the crisis resources. When the time is right, you can start a membership again from your profile. If money is tight right now, our Hardship Program offers 50 to 100% off; you can apply from the Memberships page.',
    lines: true,
  },
  membership_hardship_ended: {
    subject: `Your ${PRODUCT_NAME} hardship membership has come to its end`,
    intro:
      'Your hardship level no longer covers your whole membership, so the membership it paid for has ended. You have not been charged anything:',
    action: 'See your options',
    after:
      'Everything free stays yours, including your results, your journal and the crisis resources. If things are still hard, you can apply again on the Hardship Program page; otherwise you can choose a membership at your price from your profile.',
    lines: true,
  },
  data_deletion_done: {
    subject: `Your ${PRODUCT_NAME} data has been deleted`,
    intro: 'As you asked, we have deleted your account and the data it held. Your sessions have been ended.',
    after: 'Thank you for the time you spent with us. If you ever want to come back, you are welcome to start fresh.',
  },
};

/**
 * Renders an email as plain text and simple HTML: the default texts, or staff's override of them
 * (/admin/email-templates; a button label only where the email has a button), with their
 * placeholders filled. User-given values are escaped. The one way an email is rendered: sending,
 * the admin preview and the test send all come here.
 */
export function renderEmail(type: EmailType, vars: EmailVars, override?: TemplateTexts | null): RenderedEmail {
  const base = defaultTexts(type);
  const texts = override ? { ...override, action: base.action ? (override.action ?? base.action) : null } : base;
  const values = { product: PRODUCT_NAME, level: String(vars.level ?? '') };
  const fill = (text: string) => fillPlaceholders(text, values);
  const t = {
    subject: fill(texts.subject),
    intro: fill(texts.intro),
    action: texts.action ? fill(texts.action) : null,
    after: fill(texts.after),
  };
  const note = vars.note?.trim() ? vars.note.trim() : null;
  const greeting = vars.fullName?.trim() ? `Hi ${vars.fullName.trim().split(/\s+/)[0]},` : 'Hi,';
  const extra = (vars.links ?? []).filter((l) => l.url);
  const links = [...(t.action && vars.url ? [vars.url] : []), ...extra.map((l) => l.url)];
  const lines = (vars.lines ?? []).map((line) => line.trim()).filter(Boolean);
  const textParts = [greeting, '', t.intro];
  if (lines.length) textParts.push('', ...lines.map((line) => `- ${line}`));
  if (note) textParts.push('', `A note from our team: ${note}`);
  if (extra.length) textParts.push('', ...extra.map((l) => `${l.label}: ${l.url}`));
  if (t.action && vars.url) textParts.push('', `${t.action}: ${vars.url}`);
  textParts.push('', t.after, '', `With care,`, `The ${PRODUCT_NAME} team`);
  const button =
    t.action && vars.url
      ? `<p><a href="${escapeHtml(vars.url)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#2F6F62;color:#ffffff;text-decoration:none">${escapeHtml(t.action)}</a></p><p style="font-size:13px;color:#5B616B">Or paste this link into your browser: ${escapeHtml(vars.url)}</p>`
      : '';
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#FAF7F2;font-family:Arial,sans-serif;color:#1F2328"><div style="max-width:560px;margin:0 auto;padding:32px 24px;line-height:1.6"><p style="font-size:20px;font-family:Georgia,serif;color:#2F6F62">${PRODUCT_NAME}</p><p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.intro)}</p>${lines.length ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : ''}${note ? `<p><em>A note from our team:</em> ${escapeHtml(note)}</p>` : ''}${extra.map((l) => `<p><a href="${escapeHtml(l.url)}" style="color:#2F6F62">${escapeHtml(l.label)}</a></p>`).join('')}${button}<p>${escapeHtml(t.after)}</p><p>With care,<br>The ${PRODUCT_NAME} team</p></div></body></html>`;
  return { subject: t.subject, text: textParts.join('\n'), html, links };
}
