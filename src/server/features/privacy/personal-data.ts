import { type SQL, sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { users } from '../auth/schema';
import { PRIVACY_REGISTRY, type PersonalTable, type PrivacyHandling, USER_REFERENCE_COLUMN } from '#server/platform/db/privacy-registry';

/**
 * Export and deletion driven by the privacy registry: every table it lists as personal is read or
 * cleared for one person, by user id and by email address, so nothing is missed by hand.
 */
export interface Person {
  id: string;
  email: string;
}

/** The account a request is about, with the name its emails greet. */
export async function accountHolder(db: AppDb, userId: string): Promise<Person & { name: string }> {
  const [row] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  if (!row) throw new HttpError(404, 'Account not found.');
  return row;
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

/**
 * Another person named in the person's own rows (the staff member who decided an application, who
 * acted in the audit log, or the member who referred them) is described, never shown by their id.
 */
function otherPerson(column: string, value: unknown, person: Person): unknown {
  if (typeof value !== 'string' || value === person.id || !USER_REFERENCE_COLUMN.test(column)) return value;
  return column === 'referred_by' ? 'another member' : 'a staff member';
}

/** Every row the app holds about the person, table by table (secrets left out, other people described). */
export async function collectPersonalData(db: AppDb, person: Person): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const [table, entry] of personalTables()) {
    const where = matchPerson(entry, person);
    if (!where) continue;
    const result = await db.execute(sql`select * from ${sql.identifier(table)} where ${where}`);
    const omit = new Set(entry.personal === true ? (entry.omitFromExport ?? []) : []);
    out[table] = (result as { rows: Record<string, unknown>[] }).rows.map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([k]) => !omit.has(k))
          .map(([k, v]) => [k, otherPerson(k, v, person)]),
      ),
    );
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
        await t.execute(
          sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = null where ${sql.identifier(column)} = ${person.id}`,
        );
      }
    }
    for (const [table, entry] of tables) {
      const where = matchPerson(entry, person);
      if (!where || table === 'users') continue;
      if (entry.personal === true && entry.onDeletion === 'anonymise') {
        // Only the person goes: a column naming them is cleared where it names them, so the staff
        // member in an audit row about a deleted member stays (and the action with them).
        const emails = new Set(entry.emailColumns ?? []);
        const identity = new Set([...entry.userColumns, ...emails]);
        const columns = entry.anonymiseColumns ?? [...identity];
        const details = columns.filter((c) => !identity.has(c));
        if (details.length > 0) {
          const set = sql.join(
            details.map((c) => sql`${sql.identifier(c)} = null`),
            sql`, `,
          );
          await t.execute(sql`update ${sql.identifier(table)} set ${set} where ${where}`);
        }
        for (const c of columns.filter((c) => identity.has(c))) {
          const names = emails.has(c)
            ? sql`lower(${sql.identifier(c)}) = ${person.email.toLowerCase()}`
            : sql`${sql.identifier(c)} = ${person.id}`;
          await t.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(c)} = null where ${names}`);
        }
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
  lines.push('', 'You can ask us to delete all of this in Privacy Settings. Questions: see the Contact page.', '');
  return lines.join('\n');
}
