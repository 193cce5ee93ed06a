import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkResponse } from '#shared/contracts/auth';
import { ChecklistQuery, type ChecklistTick, ChecklistTicksResponse, SetChecklistTickInput } from '#shared/contracts/docs';
import { hasChecklistItem } from '#shared/docs/checklists';
import { writeAudit } from '#server/features/admin/audit';
import { users } from '#server/features/auth/schema';
import { requireUser } from '#server/platform/access';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { checklistTicks } from './schema';

/** The releases most recently ticked, newest first, to pick from. */
const RECENT_RELEASES = 12;

/**
 * The ticks of /admin/qa-checklists and /admin/beta-testing-guide per release (decision 122):
 * analysts read them, admins tick and untick; every change is audited.
 */
export const checklistRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.get(
    '/api/admin/docs/checklists',
    { config: { access: 'analyst' }, schema: { querystring: ChecklistQuery, response: { 200: ChecklistTicksResponse } } },
    async (request) => {
      const { release } = request.query;
      const rows = await db
        .select({
          checklist: checklistTicks.checklist,
          item: checklistTicks.item,
          tickedBy: users.email,
          tickedAt: checklistTicks.tickedAt,
        })
        .from(checklistTicks)
        .leftJoin(users, eq(users.id, checklistTicks.tickedBy))
        .where(eq(checklistTicks.release, release))
        .orderBy(checklistTicks.tickedAt);
      const releases = await db
        .select({ release: checklistTicks.release })
        .from(checklistTicks)
        .groupBy(checklistTicks.release)
        .orderBy(desc(sql`max(${checklistTicks.tickedAt})`))
        .limit(RECENT_RELEASES);
      return {
        release,
        ticks: rows.map((row) => ({ ...row, tickedAt: row.tickedAt.toISOString() }) as ChecklistTick),
        releases: releases.map((r) => r.release),
      };
    },
  );

  app.put(
    '/api/admin/docs/checklists/ticks',
    { config: { access: 'admin' }, schema: { body: SetChecklistTickInput, response: { 200: OkResponse } } },
    async (request) => {
      const actor = requireUser(request.actor);
      const { release, checklist, item, ticked } = request.body;
      if (!hasChecklistItem(checklist, item))
        throw new HttpError(400, 'Some fields need attention.', {
          errors: [{ field: 'item', message: 'This checklist has no such item.' }],
        });
      const key = and(eq(checklistTicks.release, release), eq(checklistTicks.checklist, checklist), eq(checklistTicks.item, item));
      await db.transaction(async (tx) => {
        if (ticked) await tx.insert(checklistTicks).values({ release, checklist, item, tickedBy: actor.userId }).onConflictDoNothing();
        else await tx.delete(checklistTicks).where(key);
        await writeAudit(tx as unknown as AppDb, {
          actorUserId: actor.userId,
          action: 'docs.checklist_tick',
          details: { release, checklist, item, ticked },
        });
      });
      return { ok: true as const };
    },
  );
};
