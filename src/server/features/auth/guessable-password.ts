import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * Common and easily guessed passwords (issue 14): "P@ssw0rd", "Password1!" and "Qwerty123!" meet
 * spec 5's character rules, yet sit near the top of every guessing list. zxcvbn-ts with its
 * common-password and keyboard-pattern dictionaries estimates how many guesses a password takes;
 * below a million (its score 2), we ask for another. The dictionaries (~2 MB) load on first use.
 */
export const MIN_SCORE = 2;
export const GUESSABLE_PASSWORD_MESSAGE =
  'This password is one of the most common ones, so it is easy to guess. Try a few unrelated words with a number and a symbol.';

let checker: Promise<ZxcvbnFactory> | null = null;

function load(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  );
  return checker;
}

/** Whether the password is too easy to guess; the person's own name and address count against it. */
export async function isGuessable(password: string, personal: string[] = []): Promise<boolean> {
  const zxcvbn = await load();
  // zxcvbn's cost grows with length; spec 5 allows 128 characters, far beyond any common password.
  // "Ada Lovelace" and "ada.lovelace@example.test" also as "adalovelace", "ada", "lovelace".
  const words = personal.flatMap((text) => [text, text.replace(/[\s._-]+/g, ''), text.split('@')[0], ...text.split(/[\s@._-]+/)]);
  return zxcvbn.check(password.slice(0, 64), [...new Set(words.filter((w) => w.length >= 3))]).score < MIN_SCORE;
}
