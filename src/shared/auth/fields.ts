import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, checkPasswordRules } from './password';

// Spec 5 field rules, one zod schema each, used by the forms and the server alike.
export const EMAIL_MAX = 254;
export const NAME_MIN = 2;
export const NAME_MAX = 100;

export const emailField = z
  .string()
  .trim()
  .min(1, 'Please enter your email address.')
  .max(EMAIL_MAX, `Email addresses can be at most ${EMAIL_MAX} characters.`)
  .pipe(z.email('Please enter a valid email address, like name@example.com.'))
  .transform((v) => v.toLowerCase());

export const fullNameField = z
  .string()
  .trim()
  .min(NAME_MIN, `Please enter at least ${NAME_MIN} characters.`)
  .max(NAME_MAX, `Please keep it to ${NAME_MAX} characters or fewer.`)
  .regex(/^[\p{L}\p{M}' ’-]+$/u, 'Names can use letters, spaces, hyphens and apostrophes.');

export const preferredNameField = z
  .string()
  .trim()
  .max(50, 'Please keep it to 50 characters or fewer.')
  .regex(/^[\p{L}\p{M}' ’-]*$/u, 'Names can use letters, spaces, hyphens and apostrophes.');

export const passwordField = z
  .string()
  .min(1, 'Please enter a password.')
  .superRefine((value, ctx) => {
    if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX || !checkPasswordRules(value).ok) {
      ctx.addIssue({
        code: 'custom',
        message: `Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters with a lowercase letter, an uppercase letter, a number and one of @$!%*?&.`,
      });
    }
  });

export const PASSWORDS_DIFFER = 'The passwords do not match.';
/** Spec 8 (password reset): a new password that is the current one is refused. */
export const PASSWORD_UNCHANGED = 'New password must be different from your current password.';
