/** What a slider key does (WAI-ARIA slider pattern); PageUp/PageDown move by `page`. */
const STEPS: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

/**
 * The value a key press moves a slider to, or null for keys a slider does not use. Native range
 * inputs do this too, but not the same way in every browser (and not at all in jsdom), so the
 * check-in sliders handle the keys themselves: arrows by one, Page Up/Down by `page`, Home and End
 * to the ends.
 */
export function sliderValueForKey(
  key: string,
  value: number,
  range: { min: number; max: number; step: number; page?: number },
): number | null {
  const clamp = (n: number) => Math.min(range.max, Math.max(range.min, n));
  if (key === 'Home') return range.min;
  if (key === 'End') return range.max;
  const page = range.page ?? range.step * 3;
  if (key === 'PageUp') return clamp(value + page);
  if (key === 'PageDown') return clamp(value - page);
  const direction = STEPS[key];
  return direction === undefined ? null : clamp(value + direction * range.step);
}
