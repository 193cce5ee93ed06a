import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-statements';

// Decision 162: drizzle's queries on PGlite run as named statements, prepared once per text.
let raw: PGlite;
let client: PGlite;
beforeAll(async () => {
  raw = new PGlite();
  await raw.exec(`create table notes (id serial primary key, body text not null, data jsonb, at timestamptz not null default now())`);
  client = withPreparedStatements(raw, 3);
});
afterAll(() => raw.close());

const prepared = async () =>
  (await raw.query<{ name: string; statement: string }>(`select name, statement from pg_prepared_statements order by name`)).rows;

describe('named statements on PGlite', () => {
  it('answers as the unnamed query does, and prepares the text once', async () => {
    const insert = 'insert into notes (body, data) values ($1, $2) returning id, body, data, at';
    const named = await client.query<{ id: number; body: string; data: unknown; at: Date }>(insert, ['one', { a: 1 }]);
    const again = await client.query<{ id: number }>(insert, ['two', null]);
    const unnamed = await raw.query<{ id: number; body: string; data: unknown; at: Date }>(insert, ['three', { a: 1 }]);
    expect(named.rows[0]).toMatchObject({ body: 'one', data: { a: 1 } });
    expect(named.rows[0].at).toBeInstanceOf(Date);
    expect(named.fields).toEqual(unnamed.fields);
    expect(named.affectedRows).toBe(1);
    expect(again.rows[0].id).toBe(named.rows[0].id + 1);
    const arrays = await client.query('select body, data from notes where id = $1', [named.rows[0].id], { rowMode: 'array' });
    expect(arrays.rows).toEqual([['one', { a: 1 }]]);
    expect((await prepared()).filter((p) => p.statement === insert)).toHaveLength(1);
  });

  it('applies a query`s own parsers over the client`s, for that query only', async () => {
    const text = 'select at, data from notes order by id limit 1';
    const own = await client.query<{ at: unknown; data: unknown }>(text, [], {
      parsers: { [types.TIMESTAMPTZ]: (value) => `at ${value}` },
    });
    expect(own.rows[0].at).toMatch(/^at \d{4}-/);
    expect(own.rows[0].data).toEqual({ a: 1 });
    expect((await client.query<{ at: unknown }>(text)).rows[0].at).toBeInstanceOf(Date);
  });

  it('reports a failed statement with its code and the session keeps working', async () => {
    await expect(client.query('insert into notes (body) values ($1)', [null])).rejects.toMatchObject({ code: '23502' });
    await expect(client.query('select nothing from nowhere')).rejects.toMatchObject({ code: '42P01' });
    expect((await client.query<{ n: number }>('select count(*)::int as n from notes where body = $1', ['one'])).rows).toEqual([{ n: 1 }]);
  });

  it('answers again unnamed when a table changed under its statement', async () => {
    await raw.exec(`create table changing (a int)`);
    await raw.exec(`insert into changing values (1)`);
    const text = 'select * from changing';
    const before = await withPreparedStatements(raw).query(text);
    expect(before.rows).toEqual([{ a: 1 }]);
    const same = withPreparedStatements(raw);
    await same.query(text);
    await raw.exec(`alter table changing add column b int default 2`);
    expect((await same.query(text)).rows).toEqual([{ a: 1, b: 2 }]);
  });

  it('waits for an open transaction, as PGlite`s own query does', async () => {
    const order: string[] = [];
    const transaction = raw.transaction(async (tx) => {
      await tx.query(`insert into notes (body) values ('in the transaction')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('committed');
    });
    const read = client.query<{ n: number }>(`select count(*)::int as n from notes where body = 'in the transaction'`).then((r) => {
      order.push('read');
      return r.rows[0].n;
    });
    await transaction;
    expect(await read).toBe(1);
    expect(order).toEqual(['committed', 'read']);
  });

  it('keeps at most its limit, closing the statement used least recently', async () => {
    const limited = withPreparedStatements(raw, 2);
    const before = await prepared();
    await limited.query('select 1 as one');
    await limited.query('select 2 as two');
    await limited.query('select 1 as one');
    expect((await limited.query('select 3 as three')).rows).toEqual([{ three: 3 }]);
    const earlier = new Set(before.map((s) => s.name));
    const added = (await prepared()).filter((s) => !earlier.has(s.name)).map((s) => s.statement);
    // "select 2" was used least recently: closed; "select 1" and "select 3" stay named.
    expect(added.sort()).toEqual(['select 1 as one', 'select 3 as three']);
  });
});

describe('a write it answered', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-statements-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is on disk when the process is killed (kill -9) straight after', async () => {
    // A child inserts through the named statements and prints each id once the insert answered.
    const script = `
      import { PGlite, types } from '@electric-sql/pglite';
      import { withPreparedStatements } from ${JSON.stringify(path.resolve(import.meta.dirname, 'pglite-statements.ts'))};
      const raw = new PGlite(process.argv[1]);
      await raw.exec('create table if not exists acked (id int primary key)');
      const client = withPreparedStatements(raw);
      for (let id = 1; ; id += 1) {
        await client.query('insert into acked (id) values ($1)', [id]);
        process.stdout.write(id + '\\n');
      }`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, path.join(dir, 'db')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let acked = 0;
    await new Promise<void>((resolve) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        acked = Number(line);
        if (acked >= 40 && child.exitCode === null && !child.killed) {
          child.kill('SIGKILL');
          resolve();
        }
      });
    });
    await new Promise((resolve) => child.once('exit', resolve));
    const reopened = new PGlite(path.join(dir, 'db'));
    try {
      const { rows } = await reopened.query<{ id: number }>('select id from acked where id <= $1', [acked]);
      expect(rows).toHaveLength(acked);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
