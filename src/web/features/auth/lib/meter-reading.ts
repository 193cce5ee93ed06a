import { checkPasswordRules, passwordStrength, PASSWORD_SPECIALS, type StrengthLabel } from '#shared/auth/password';

/** The highest label and score a password that breaks a rule may show (issue 16: never "Strong" and refused). */
const CAP: { score: number; label: StrengthLabel } = { score: 3, label: 'Fair' };

export interface MeterReading {
  score: number;
  label: StrengthLabel;
  /** Whether the spec 5 rules (the shared module the server checks too) accept it. */
  accepted: boolean;
  /** The rules that fail first, then the hints that would make it stronger. */
  hints: string[];
}

/**
 * What the strength meter shows: the spec 5 score and label, but a password the rules refuse is
 * at most 'Fair', and the failing rules come first, naming a symbol outside spec 5's set
 * ('Calm#River22': '#' is not one of @$!%*?&).
 */
export function meterReading(password: string): MeterReading {
  const strength = passwordStrength(password);
  const rules = checkPasswordRules(password);
  if (rules.ok) return { score: strength.score, label: strength.label, accepted: true, hints: strength.hints };
  const others = [...new Set([...password].filter((ch) => !/[\p{L}\p{N}]/u.test(ch) && !PASSWORD_SPECIALS.includes(ch)))];
  const symbolNote =
    others.length > 0 && rules.problems.some((p) => p.startsWith('Add one of these symbols'))
      ? [`${others.join(' ')} ${others.length === 1 ? 'is' : 'are'} not among the symbols we accept (${PASSWORD_SPECIALS})`]
      : [];
  const problems = rules.problems.map((p) => p.replace(/\.$/, ''));
  const symbolProblem = problems.some((p) => p.startsWith('Add one of these symbols'));
  const tooStrong = strength.score > CAP.score;
  return {
    score: tooStrong ? CAP.score : strength.score,
    label: tooStrong ? CAP.label : strength.label,
    accepted: false,
    hints: [
      ...new Set([...problems, ...symbolNote, ...strength.hints.filter((hint) => !(symbolProblem && hint.startsWith('Add a symbol')))]),
    ],
  };
}
