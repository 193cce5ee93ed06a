import { formatInstant } from '#web/lib/dates';
/** Dates on result pages: "March 1, 2025" in the reader's own language. */

export function formatResultDate(iso: string): string {
  return formatInstant(iso, 'dateLong');
}

/** A percent score as a whole number (scores are placed on 0–100). */
export function formatPercent(percent: number): string {
  return String(Math.round(percent));
}

/** A signed change in points: "+12 points", "−8 points", "0 points" (a true minus sign). */
export function formatDelta(delta: number): string {
  const rounded = Math.round(delta);
  const size = Math.abs(rounded);
  const unit = size === 1 ? 'point' : 'points';
  if (rounded > 0) return `+${size} ${unit}`;
  if (rounded < 0) return `\u2212${size} ${unit}`;
  return `0 ${unit}`;
}
