// The writer of durability.test.ts: opens the embedded database in the directory given, as the
// app does (openDatabase), then commits one row at a time and prints each committed id, until killed.
import { openDatabase } from './client';

const database = await openDatabase({ dataDir: process.argv[2] });
await database.execute('create table if not exists durability (id integer primary key)');
const settings = await database.execute("select current_setting('shared_buffers') as shared_buffers");
process.stdout.write(`shared_buffers ${String(settings.rows[0]?.shared_buffers)}\n`);
for (let id = 1; ; id += 1) {
  await database.execute('insert into durability (id) values ($1)', [id]);
  process.stdout.write(`committed ${id}\n`);
}
