import { z } from 'zod';
import { Id, IdInput, Timestamp } from './blocks';
import { NextCursor, pageQuery } from './paging';
import { MAX_DESTINATION, isSafeDestination } from '../auth/destination';
import { PASSWORD_UNCHANGED, PASSWORDS_DIFFER, emailField, fullNameField, passwordField, preferredNameField } from '../auth/fields';

import { PRIVACY_POLICY_VERSION } from './privacy';
import { PersonIdentity } from './session';

/** Spec 9: the privacy policy / terms version a member accepts at sign-up. */
export const POLICY_VERSION = PRIVACY_POLICY_VERSION;

function bothStrings(value: unknown, a: string, b: string): boolean {
  const v = value as Record<string, unknown> | null;
  return typeof v?.[a] === 'string' && typeof v?.[b] === 'string';
}

/** Asks that `confirmPassword` repeats the password in `field`. */
function withConfirmation<T extends z.ZodType<{ confirmPassword: string }>>(schema: T, field: keyof z.output<T> & string): T {
  return schema.refine((v) => (v as Record<string, unknown>)[field] === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
    // Check the match as soon as both are typed, even while other fields still have errors.
    when: (payload) => bothStrings(payload.value, field, 'confirmPassword'),
  });
}

export const SignUpInput = withConfirmation(
  z.object({
    fullName: fullNameField,
    email: emailField,
    password: passwordField,
    confirmPassword: z.string().min(1, 'Please confirm your password.'),
    acceptTerms: z.literal(true, { message: 'Please accept the Terms of Service and Privacy Policy to continue.' }),
    referralCode: z
      .string()
      .trim()
      .regex(/^[a-z0-9]{4,16}$/)
      .optional(),
    /** Where the person was going (issue 16): the confirmation link brings them there. */
    redirect: z.string().max(MAX_DESTINATION).refine(isSafeDestination, 'Not a page on this site.').optional(),
  }),
  'password',
);
export type SignUpInput = z.input<typeof SignUpInput>;

/** POST /api/account/password-check: the strength meter asks whether a password is easy to guess. */
export const PasswordCheckInput = z.object({
  password: z.string().max(128),
  /** The person's name and address as typed so far: a password made of them is easy to guess too. */
  personal: z.array(z.string().max(254)).max(3).default([]),
});
export type PasswordCheckInput = z.input<typeof PasswordCheckInput>;
export const PasswordCheckResponse = z.object({ guessable: z.boolean(), message: z.string().nullable() });
export type PasswordCheckResponse = z.infer<typeof PasswordCheckResponse>;

/** The same answer whether or not the address already had an account. */
export const SignUpResponse = z.object({ message: z.string() });
export const SIGN_UP_MESSAGE = 'Check your inbox: we sent a link to confirm your email.';

/** The member's own account page: who they are (as the session shows them) and their account's details. */
export const ProfileResponse = PersonIdentity.pick({ id: true, email: true, fullName: true, preferredName: true, tier: true }).extend({
  emailVerified: z.boolean(),
  /** False for invited members who have only signed in by link so far. */
  hasPassword: z.boolean(),
  referralCode: z.string(),
  referralCount: z.number().int(),
  createdAt: Timestamp,
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

export const UpdateProfileInput = z
  .object({ fullName: fullNameField.optional(), preferredName: preferredNameField.optional() })
  .refine((v) => v.fullName !== undefined || v.preferredName !== undefined, { message: 'Nothing to change.' });
export type UpdateProfileInput = z.input<typeof UpdateProfileInput>;

export const ChangeEmailInput = z.object({ newEmail: emailField, password: z.string().min(1, 'Please enter your current password.') });
export type ChangeEmailInput = z.input<typeof ChangeEmailInput>;
/**
 * The same answer whether or not another account has the address (no one learns who has an account
 * here), so it says what to do if no link comes.
 */
export const CHANGE_EMAIL_MESSAGE =
  'We sent a confirmation link to your new address, and your email changes once you open it. If nothing arrives in a few minutes, check the spelling: an address another account already uses gets no link.';
/** Asking to change to the address the account already has. */
export const SAME_EMAIL_MESSAGE = 'That is already your email address.';

const confirmNewPassword = z.string().min(1, 'Please confirm your new password.');

/** The password reset page's form (spec 2.11); the token rides along from the link. */
export const ResetPasswordForm = withConfirmation(
  z.object({ newPassword: passwordField, confirmPassword: confirmNewPassword }),
  'newPassword',
);

/** A first password, for someone who joined by invitation and has none: the same two fields. */
export const FirstPasswordInput = ResetPasswordForm;
export type FirstPasswordInput = z.input<typeof FirstPasswordInput>;
export const HAS_PASSWORD_MESSAGE = 'You already have a password. Change it with your current one.';

export const ChangePasswordInput = withConfirmation(
  z.object({
    currentPassword: z.string().min(1, 'Please enter your current password.'),
    newPassword: passwordField,
    confirmPassword: confirmNewPassword,
    signOutOtherSessions: z.boolean().default(true),
  }),
  'newPassword',
).refine((v) => v.newPassword !== v.currentPassword, {
  path: ['newPassword'],
  message: PASSWORD_UNCHANGED,
  when: (payload) => bothStrings(payload.value, 'newPassword', 'currentPassword'),
});
export type ChangePasswordInput = z.input<typeof ChangePasswordInput>;

export const SessionItem = z.object({
  id: Id,
  current: z.boolean(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: Timestamp,
  lastActiveAt: Timestamp,
  /** A member of staff viewing the account (an audited support view), not one of the member's devices. */
  supportView: z.boolean(),
});
/** Where the account is signed in: this device first, then the last active, a page at a time (decision 156). */
export const SessionListQuery = pageQuery(20, 100);
export const SessionListResponse = z.object({ sessions: z.array(SessionItem), nextCursor: NextCursor });
export type SessionItem = z.infer<typeof SessionItem>;

export const SessionIdParams = z.object({ id: IdInput });

/** The state of a password reset link (spec 2.11: validating → valid or invalid). */
export const ResetTokenResponse = z.object({ valid: z.boolean(), reason: z.enum(['ok', 'invalid', 'expired']) });
export const ResetTokenQuery = z.object({ token: z.string().min(1).max(200) });

export const OkResponse = z.object({ ok: z.literal(true), message: z.string().optional() });
