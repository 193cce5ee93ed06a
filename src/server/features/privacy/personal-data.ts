import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client';
import { PRIVACY_REGISTRY, type PersonalTable, type PrivacyHandling } from '../../platform/db/privacy-registry';

/**
 * Export and deletion driven by the privacy registry: every table it lists as personal is read or
 * cleared for one person, by user id and by email address, so nothing is missed by hand.
 */
export interface Person {
  id: string;
  email: string;
}

type Entry = Exclude<PrivacyHandling, { personal: false }>;

function matchPerson(entry: Entry, person: Person): SQL | null {
  const conditions: SQL[] = [];
  if (entry.personal === true) for (const c of entry.userColumns) conditions.push(sql`${sql.identifier(c)} = ${person.id}`);
  for (const c of entry.emailColumns ?? []) conditions.push(sql`lower(${sql.identifier(c)}) = ${person.email.toLowerCase()}`);
  return conditions.length ? sql.join(conditions, sql` or `) : null;
}

function personalTables(): [string, Entry][] {
  return Object.entries(PRIVACY_REGISTRY).filter((e): e is [string, Entry] => e[1].personal !== false);
}

/** Every row the app holds about the person, table by table (secrets left out). */
export async function collectPersonalData(db: AppDb, person: Person): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const [table, entry] of personalTables()) {
    const where = matchPerson(entry, person);
    if (!where) continue;
    const result = await db.execute(sql`select * from ${sql.identifier(table)} where ${where}`);
    const omit = new Set(entry.personal === true ? (entry.omitFromExport ?? []) : []);
    out[table] = ((result as { rows: Record<string, unknown>[] }).rows).map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !omit.has(k))));
  }
  return out;
}

/**
 * Deletes the person: clears mentions in other people's rows, anonymises what must be kept,
 * deletes the rest and finally the account itself (its sessions go with it). One transaction.
 */
export async function deletePersonalData(db: AppDb, person: Person, beforeAnonymising?: (tx: AppDb) => Promise<void>) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as AppDb;
    if (beforeAnonymising) await beforeAnonymising(t);
    const tables = personalTables();
    for (const [table, entry] of tables) {
      if (entry.personal !== true) continue;
      for (const column of entry.referenceColumns ?? []) {
        await t.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = null where ${sql.identifier(column)} = ${person.id}`);
      }
    }
    for (const [table, entry] of tables) {
      const where = matchPerson(entry, person);
      if (!where || table === 'users') continue;
      if (entry.personal === true && entry.onDeletion === 'anonymise') {
        const columns = entry.anonymiseColumns ?? [...entry.userColumns, ...(entry.emailColumns ?? [])];
        const set = sql.join(
          columns.map((c) => sql`${sql.identifier(c)} = null`),
          sql`, `,
        );
        await t.execute(sql`update ${sql.identifier(table)} set ${set} where ${where}`);
      } else {
        await t.execute(sql`delete from ${sql.identifier(table)} where ${where}`);
      }
    }
    const users = PRIVACY_REGISTRY.users as PersonalTable;
    await t.execute(sql`delete from ${sql.identifier('users')} where ${matchPerson(users, person)!}`);
  });
}

/** The readable summary that opens every export archive. */
export function exportReadme(person: Person, data: Record<string, unknown[]>, createdAt: Date): string {
  const lines = [
    '# Your Recalibrate data',
    '',
    `Prepared for ${person.email} on ${createdAt.toISOString().slice(0, 10)}.`,
    '',
    'Each file in this archive is one kind of data we hold about you, as JSON (one object per record).',
    'We left out secrets that would put your account at risk if this file were lost: your password hash,',
    'session tokens and the links inside emails we sent.',
    '',
    '| file | records | what it is and why we keep it | how long |',
    '|---|---|---|---|',
  ];
  for (const [table, rows] of Object.entries(data)) {
    const entry = PRIVACY_REGISTRY[table] as Entry;
    lines.push(`| ${table}.json | ${rows.length} | ${entry.purpose} | ${entry.retention} |`);
  }
  lines.push(
    '',
    'You can ask us to delete all of this in Privacy Settings. Questions: see the Contact page.',
    '',
  );
  return lines.join('\n');
}
