import { and, desc, eq, sql } from 'drizzle-orm';
import type { Reflection } from '#shared/contracts/edits';
import type { CrisisTier } from '#shared/safety/crisis-check';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { checkWriting } from '../safety/crisis-counts';
import { type EditCatalog, findModule, moduleIn } from './content';
import { moduleReflections } from './schema';

/** What a member wrote in answer to a module's reflection prompt: saved, listed and edited. */
export function createReflectionService(db: AppDb, catalog: EditCatalog) {
  return {
    /** Saves the module's reflection and answers with the crisis tier of what was written (issue 15). */
    async saveReflection(userId: string, editSlug: string, moduleSlug: string, answer: string): Promise<CrisisTier> {
      await moduleIn(catalog, editSlug, moduleSlug);
      await db
        .insert(moduleReflections)
        .values({ userId, editSlug, moduleSlug, answer })
        .onConflictDoUpdate({
          target: [moduleReflections.userId, moduleReflections.editSlug, moduleReflections.moduleSlug],
          set: { answer, updatedAt: sql`now()` },
        });
      return checkWriting(db, 'module_reflection', answer);
    },

    async reflections(userId: string): Promise<Reflection[]> {
      const [rows, edits] = await Promise.all([
        db
          .select()
          .from(moduleReflections)
          .where(eq(moduleReflections.userId, userId))
          .orderBy(desc(moduleReflections.updatedAt))
          .limit(200),
        catalog.list(),
      ]);
      return rows.map((row) => {
        const { edit, module } = findModule(edits, row);
        return {
          id: row.id,
          editSlug: row.editSlug,
          editTitle: edit?.title ?? row.editSlug,
          moduleSlug: row.moduleSlug,
          moduleTitle: module?.title ?? row.moduleSlug,
          prompt: module?.reflection.prompt ?? '',
          answer: row.answer,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        };
      });
    },

    /** Edits one of the member's own reflections; someone else's id is simply not found. */
    async updateReflection(userId: string, id: string, answer: string): Promise<CrisisTier> {
      const updated = await db
        .update(moduleReflections)
        .set({ answer, updatedAt: sql`now()` })
        .where(and(eq(moduleReflections.id, id), eq(moduleReflections.userId, userId)))
        .returning({ id: moduleReflections.id });
      if (updated.length === 0) throw new HttpError(404, 'We could not find that reflection.');
      return checkWriting(db, 'module_reflection', answer);
    },
  };
}
