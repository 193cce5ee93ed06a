import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/client';
import { type EditCatalog, findModule, moduleIn } from './content';
import { savedModules } from './schema';

/** The modules a member saved to come back to. */
export function createSavedModuleService(db: AppDb, catalog: EditCatalog) {
  return {
    async setSaved(userId: string, editSlug: string, moduleSlug: string, saved: boolean): Promise<void> {
      await moduleIn(catalog, editSlug, moduleSlug);
      if (saved) await db.insert(savedModules).values({ userId, editSlug, moduleSlug }).onConflictDoNothing();
      else
        await db
          .delete(savedModules)
          .where(and(eq(savedModules.userId, userId), eq(savedModules.editSlug, editSlug), eq(savedModules.moduleSlug, moduleSlug)));
    },

    async savedModules(userId: string) {
      const [rows, edits] = await Promise.all([
        db.select().from(savedModules).where(eq(savedModules.userId, userId)).orderBy(desc(savedModules.createdAt)),
        catalog.list(),
      ]);
      return {
        modules: rows.flatMap((row) => {
          const { edit, module } = findModule(edits, row);
          return edit && module
            ? [
                {
                  editSlug: edit.slug,
                  editTitle: edit.title,
                  moduleSlug: module.slug,
                  moduleTitle: module.title,
                  minutes: module.minutes,
                  savedAt: row.createdAt.toISOString(),
                },
              ]
            : [];
        }),
      };
    },
  };
}
