import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { SET_ASIDE_MESSAGES } from '#shared/contracts/edits';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { editEnrolments } from './schema';

/**
 * Issue 16: an Edit in progress stays the next step until it is finished or the member sets it
 * aside. Setting aside keeps every completion; picking it up again notes when (`resumed_at`), so
 * that it is the most recently active Edit and the next step again.
 */
export async function setEditAside(db: AppDb, userId: string, editSlug: string, inProgress: boolean): Promise<void> {
  if (!inProgress) throw new HttpError(409, SET_ASIDE_MESSAGES.notInProgress);
  // Completing a module starts its Edit, so an Edit in progress nearly always has its row already.
  await db
    .insert(editEnrolments)
    .values({ userId, editSlug, setAsideAt: sql`now()` })
    .onConflictDoUpdate({ target: [editEnrolments.userId, editEnrolments.editSlug], set: { setAsideAt: sql`now()` } });
}

/** Picks a set-aside Edit up again; nothing happens to one that was not set aside. */
export async function resumeEdit(db: AppDb, userId: string, editSlug: string): Promise<void> {
  await db
    .update(editEnrolments)
    .set({ setAsideAt: null, resumedAt: sql`now()` })
    .where(and(eq(editEnrolments.userId, userId), eq(editEnrolments.editSlug, editSlug), isNotNull(editEnrolments.setAsideAt)));
}
