import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/client';
import { type EditCatalog, findModule } from './content';
import { editEnrolments, moduleCompletions, savedModules } from './schema';

/** One member's progress through the Edits: what is done, started, set aside and saved, and when each Edit was last touched. */
export async function memberProgress(db: AppDb, userId: string) {
  const [completions, enrolments, saved] = await Promise.all([
    db.select().from(moduleCompletions).where(eq(moduleCompletions.userId, userId)),
    db.select().from(editEnrolments).where(eq(editEnrolments.userId, userId)),
    db.select().from(savedModules).where(eq(savedModules.userId, userId)),
  ]);
  const done = new Set(completions.map((c) => `${c.editSlug}/${c.moduleSlug}`));
  // When the member last did something in each Edit (started it or finished a module).
  const lastActive = new Map<string, number>();
  const touch = (slug: string, at: Date) => lastActive.set(slug, Math.max(lastActive.get(slug) ?? 0, at.getTime()));
  for (const e of enrolments) {
    touch(e.editSlug, e.startedAt);
    if (e.resumedAt) touch(e.editSlug, e.resumedAt);
  }
  for (const c of completions) touch(c.editSlug, c.completedAt);
  return {
    completions,
    done,
    lastActive,
    started: new Set([...enrolments.map((e) => e.editSlug), ...completions.map((c) => c.editSlug)]),
    setAside: new Set(enrolments.filter((e) => e.setAsideAt).map((e) => e.editSlug)),
    saved: new Set(saved.map((s) => `${s.editSlug}/${s.moduleSlug}`)),
  };
}

export type MemberProgress = Awaited<ReturnType<typeof memberProgress>>;

/** Completed modules of one member in a time range, with titles (the wellness calendar reads these). */
export async function completionsBetween(db: AppDb, catalog: EditCatalog, userId: string, from: Date, to: Date) {
  const [rows, edits] = await Promise.all([
    db
      .select()
      .from(moduleCompletions)
      .where(
        and(
          eq(moduleCompletions.userId, userId),
          sql`${moduleCompletions.completedAt} >= ${from.toISOString()}`,
          sql`${moduleCompletions.completedAt} < ${to.toISOString()}`,
        ),
      ),
    catalog.list(),
  ]);
  return rows.map((row) => {
    const { edit, module } = findModule(edits, row);
    return {
      editSlug: row.editSlug,
      editTitle: edit?.title ?? row.editSlug,
      moduleSlug: row.moduleSlug,
      moduleTitle: module?.title ?? row.moduleSlug,
      completedAt: row.completedAt,
    };
  });
}
