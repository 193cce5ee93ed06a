import { describe, expect, it } from 'vitest';
import { checkPasswordRules } from '#shared/auth/password';
import { meterReading } from './meter-reading';

describe('meterReading (issue 16: the meter and the rules agree)', () => {
  const table: [string, { label: string; accepted: boolean; firstHint?: string }][] = [
    ['Calm#River22', { label: 'Fair', accepted: false, firstHint: 'Add one of these symbols: @$!%*?&' }],
    ['Calm!River22', { label: 'Strong', accepted: true }],
    ['calm!river22', { label: 'Fair', accepted: false, firstHint: 'Add an uppercase letter' }],
    ['Ab1!', { label: 'Fair', accepted: false, firstHint: 'Use at least 8 characters' }],
    ['', { label: 'Weak', accepted: false }],
  ];
  for (const [password, expected] of table) {
    it(`${JSON.stringify(password)} → ${expected.label}${expected.accepted ? '' : ', not accepted'}`, () => {
      const reading = meterReading(password);
      expect(reading.label).toBe(expected.label);
      expect(reading.accepted).toBe(expected.accepted);
      expect(reading.accepted).toBe(checkPasswordRules(password).ok);
      if (expected.firstHint) expect(reading.hints[0]).toBe(expected.firstHint);
    });
  }

  it('names the symbol outside the accepted set', () => {
    expect(meterReading('Calm#River22').hints).toContain('# is not among the symbols we accept (@$!%*?&)');
  });

  it('never calls a refused password Good or Strong', () => {
    for (const password of ['Calm#River22xyz', 'LONGPASSWORD123!', 'Abcdefghijkl!', 'Calm River 22 Long']) {
      const reading = meterReading(password);
      if (!reading.accepted) expect(['Weak', 'Fair']).toContain(reading.label);
    }
  });
});
