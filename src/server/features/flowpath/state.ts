import { asc, desc, eq } from 'drizzle-orm';
import { subDays } from 'date-fns/subDays';
import { utcDayKey } from '#shared/dates';
import type { FlowpathContent } from '#shared/flowpath/content';
import { summariseEnergyMap, workSatisfactionTrend } from '#shared/flowpath/energy-map';
import { nextMilestone } from '#shared/flowpath/plan-dates';
import { resumeStage, summariseProgress } from '#shared/flowpath/progress';
import { mostDraining, scoreWorklife } from '#shared/flowpath/worklife';
import type { Experiment, FlowpathState, Milestone } from '#shared/contracts/flowpath';
import type { AppDb } from '#server/platform/db/client';
import type { AssessmentCatalog } from '../assessments/content';
import { listResultsForSlug } from '../assessments/results';
import { burnoutChecksOf, soulprintEntries } from '../wellness/schema';
import { flowpathEnergyMaps, flowpathExperiments, flowpathMilestones, flowpathPaths, flowpathScripts } from './schema';

export const CAREER_INDEX = 'career-rebellion-index';
/** How far back the energy map's history and the check-ins' work trend look. */
const HISTORY_DAYS = 180;
const HISTORY_MAPS = 12;

export const toExperiment = (row: typeof flowpathExperiments.$inferSelect): Experiment => ({
  id: row.id,
  libraryId: row.libraryId,
  kind: row.kind as Experiment['kind'],
  title: row.title,
  plan: row.plan,
  startOn: row.startOn,
  checkBackOn: row.checkBackOn,
  result: row.result as Experiment['result'],
  resultNote: row.resultNote,
  recordedAt: row.recordedAt?.toISOString() ?? null,
});

export const toMilestone = (row: typeof flowpathMilestones.$inferSelect): Milestone => ({
  id: row.id,
  horizon: row.horizon,
  title: row.title,
  dueOn: row.dueOn,
  doneAt: row.doneAt?.toISOString() ?? null,
});

/** The latest Career Rebellion Index result of the member, with its stance's title and summary. */
async function careerResult(db: AppDb, assessments: AssessmentCatalog, userId: string) {
  const [latest] = await listResultsForSlug(db, userId, CAREER_INDEX, { limit: 1 });
  if (!latest) return null;
  const definition = await assessments.get(CAREER_INDEX);
  const stance = definition?.outcomes.flatMap((o) => o.results).find((r) => r.id === latest.resultType);
  return {
    id: latest.id,
    resultType: latest.resultType,
    title: stance?.title ?? null,
    summary: stance?.summary ?? null,
    createdAt: latest.createdAt.toISOString(),
  };
}

/** Everything the member's FlowPath shows, read for the session's user only. */
export async function readState(
  deps: { db: AppDb; assessments: AssessmentCatalog; content: FlowpathContent },
  userId: string,
  now = new Date(),
): Promise<FlowpathState> {
  const { db, assessments, content } = deps;
  const since = subDays(now, HISTORY_DAYS);
  const [[path], maps, experiments, scripts, milestones, checkins, career] = await Promise.all([
    db.select().from(flowpathPaths).where(eq(flowpathPaths.userId, userId)),
    db
      .select()
      .from(flowpathEnergyMaps)
      .where(eq(flowpathEnergyMaps.userId, userId))
      .orderBy(desc(flowpathEnergyMaps.day))
      .limit(HISTORY_MAPS),
    db.select().from(flowpathExperiments).where(eq(flowpathExperiments.userId, userId)).orderBy(asc(flowpathExperiments.createdAt)),
    db.select().from(flowpathScripts).where(eq(flowpathScripts.userId, userId)),
    db
      .select()
      .from(flowpathMilestones)
      .where(eq(flowpathMilestones.userId, userId))
      .orderBy(asc(flowpathMilestones.dueOn), asc(flowpathMilestones.createdAt)),
    db
      .select({ data: soulprintEntries.data })
      .from(soulprintEntries)
      .where(burnoutChecksOf(userId, since))
      .orderBy(asc(soulprintEntries.createdAt)),
    careerResult(db, assessments, userId),
  ]);
  const progress = { current: path?.currentStage ?? null, completed: path?.completed ?? {} };
  const answers = path?.worklifeAnswers ?? {};
  const scores = scoreWorklife(content.worklife.areas, answers);
  const summary = summariseProgress(progress);
  const plan = milestones.map(toMilestone);
  return {
    today: utcDayKey(now),
    progress: { stage: resumeStage(progress), completed: progress.completed, percent: summary.percent, count: summary.completed },
    stand: { careerResult: career, answers, scores, draining: mostDraining(scores) },
    energy: {
      tasks: maps[0]?.tasks ?? [],
      history: maps
        .map((map) => {
          const { counts, balance } = summariseEnergyMap(map.tasks);
          return { day: map.day, counts, balance };
        })
        .reverse(),
      workTrend: workSatisfactionTrend(checkins.map((c) => Number(c.data.work_satisfaction)).filter(Number.isFinite)),
    },
    values: path?.valuesSort ?? { piles: {}, top: [], rewarded: [] },
    options: { notes: path?.optionNotes ?? {}, leaning: path?.leaningOption ?? null },
    experiments: experiments.map(toExperiment),
    scripts: Object.fromEntries(scripts.map((s) => [s.scriptId, s.text])),
    plan: {
      startOn: path?.planStartOn ?? null,
      emailReminders: path?.emailReminders ?? false,
      milestones: plan,
      next: nextMilestone(plan),
    },
  };
}
