// Spec 5: password rules and the strength meter, shared by the web and the server.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_SPECIALS = '@$!%*?&';

const SPECIAL = /[@$!%*?&]/;
const COMMON = /123|abc|qwe|password/i;
const REPEAT_RUN = /(.)\1\1/;

export interface PasswordRuleResult {
  ok: boolean;
  /** Problems in plain words, in a stable order. */
  problems: string[];
}

export function checkPasswordRules(password: string): PasswordRuleResult {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN) problems.push(`Use at least ${PASSWORD_MIN} characters.`);
  if (password.length > PASSWORD_MAX) problems.push(`Use at most ${PASSWORD_MAX} characters.`);
  if (!/[a-z]/.test(password)) problems.push('Add a lowercase letter.');
  if (!/[A-Z]/.test(password)) problems.push('Add an uppercase letter.');
  if (!/[0-9]/.test(password)) problems.push('Add a number.');
  if (!SPECIAL.test(password)) problems.push(`Add one of these symbols: ${PASSWORD_SPECIALS}`);
  return { ok: problems.length === 0, problems };
}

export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';

export interface PasswordStrength {
  /** 0 to 6 after penalties. */
  score: number;
  label: StrengthLabel;
  hints: string[];
}

/**
 * Score out of 6: length 8+, length 12+, lowercase, uppercase, digit, special; minus 1 for a run
 * of 3 or more of the same character, minus 1 for a common pattern (123, abc, qwe, password).
 * Labels: under 2 Weak, under 4 Fair, 4 Good, 5 or more Strong.
 */
export function passwordStrength(password: string): PasswordStrength {
  const checks: [boolean, string][] = [
    [password.length >= 8, 'Use at least 8 characters'],
    [password.length >= 12, 'Use 12 or more characters for extra strength'],
    [/[a-z]/.test(password), 'Add a lowercase letter'],
    [/[A-Z]/.test(password), 'Add an uppercase letter'],
    [/[0-9]/.test(password), 'Add a number'],
    [SPECIAL.test(password), `Add a symbol (${PASSWORD_SPECIALS})`],
  ];
  let score = checks.filter(([met]) => met).length;
  const hints = checks.filter(([met]) => !met).map(([, hint]) => hint);
  if (REPEAT_RUN.test(password)) {
    score -= 1;
    hints.push('Avoid repeating a character three times in a row');
  }
  if (COMMON.test(password)) {
    score -= 1;
    hints.push('Avoid common patterns like 123, abc, qwe or password');
  }
  score = Math.max(0, score);
  const label: StrengthLabel = score < 2 ? 'Weak' : score < 4 ? 'Fair' : score === 4 ? 'Good' : 'Strong';
  return { score, label, hints };
}
