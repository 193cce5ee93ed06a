import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { utcDayKey } from '#shared/dates';
import type { FlowpathContent, Stage } from '#shared/flowpath/content';
import { experimentDateErrors, horizonDates } from '#shared/flowpath/plan-dates';
import { nextStage, stageNeeds } from '#shared/flowpath/progress';
import { valuesSortComplete, valuesSortErrors } from '#shared/flowpath/values-sort';
import { scoreWorklife, worklifeAnswerErrors } from '#shared/flowpath/worklife';
import {
  FLOWPATH_MESSAGES,
  type EnergyMapInput,
  type ExperimentInput,
  type ExperimentPatch,
  type OptionsInput,
  type PlanInput,
  type ValuesInput,
} from '#shared/contracts/flowpath';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { flowpathEnergyMaps, flowpathExperiments, flowpathMilestones, flowpathPaths, flowpathScripts } from './schema';

type PathFields = Partial<Omit<typeof flowpathPaths.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>>;

/** One 400 problem naming each field, or nothing when there is none. */
function fieldErrors(errors: Record<string, string>, prefix = '') {
  const entries = Object.entries(errors);
  if (entries.length === 0) return;
  throw new HttpError(400, 'Some answers need another look.', {
    errors: entries.map(([field, message]) => ({ field: prefix + field, message })),
  });
}

const notFound = () => new HttpError(404, FLOWPATH_MESSAGES.notFound);

/** The member's FlowPath changes; every one is scoped to the session's user id by its caller. */
export function createFlowpathWrites(db: AppDb, content: () => Promise<FlowpathContent>) {
  async function savePath(userId: string, fields: PathFields) {
    await db
      .insert(flowpathPaths)
      .values({ userId, ...fields })
      .onConflictDoUpdate({ target: flowpathPaths.userId, set: { ...fields, updatedAt: sql`now()` } });
  }

  async function facts(userId: string) {
    const c = await content();
    const [[path], [map], experiments, scripts, milestones] = await Promise.all([
      db.select().from(flowpathPaths).where(eq(flowpathPaths.userId, userId)),
      db.select().from(flowpathEnergyMaps).where(eq(flowpathEnergyMaps.userId, userId)).orderBy(desc(flowpathEnergyMaps.day)).limit(1),
      db.select({ id: flowpathExperiments.id }).from(flowpathExperiments).where(eq(flowpathExperiments.userId, userId)),
      db.select({ id: flowpathScripts.scriptId }).from(flowpathScripts).where(eq(flowpathScripts.userId, userId)),
      db.select({ id: flowpathMilestones.id }).from(flowpathMilestones).where(eq(flowpathMilestones.userId, userId)),
    ]);
    return {
      path,
      facts: {
        worklifeAnswered: scoreWorklife(c.worklife.areas, path?.worklifeAnswers ?? {}).every((s) => s.score !== null),
        tasks: map?.tasks.length ?? 0,
        valuesSorted: path
          ? valuesSortComplete(
              path.valuesSort,
              c.values.values.map((v) => v.id),
            )
          : false,
        optionNotes: Object.keys(path?.optionNotes ?? {}).length,
        experiments: experiments.length,
        scriptsSaved: scripts.length,
        milestones: milestones.length,
      },
    };
  }

  async function ownExperiment(userId: string, id: string) {
    const [row] = await db
      .select()
      .from(flowpathExperiments)
      .where(and(eq(flowpathExperiments.id, id), eq(flowpathExperiments.userId, userId)));
    if (!row) throw notFound();
    return row;
  }

  return {
    /** The stage the member has open, so another device opens the same one. */
    openStage: (userId: string, stage: Stage) => savePath(userId, { currentStage: stage }),

    /** Finishes a stage when it has what it needs, and opens the next one. */
    async completeStage(userId: string, stage: Stage) {
      const { path, facts: known } = await facts(userId);
      const needs = stageNeeds(stage, known);
      if (needs) throw new HttpError(409, needs);
      const completed = { ...(path?.completed ?? {}), [stage]: path?.completed?.[stage] ?? new Date().toISOString() };
      await savePath(userId, { completed, currentStage: nextStage(stage) ?? stage });
    },

    async saveWorklife(userId: string, answers: Record<string, number>) {
      fieldErrors(worklifeAnswerErrors((await content()).worklife.areas, answers), 'answers.');
      await savePath(userId, { worklifeAnswers: answers });
    },

    /** Today's energy map (one row a day, so the map can be seen over time). */
    async saveEnergyMap(userId: string, input: EnergyMapInput, now = new Date()) {
      const ids = input.tasks.map((t) => t.id);
      if (new Set(ids).size !== ids.length) fieldErrors({ tasks: 'Each task needs its own id.' });
      const day = utcDayKey(now);
      const [today] = await db
        .update(flowpathEnergyMaps)
        .set({ tasks: input.tasks, updatedAt: sql`now()` })
        .where(and(eq(flowpathEnergyMaps.userId, userId), eq(flowpathEnergyMaps.day, day)))
        .returning({ id: flowpathEnergyMaps.id });
      if (!today) await db.insert(flowpathEnergyMaps).values({ userId, day, tasks: input.tasks });
    },

    async saveValues(userId: string, input: ValuesInput) {
      fieldErrors(
        valuesSortErrors(
          input,
          (await content()).values.values.map((v) => v.id),
        ),
      );
      await savePath(userId, { valuesSort: input });
    },

    async saveOptions(userId: string, input: OptionsInput) {
      const known = (await content()).options.options.map((o) => o.id);
      const unknown = [...Object.keys(input.notes), ...(input.leaning ? [input.leaning] : [])].find((id) => !known.includes(id));
      if (unknown) fieldErrors({ notes: FLOWPATH_MESSAGES.unknownOption });
      await savePath(userId, { optionNotes: input.notes, leaningOption: input.leaning });
    },

    async addExperiment(userId: string, input: ExperimentInput) {
      if (input.libraryId && !(await content()).experiments.experiments.some((e) => e.id === input.libraryId)) {
        fieldErrors({ libraryId: FLOWPATH_MESSAGES.unknownExperiment });
      }
      // The dates were checked with the other fields (ExperimentInput), so every problem came back at once.
      const [row] = await db
        .insert(flowpathExperiments)
        .values({ userId, ...input })
        .returning();
      return row!;
    },

    async updateExperiment(userId: string, id: string, patch: ExperimentPatch) {
      const row = await ownExperiment(userId, id);
      fieldErrors(experimentDateErrors(patch.startOn ?? row.startOn, patch.checkBackOn ?? row.checkBackOn));
      const recorded = patch.result === undefined ? {} : { recordedAt: patch.result === null ? null : new Date() };
      const [updated] = await db
        .update(flowpathExperiments)
        .set({ ...patch, ...recorded, updatedAt: sql`now()` })
        .where(and(eq(flowpathExperiments.id, id), eq(flowpathExperiments.userId, userId)))
        .returning();
      return updated!;
    },

    async removeExperiment(userId: string, id: string) {
      await ownExperiment(userId, id);
      await db.delete(flowpathExperiments).where(and(eq(flowpathExperiments.id, id), eq(flowpathExperiments.userId, userId)));
    },

    async saveScript(userId: string, scriptId: string, text: string) {
      if (!(await content()).conversations.scripts.some((s) => s.id === scriptId))
        throw new HttpError(404, FLOWPATH_MESSAGES.unknownScript);
      await db
        .insert(flowpathScripts)
        .values({ userId, scriptId, text })
        .onConflictDoUpdate({ target: [flowpathScripts.userId, flowpathScripts.scriptId], set: { text, updatedAt: sql`now()` } });
    },

    /**
     * The plan: its start day, the reminders choice and the milestones, each due on its horizon's
     * date. Milestones kept by id keep when they were done; the ones left out are removed.
     */
    async savePlan(userId: string, input: PlanInput) {
      const dates = horizonDates(input.startOn);
      const keep = input.milestones.flatMap((m) => (m.id ? [m.id] : []));
      const own = keep.length
        ? await db
            .select({ id: flowpathMilestones.id })
            .from(flowpathMilestones)
            .where(and(eq(flowpathMilestones.userId, userId), inArray(flowpathMilestones.id, keep)))
        : [];
      if (own.length !== new Set(keep).size) throw notFound();
      await db.transaction(async (tx) => {
        await tx
          .delete(flowpathMilestones)
          .where(and(eq(flowpathMilestones.userId, userId), keep.length ? notInArray(flowpathMilestones.id, keep) : undefined));
        for (const m of input.milestones) {
          const fields = { horizon: m.horizon, title: m.title, dueOn: dates[m.horizon] };
          if (m.id) {
            await tx
              .update(flowpathMilestones)
              .set({ ...fields, updatedAt: sql`now()` })
              .where(and(eq(flowpathMilestones.id, m.id), eq(flowpathMilestones.userId, userId)));
          } else {
            await tx.insert(flowpathMilestones).values({ userId, ...fields });
          }
        }
      });
      await savePath(userId, { planStartOn: input.startOn, emailReminders: input.emailReminders });
    },

    async markMilestone(userId: string, id: string, done: boolean) {
      const [row] = await db
        .update(flowpathMilestones)
        .set({ doneAt: done ? new Date() : null, updatedAt: sql`now()` })
        .where(and(eq(flowpathMilestones.id, id), eq(flowpathMilestones.userId, userId)))
        .returning({ id: flowpathMilestones.id });
      if (!row) throw notFound();
    },
  };
}

export type FlowpathWrites = ReturnType<typeof createFlowpathWrites>;
