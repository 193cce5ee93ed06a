import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { PRIVACY_REGISTRY } from './privacy-registry';
import { periodStart, periodText, retain } from './retention';
import * as schema from './schema';

const tables = new Map(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableConfig(table as PgTable))
    .map((config) => [config.name, config]),
);

describe('retention periods', () => {
  it.each([
    [{ days: 1 }, '1 day'],
    [{ days: 90 }, '90 days'],
    [{ months: 1 }, '1 month'],
    [{ months: 12 }, '12 months'],
    [{ months: 13 }, '13 months'],
    [{ months: 24 }, '2 years'],
  ])('%o reads as "%s"', (period, text) => {
    expect(periodText(period)).toBe(text);
  });

  it('counts days exactly and months by the calendar (UTC)', () => {
    const now = new Date('2026-03-15T10:00:00Z');
    expect(periodStart({ days: 90 }, now).toISOString()).toBe('2025-12-15T10:00:00.000Z');
    expect(periodStart({ months: 13 }, now).toISOString()).toBe('2025-02-15T10:00:00.000Z');
    expect(periodStart({ months: 24 }, now).toISOString()).toBe('2024-03-15T10:00:00.000Z');
  });

  it('writes the period into the text, and refuses a text that does not say it', () => {
    expect(
      retain('{period}, or until you delete your account.', { kind: 'age', column: 'created_at', period: { days: 90 } }).retention,
    ).toBe('90 days, or until you delete your account.');
    expect(() => retain('90 days.', { kind: 'age', column: 'created_at', period: { days: 90 } })).toThrow(/\{period\}/);
  });
});

describe('retention in the privacy registry', () => {
  // The promises as people read them (export summary, privacy page), and the numbers enforced.
  it.each([
    ['email_messages', /^90 days, or until you delete your account\./, { days: 90 }],
    ['page_views', /^At most 13 months, or until/, { months: 13 }],
    ['geographic_device_metrics', /^At most 13 months, or until/, { months: 13 }],
    ['rate_limits', /removed after 1 day without use/, { days: 1 }],
    ['access_code_uses', /^Until 7 days after the launch; then removed\.$/, { days: 7 }],
    ['beta_waitlist', /^Until 30 days after the launch, or until/, { days: 30 }],
    ['contact_messages', /^12 months after we answer it, or until/, { months: 12 }],
    ['coach_applications', /^2 years after you apply, or until/, { months: 24 }],
    ['orders', /^7 years, as tax and accounting law requires, then removed\./, { months: 84 }],
    ['refund_requests', /^7 years with the order, or until/, { months: 84 }],
  ])('%s says %s and enforces %o', (table, text, period) => {
    const entry = PRIVACY_REGISTRY[table];
    if (entry.personal === false) throw new Error(`${table} is not personal`);
    expect(entry.retention).toMatch(text);
    expect(entry.sweep && 'period' in entry.sweep ? entry.sweep.period : null).toEqual(period);
  });

  it('enforces every period a retention text promises (none is only words)', () => {
    // Stated periods that other code keeps: better-auth's session expiry (the sweep removes sessions
    // once expired) and the export archive's days (its purge job and the sweep drop it).
    const keptElsewhere = new Set(['sessions', 'data_export_requests']);
    const unenforced = Object.entries(PRIVACY_REGISTRY)
      .filter(([table, entry]) => entry.personal !== false && !keptElsewhere.has(table))
      .filter(([, entry]) => entry.personal !== false && /\d+\s*(day|month|year)|launch/i.test(entry.retention))
      .filter(
        ([, entry]) =>
          entry.personal !== false && !(entry.sweep && 'period' in entry.sweep && entry.retention.includes(periodText(entry.sweep.period))),
      )
      .map(([table]) => table);
    expect(unenforced).toEqual([]);
  });

  it('sweeps by real time columns', () => {
    for (const [table, entry] of Object.entries(PRIVACY_REGISTRY)) {
      if (entry.personal === false || !entry.sweep || entry.sweep.kind === 'after-launch') continue;
      const column = tables.get(table)?.columns.find((c) => c.name === (entry.sweep as { column: string }).column);
      expect(column, `${table} sweep column`).toBeDefined();
      const epochMs = entry.sweep.kind === 'age' && entry.sweep.epochMs === true;
      expect(column!.getSQLType(), `${table}.${column!.name}`).toMatch(epochMs ? /^bigint$/ : /^timestamp/);
    }
  });
});
