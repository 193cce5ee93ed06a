import { describe, expect, it } from 'vitest';
import { sliderValueForKey } from './slider-keys';

const SCALE = { min: 1, max: 10, step: 1 };

describe('sliderValueForKey', () => {
  it.each([
    ['ArrowRight', 5, 6],
    ['ArrowUp', 5, 6],
    ['ArrowLeft', 5, 4],
    ['ArrowDown', 5, 4],
    ['Home', 5, 1],
    ['End', 5, 10],
    ['PageUp', 5, 8],
    ['PageDown', 5, 2],
    ['ArrowRight', 10, 10],
    ['ArrowLeft', 1, 1],
    ['PageUp', 9, 10],
    ['PageDown', 2, 1],
  ])('%s from %i gives %i', (key, from, to) => {
    expect(sliderValueForKey(key, from, SCALE)).toBe(to);
  });

  it('leaves other keys to the browser', () => {
    expect(sliderValueForKey('Tab', 5, SCALE)).toBeNull();
    expect(sliderValueForKey('a', 5, SCALE)).toBeNull();
  });
});
