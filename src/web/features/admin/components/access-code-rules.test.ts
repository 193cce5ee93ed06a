import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessCodeForm, codeStatus, localDateTimeToIso } from './access-code-rules';

const NOW = new Date(2025, 2, 1, 9, 0).getTime();

describe('localDateTimeToIso', () => {
  it('reads a datetime-local value in local time', () => {
    expect(localDateTimeToIso('2025-03-02T17:30')).toBe(new Date(2025, 2, 2, 17, 30).toISOString());
    expect(localDateTimeToIso('2025-03-02T17:30:15')).toBe(new Date(2025, 2, 2, 17, 30, 15).toISOString());
  });

  it.each(['', '2025-03-02', 'tomorrow', '2025-13-45T99:99'])('refuses %j', (value) => {
    expect(localDateTimeToIso(value)).toBeNull();
  });
});

describe('AccessCodeForm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  const base = { code: 'CALM-2025', name: 'Friends', description: '', expiresAt: '', maxUses: '' };

  it('turns empty expiry and maximum uses into null', () => {
    expect(AccessCodeForm.parse(base)).toEqual({ ...base, expiresAt: null, maxUses: null });
  });

  it('sends the expiry as an ISO instant and the maximum as a number', () => {
    expect(AccessCodeForm.parse({ ...base, expiresAt: '2025-04-01T12:00', maxUses: ' 25 ' })).toEqual({
      ...base,
      expiresAt: new Date(2025, 3, 1, 12, 0).toISOString(),
      maxUses: 25,
    });
  });

  it.each([
    ['expiresAt', { expiresAt: '2025-02-28T12:00' }, 'Pick a date and time in the future, or leave it empty.'],
    ['maxUses', { maxUses: '2.5' }, 'Use a whole number, or leave it empty.'],
    ['maxUses', { maxUses: '0' }, undefined],
    ['code', { code: 'ab' }, 'Codes need at least 4 characters.'],
    ['code', { code: 'calm 2025' }, 'Use letters, numbers and hyphens.'],
    ['name', { name: ' ' }, 'Please name the code.'],
  ])('reports %s for %j with the shared rules', (field, change, message) => {
    const result = AccessCodeForm.safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
  });
});

describe('codeStatus', () => {
  const code = { disabled: false, expiresAt: null, maxUses: null, uses: 0 };
  it.each([
    [code, 'Active'],
    [{ ...code, disabled: true, expiresAt: new Date(NOW - 1).toISOString() }, 'Disabled'],
    [{ ...code, expiresAt: new Date(NOW).toISOString() }, 'Expired'],
    [{ ...code, expiresAt: new Date(NOW + 60_000).toISOString() }, 'Active'],
    [{ ...code, maxUses: 3, uses: 3 }, 'Used up'],
    [{ ...code, maxUses: 3, uses: 2 }, 'Active'],
  ] as const)('%j is %s', (value, status) => {
    expect(codeStatus(value, NOW)).toBe(status);
  });
});
