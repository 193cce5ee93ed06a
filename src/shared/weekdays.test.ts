import { describe, expect, it } from 'vitest';
import { weekdayNames } from './weekdays';

describe('weekdayNames', () => {
  it('names the days of the week, Monday first', () => {
    expect(weekdayNames('long')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(weekdayNames('short')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });
});
