import { and, eq, sql } from 'drizzle-orm';
import { editMinutes } from '#shared/edits/definition';
import {
  DEFAULT_RHYTHM,
  type EditCard,
  type EditDetailResponse,
  type ModuleResponse,
  type PlanResponse,
  type PlanRhythm,
  type StarterKitResponse,
} from '#shared/contracts/edits';
import { renderMarkdown } from '#server/platform/content/loader';
import type { AppDb } from '#server/platform/db/client';
import type { SoulprintService } from '../soulprint/service';
import { type EditCatalog, type LoadedEdit, editIn, moduleIn } from './content';
import { editEnrolments, moduleCompletions, moduleReflections, planPreferences, savedModules } from './schema';
import { nextOf, nextStepEdit } from './next-step';
import { resumeEdit, setEditAside } from './set-aside';
import { memberJourney } from './journey';
import { memberProgress, type MemberProgress } from './progress';
import { cappedReasons, orderByRecommendation } from './recommendations';
import { createReflectionService } from './reflections';
import { createSavedModuleService } from './saved-modules';

export interface StarterKitSources {
  hasCheckedIn(userId: string): Promise<boolean>;
  hasSetReminders(userId: string): Promise<boolean>;
}

export function createEditService(deps: {
  db: AppDb;
  catalog: EditCatalog;
  soulprint: SoulprintService;
  journalEntries?: (userId: string) => Promise<number>;
  wellness?: StarterKitSources;
}) {
  const { db, catalog, soulprint } = deps;
  const editOf = (slug: string) => editIn(catalog, slug);
  const moduleOf = (editSlug: string, moduleSlug: string) => moduleIn(catalog, editSlug, moduleSlug);
  const reflectionService = createReflectionService(db, catalog);
  const savedModuleService = createSavedModuleService(db, catalog);

  const progressOf = (userId: string) => memberProgress(db, userId);

  function card(edit: LoadedEdit, progress: MemberProgress, reason: string | null): EditCard {
    return {
      slug: edit.slug,
      kind: edit.kind,
      title: edit.title,
      summary: edit.summary,
      needs: edit.needs,
      minutes: editMinutes(edit),
      moduleCount: edit.modules.length,
      completedCount: edit.modules.filter((m) => progress.done.has(`${edit.slug}/${m.slug}`)).length,
      started: progress.started.has(edit.slug),
      setAside: progress.setAside.has(edit.slug),
      recommendedReason: reason,
    };
  }

  async function cards(userId: string) {
    const [edits, progress, summary] = await Promise.all([catalog.list(), progressOf(userId), soulprint.summaryWithTitles(userId)]);
    const paths = orderByRecommendation(
      edits.filter((e) => e.kind === 'path'),
      summary.burnoutType,
      summary.archetype,
    );
    const reasons = cappedReasons(paths, summary);
    return {
      summary,
      progress,
      edits: paths,
      cards: paths.map((edit) => card(edit, progress, reasons.get(edit.slug) ?? null)),
    };
  }

  return {
    /** The home stat: published reset paths. */
    async count(): Promise<number> {
      return (await catalog.list()).filter((e) => e.kind === 'path').length;
    },

    async list(userId: string) {
      return { edits: (await cards(userId)).cards };
    },

    async detail(userId: string, slug: string): Promise<EditDetailResponse> {
      const [edit, progress, summary, all] = await Promise.all([
        editOf(slug),
        progressOf(userId),
        soulprint.summaryWithTitles(userId),
        catalog.list(),
      ]);
      const next = nextOf(edit, progress.done);
      const ordered = orderByRecommendation(
        all.filter((e) => e.kind === edit.kind),
        summary.burnoutType,
        summary.archetype,
      );
      return {
        ...card(edit, progress, cappedReasons(ordered, summary).get(edit.slug) ?? null),
        forWhom: edit.forWhom,
        rhythm: edit.rhythm,
        introHtml: edit.introHtml,
        serves: edit.serves,
        modules: edit.modules.map((m) => ({
          slug: m.slug,
          title: m.title,
          minutes: m.minutes,
          status: progress.done.has(`${slug}/${m.slug}`) ? 'completed' : m.slug === next?.slug ? 'current' : 'not_started',
          saved: progress.saved.has(`${slug}/${m.slug}`),
        })),
        nextModule: next?.slug ?? null,
      };
    },

    async start(userId: string, slug: string): Promise<void> {
      await editOf(slug);
      await db.insert(editEnrolments).values({ userId, editSlug: slug }).onConflictDoNothing();
    },

    async module(userId: string, editSlug: string, moduleSlug: string): Promise<ModuleResponse> {
      const { edit, module, index } = await moduleOf(editSlug, moduleSlug);
      const where = (table: typeof moduleCompletions | typeof moduleReflections | typeof savedModules) =>
        and(eq(table.userId, userId), eq(table.editSlug, editSlug), eq(table.moduleSlug, moduleSlug));
      const [[completion], [reflection], [saved]] = await Promise.all([
        db.select().from(moduleCompletions).where(where(moduleCompletions)),
        db.select().from(moduleReflections).where(where(moduleReflections)),
        db.select().from(savedModules).where(where(savedModules)),
      ]);
      return {
        edit: { slug: edit.slug, title: edit.title, kind: edit.kind },
        slug: module.slug,
        title: module.title,
        minutes: module.minutes,
        position: index + 1,
        total: edit.modules.length,
        readingHtml: renderMarkdown(module.reading),
        practice: module.practice,
        reflection: { prompt: module.reflection.prompt, answer: reflection?.answer ?? null },
        completed: Boolean(completion),
        saved: Boolean(saved),
        previousModule: edit.modules[index - 1]?.slug ?? null,
        nextModule: edit.modules[index + 1]?.slug ?? null,
      };
    },

    ...reflectionService,
    ...savedModuleService,

    /** Marks a module complete (idempotent: the first completion time stays) and starts its Edit. */
    async complete(userId: string, editSlug: string, moduleSlug: string) {
      const { edit } = await moduleOf(editSlug, moduleSlug);
      await db.insert(editEnrolments).values({ userId, editSlug }).onConflictDoNothing();
      await db.insert(moduleCompletions).values({ userId, editSlug, moduleSlug }).onConflictDoNothing();
      // Doing a module of an Edit set aside picks it up again (issue 16).
      await resumeEdit(db, userId, editSlug);
      const progress = await progressOf(userId);
      return {
        completed: true as const,
        nextModule: nextOf(edit, progress.done)?.slug ?? null,
        totalCompleted: progress.completions.length,
      };
    },

    /** Sets an Edit in progress aside, or picks it up again (issue 16). */
    async setAside(userId: string, editSlug: string, setAside: boolean): Promise<void> {
      const [edit, progress] = await Promise.all([editOf(editSlug), progressOf(userId)]);
      if (!setAside) return resumeEdit(db, userId, editSlug);
      await setEditAside(db, userId, editSlug, progress.started.has(editSlug) && nextOf(edit, progress.done) !== null);
    },

    async plan(userId: string): Promise<PlanResponse> {
      const [{ summary, progress, edits, cards: list }, [rhythm]] = await Promise.all([
        cards(userId),
        db.select().from(planPreferences).where(eq(planPreferences.userId, userId)),
      ]);
      const recommended = list.filter((c) => c.recommendedReason);
      const first = recommended[0] ?? null;
      const edit = nextStepEdit(edits, progress, first?.slug ?? null);
      const next = edit ? nextOf(edit, progress.done) : null;
      return {
        burnoutType: summary.burnoutType,
        archetype: summary.archetype,
        recommended: first,
        nextModule:
          edit && next
            ? {
                editSlug: edit.slug,
                editTitle: edit.title,
                moduleSlug: next.slug,
                moduleTitle: next.title,
                minutes: next.minutes,
                inProgress: progress.started.has(edit.slug),
              }
            : null,
        rhythmChosen: Boolean(rhythm),
        rhythm: rhythm
          ? {
              daysPerWeek: rhythm.daysPerWeek,
              preferredDays: rhythm.preferredDays as PlanRhythm['preferredDays'],
              minutesPerSession: rhythm.minutesPerSession,
            }
          : DEFAULT_RHYTHM,
        alsoRecommended: recommended.slice(1, 4),
      };
    },

    async saveRhythm(userId: string, rhythm: PlanRhythm): Promise<void> {
      await db
        .insert(planPreferences)
        .values({ userId, ...rhythm })
        .onConflictDoUpdate({ target: planPreferences.userId, set: { ...rhythm, updatedAt: sql`now()` } });
    },

    /** /starter-kit: first steps, each done by doing it. */
    async starterKit(userId: string): Promise<StarterKitResponse> {
      const [summary, progress, checkedIn, reminders] = await Promise.all([
        soulprint.summary(userId),
        progressOf(userId),
        deps.wellness?.hasCheckedIn(userId) ?? Promise.resolve(false),
        deps.wellness?.hasSetReminders(userId) ?? Promise.resolve(false),
      ]);
      const steps = [
        { id: 'audit' as const, done: summary.onboarding.isOnboardingComplete },
        { id: 'edit' as const, done: progress.started.size > 0 },
        { id: 'checkin' as const, done: checkedIn },
        { id: 'reminders' as const, done: reminders },
      ];
      return { steps, completed: steps.filter((s) => s.done).length };
    },

    /** Spec 3 comprehensive user data summary and the journey insight (spec 4, 8, 9). */
    journey: (userId: string, now = new Date()) => memberJourney({ db, soulprint, journalEntries: deps.journalEntries }, userId, now),
  };
}

export type EditService = ReturnType<typeof createEditService>;
