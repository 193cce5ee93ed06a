import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { MONTHLY_REFLECTION_TAG, type JournalEditInput, type JournalEditResponse, type JournalInput } from '#shared/contracts/journal';
import { conflictCopyTitle, resolveJournalEdit } from '#shared/wellness/journal-conflict';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { containsPattern } from '#server/platform/db/like';
import { type PageRequest, readPage } from '#server/platform/paging';
import { checkWriting } from '../safety/crisis-counts';
import { journalEntries } from './schema';
import { journalView } from './views';
import { firstJournal } from './replays';

type JournalWords = Pick<JournalInput, 'title' | 'body' | 'mood' | 'tags'>;

/** Whether an entry already holds an edit's words (a replay of that edit). */
const sameWords = (entry: JournalWords, edit: JournalWords) =>
  entry.title === edit.title &&
  entry.body === edit.body &&
  entry.mood === edit.mood &&
  JSON.stringify(entry.tags) === JSON.stringify([...new Set(edit.tags)]);

/** The member's journal: entries written, searched, edited (with conflicts kept) and deleted. */
export function createJournalService(db: AppDb) {
  /** The crisis check of a journal save: the monthly reflection is a journal entry with its own tag. */
  async function checkJournal(input: JournalInput) {
    const surface = input.tags.includes(MONTHLY_REFLECTION_TAG) ? 'monthly_reflection' : 'journal';
    const crisisTier = await checkWriting(db, surface, input.title, input.body);
    return { crisis: crisisTier > 0, crisisTier };
  }

  return {
    /** The member's entries, newest first, searched, a page at a time (decision 156). */
    async journal(userId: string, q: string, tag: string | undefined, request: PageRequest) {
      const pattern = containsPattern(q);
      const where = and(
        eq(journalEntries.userId, userId),
        q ? or(ilike(journalEntries.title, pattern), ilike(journalEntries.body, pattern)) : undefined,
        tag ? sql`${journalEntries.tags} @> ${JSON.stringify([tag.toLowerCase()])}::jsonb` : undefined,
      );
      const page = await readPage(db, journalEntries, where, request);
      return { entries: page.rows.map(journalView), nextCursor: page.nextCursor };
    },

    /**
     * Every tag on the member's own entries, once each and sorted: the journal page's tag filter,
     * complete however many pages of entries it has loaded (decision 156).
     */
    async journalTags(userId: string) {
      const rows = await db
        .selectDistinct({ tag: sql<string>`jsonb_array_elements_text(${journalEntries.tags})`.as('tag') })
        .from(journalEntries)
        .where(eq(journalEntries.userId, userId));
      return { tags: rows.map((row) => row.tag).sort() };
    },

    /** With a client id (issue 25) a replay answers the first save and counts nothing again. */
    async createJournal(userId: string, input: JournalInput) {
      const clientId = input.client_id;
      const replay = clientId ? await firstJournal(db, userId, clientId) : undefined;
      if (replay) return replay;
      const [row] = await db
        .insert(journalEntries)
        .values({ userId, title: input.title, body: input.body, mood: input.mood, tags: [...new Set(input.tags)], clientId })
        .onConflictDoNothing()
        .returning();
      if (!row) return (await firstJournal(db, userId, clientId!))!;
      return { entry: journalView(row), ...(await checkJournal(input)) };
    },

    /**
     * An edit (issue 25, decision 150): when the entry changed since the version the edit was based
     * on, the latest edit wins and the other version is kept as a new entry, named in the reply.
     * The row is locked while deciding, so two edits arriving together are decided one at a time.
     */
    async updateJournal(userId: string, id: string, input: JournalEditInput): Promise<JournalEditResponse> {
      const fields = (from: JournalWords) => ({
        title: from.title,
        body: from.body,
        mood: from.mood,
        tags: [...new Set(from.tags)],
      });
      const { row, conflict } = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(journalEntries)
          .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
          .for('update');
        if (!current) throw new HttpError(404, 'We could not find that entry.');
        const outcome = resolveJournalEdit({
          baseUpdatedAt: input.base_updated_at,
          currentUpdatedAt: current.updatedAt.toISOString(),
          editedAt: input.edited_at,
          now: new Date().toISOString(),
          sameWords: sameWords(current, input),
        });
        if (outcome === 'unchanged') return { row: current, conflict: null };
        const keepCopy = async (from: JournalWords) => {
          const [copy] = await tx
            .insert(journalEntries)
            .values({ userId, ...fields(from), title: conflictCopyTitle(from.title) })
            .returning();
          return journalView(copy!);
        };
        if (outcome === 'other-wins') return { row: current, conflict: { kept_as_copy: 'yours' as const, copy: await keepCopy(input) } };
        const copy = outcome === 'edit-wins' ? await keepCopy(current) : null;
        const [updated] = await tx
          .update(journalEntries)
          // A version is its updated_at as the API shows it, to the millisecond (decision 150): each
          // edit moves it on by at least one, so two quick edits never look like the same version.
          .set({ ...fields(input), updatedAt: sql`greatest(now(), ${journalEntries.updatedAt} + interval '1 millisecond')` })
          .where(eq(journalEntries.id, current.id))
          .returning();
        return { row: updated!, conflict: copy && { kept_as_copy: 'other' as const, copy } };
      });
      return { entry: journalView(row), conflict, ...(await checkJournal(input)) };
    },

    async deleteJournal(userId: string, id: string): Promise<void> {
      const deleted = await db
        .delete(journalEntries)
        .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
        .returning({ id: journalEntries.id });
      if (deleted.length === 0) throw new HttpError(404, 'We could not find that entry.');
    },

    async journalCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(journalEntries)
        .where(eq(journalEntries.userId, userId));
      return row?.n ?? 0;
    },
  };
}
