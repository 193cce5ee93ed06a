import { describe, expect, it } from 'vitest';
import { birthInstant, cosmicSigns, signAt } from './cosmic';

describe('signs from ecliptic longitude', () => {
  it.each([
    [0, 'Aries'],
    [29.99, 'Aries'],
    [30, 'Taurus'],
    [95, 'Cancer'],
    [359.9, 'Pisces'],
    [-1, 'Pisces'],
    [365, 'Aries'],
  ])('%f° → %s', (longitude, sign) => {
    expect(signAt(longitude)).toBe(sign);
  });
});

describe('cosmic signs at birth', () => {
  it('uses local time minus the UTC offset (noon when unknown)', () => {
    expect(birthInstant('1990-06-15', '14:30', 60).toISOString()).toBe('1990-06-15T13:30:00.000Z');
    expect(birthInstant('1990-06-15', null, -300).toISOString()).toBe('1990-06-15T17:00:00.000Z');
  });

  it.each([
    // Sun signs well inside their ranges.
    { date: '1990-06-15', sun: 'Gemini' },
    { date: '1985-01-01', sun: 'Capricorn' },
    { date: '2000-08-10', sun: 'Leo' },
    { date: '1975-11-05', sun: 'Scorpio' },
  ])('$date → sun in $sun', async ({ date, sun }) => {
    expect((await cosmicSigns({ birthDate: date, birthTime: '12:00', utcOffsetMinutes: 0 })).sunSign).toBe(sun);
  });

  it('finds the moon sign (2000-01-01 12:00 UTC: moon about 223°, Scorpio)', async () => {
    expect((await cosmicSigns({ birthDate: '2000-01-01', birthTime: '12:00', utcOffsetMinutes: 0 })).moonSign).toBe('Scorpio');
  });

  it('marks the moon sign uncertain only without a birth time on a day the moon changed sign', async () => {
    const days = Array.from({ length: 10 }, (_, i) => `2021-03-${String(i + 1).padStart(2, '0')}`);
    const signs = await Promise.all(days.map((d) => cosmicSigns({ birthDate: d, birthTime: null, utcOffsetMinutes: 0 })));
    const uncertain = days.filter((_, i) => signs[i]!.moonSignUncertain);
    // The moon spends about 2.5 days in a sign: over 10 days it changes sign 3 or 4 times.
    expect(uncertain.length).toBeGreaterThanOrEqual(3);
    expect(uncertain.length).toBeLessThanOrEqual(5);
    expect((await cosmicSigns({ birthDate: uncertain[0]!, birthTime: '08:00', utcOffsetMinutes: 0 })).moonSignUncertain).toBe(false);
  });
});
