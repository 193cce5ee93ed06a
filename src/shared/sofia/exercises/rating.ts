import { plainText } from '#shared/sofia/plain-text';

/**
 * A 0–100 rating as people type it: "70", "70%", "about 70", "I'd say 70 percent", "7/10" or
 * "7 out of 10" (read as 70). Anything else, a number over 100, or two different numbers, is
 * not a rating: `null`, and the step asks again.
 */
export function parseRating(text: string): number | null {
  if (/(^|[^\d\s])\s*-\s*\d|^\s*-/.test(text)) return null;
  const outOfTen = /\b(\d{1,2}(?:\.\d)?)\s*(?:\/|out of)\s*10\b/i.exec(text);
  if (outOfTen) {
    const value = Number(outOfTen[1]);
    return value <= 10 ? Math.round(value * 10) : null;
  }
  const numbers = [...plainText(text.replace(/(\d)\.(\d)/g, '$1p$2')).matchAll(/\b(\d+)(p\d+)?\b/g)].map((m) =>
    Math.round(Number(m[0].replace('p', '.'))),
  );
  if (numbers.length === 0 || numbers.some((n) => n !== numbers[0])) return null;
  const [value] = numbers as [number];
  return value >= 0 && value <= 100 ? value : null;
}
