import { z } from 'zod';

/**
 * FlowPath's authored content (content/flowpath/*.json): one file per section, each with a
 * `section` field. The server validates every file with these schemas at start and checks the
 * references between them (and to the Edits) before anything is seeded (flowpathProblems).
 */

export const WORKLIFE_AREAS = ['workload', 'control', 'reward', 'community', 'fairness', 'values'] as const;
export type WorklifeArea = (typeof WORKLIFE_AREAS)[number];

export const EXPERIMENT_KINDS = ['task', 'relational', 'cognitive', 'boundary'] as const;
export type ExperimentKind = (typeof EXPERIMENT_KINDS)[number];

export const STAGES = ['stand', 'energy', 'values', 'options', 'experiments', 'conversations', 'plan'] as const;
export type Stage = (typeof STAGES)[number];

const id = z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be lowercase words joined by hyphens or underscores');
const text = (max: number) => z.string().trim().min(1).max(max);
const lines = (max: number) => z.array(text(400)).min(1).max(max);

/** One section's file: its `section` name, a title and an intro, then what the section holds. */
const sectionFile = <S extends string, T extends z.ZodRawShape>(section: S, shape: T) =>
  z.object({ section: z.literal(section), title: text(120), intro: text(1200), ...shape });

export const WorklifeContent = sectionFile('worklife', {
  basedOn: text(1500),
  /** Agreement, 1–5; items marked `reverse` are scored 6 − answer, so a higher score is always a better fit. */
  scale: z.array(z.object({ value: z.number().int().min(1).max(5), label: text(60) })).length(5),
  areas: z
    .array(
      z.object({
        id: z.enum(WORKLIFE_AREAS),
        title: text(60),
        description: text(400),
        items: z
          .array(z.object({ id, text: text(240), reverse: z.boolean().default(false) }))
          .min(2)
          .max(3),
        whenStrained: text(600),
      }),
    )
    .length(WORKLIFE_AREAS.length),
});
export type WorklifeContent = z.infer<typeof WorklifeContent>;

export const ValuesContent = sectionFile('values', {
  basedOn: text(1500),
  values: z
    .array(z.object({ id, label: text(40), description: text(200) }))
    .min(24)
    .max(40),
});
export type ValuesContent = z.infer<typeof ValuesContent>;

export const OptionsContent = sectionFile('options', {
  options: z
    .array(
      z.object({
        id,
        title: text(60),
        summary: text(400),
        asks: lines(6),
        risks: lines(6),
        wouldHaveToBeTrue: lines(6),
        /** Areas of worklife this option speaks to most. */
        areas: z.array(z.enum(WORKLIFE_AREAS)).min(1),
      }),
    )
    .min(5),
});
export type OptionsContent = z.infer<typeof OptionsContent>;

export const ExperimentsContent = sectionFile('experiments', {
  basedOn: text(1500),
  kinds: z.array(z.object({ id: z.enum(EXPERIMENT_KINDS), title: text(60), description: text(400) })).length(EXPERIMENT_KINDS.length),
  experiments: z
    .array(
      z.object({
        id,
        kind: z.enum(EXPERIMENT_KINDS),
        title: text(80),
        try: text(600),
        why: text(600),
        areas: z.array(z.enum(WORKLIFE_AREAS)).min(1),
        /** Suggested days between starting and checking back. */
        days: z.number().int().min(3).max(42),
      }),
    )
    .min(12),
});
export type ExperimentsContent = z.infer<typeof ExperimentsContent>;

export const ConversationsContent = sectionFile('conversations', {
  scripts: z
    .array(
      z.object({
        id,
        title: text(80),
        when: text(400),
        prepare: lines(6),
        script: text(3000),
        ifItGoesBadly: text(800),
      }),
    )
    .min(4),
});
export type ConversationsContent = z.infer<typeof ConversationsContent>;

export const GuideContent = sectionFile('guide', {
  notAdvice: text(600),
  stages: z.array(z.object({ id: z.enum(STAGES), title: text(60), intro: text(800) })).length(STAGES.length),
  /** Edits that go with the path, by slug (checked against content/edits at start). */
  edits: z.array(z.object({ slug: id, title: text(120), why: text(300) })).min(1),
  sources: z.array(text(400)).min(2),
});
export type GuideContent = z.infer<typeof GuideContent>;

export const FlowpathFile = z.discriminatedUnion('section', [
  WorklifeContent,
  ValuesContent,
  OptionsContent,
  ExperimentsContent,
  ConversationsContent,
  GuideContent,
]);
export type FlowpathFile = z.infer<typeof FlowpathFile>;
export const FLOWPATH_SECTIONS = ['worklife', 'values', 'options', 'experiments', 'conversations', 'guide'] as const;

/** Everything FlowPath shows, assembled from its files. */
export const FlowpathContent = z.object({
  guide: GuideContent,
  worklife: WorklifeContent,
  values: ValuesContent,
  options: OptionsContent,
  experiments: ExperimentsContent,
  conversations: ConversationsContent,
});
export type FlowpathContent = z.infer<typeof FlowpathContent>;

const duplicates = (ids: string[]) => ids.filter((value, i) => ids.indexOf(value) !== i);

/** The ids in each section that must not repeat, each with the word a problem names it by. */
const UNIQUE_IDS: { [S in FlowpathFile['section']]: (file: Extract<FlowpathFile, { section: S }>) => [string, string[]][] } = {
  worklife: (file) => [
    ['area', file.areas.map((a) => a.id)],
    ['item', file.areas.flatMap((a) => a.items.map((i) => i.id))],
  ],
  values: (file) => [
    ['value', file.values.map((v) => v.id)],
    ['value label', file.values.map((v) => v.label.toLowerCase())],
  ],
  options: (file) => [['option', file.options.map((o) => o.id)]],
  experiments: (file) => [['experiment', file.experiments.map((e) => e.id)]],
  conversations: (file) => [['script', file.scripts.map((s) => s.id)]],
  guide: (file) => [
    ['stage', file.stages.map((s) => s.id)],
    ['edit', file.edits.map((e) => e.slug)],
  ],
};

/** Problems inside one file that the shapes cannot see (ids listed twice, areas out of order). */
export function flowpathFileProblems(file: FlowpathFile): string[] {
  const idLists = (UNIQUE_IDS[file.section] as (f: FlowpathFile) => [string, string[]][])(file);
  const problems = idLists.flatMap(([what, ids]) => duplicates(ids).map((dup) => `${what} "${dup}" appears twice`));
  if (file.section === 'experiments') {
    const missing = EXPERIMENT_KINDS.filter((kind) => !file.experiments.some((e) => e.kind === kind));
    problems.push(...missing.map((kind) => `no experiment of kind "${kind}"`));
  }
  return problems;
}

/**
 * Problems across the files: every section present exactly once, and every Edit the guide
 * names published in content/edits. Each problem names the file to fix.
 */
export function flowpathProblems(files: { sourcePath: string; data: FlowpathFile }[], editSlugs: string[]): string[] {
  const problems: string[] = [];
  for (const section of FLOWPATH_SECTIONS) {
    const found = files.filter((f) => f.data.section === section);
    if (found.length === 0) problems.push(`flowpath: no file has section "${section}"`);
    if (found.length > 1) problems.push(`flowpath: section "${section}" is in ${found.map((f) => f.sourcePath).join(' and ')}`);
  }
  for (const file of files) {
    if (file.data.section !== 'guide') continue;
    for (const edit of file.data.edits) {
      if (!editSlugs.includes(edit.slug)) problems.push(`${file.sourcePath}: edits: no Edit "${edit.slug}" in content/edits`);
    }
  }
  return problems;
}

/** The files, checked, as one object (call after flowpathProblems found none). */
export function assembleFlowpath(files: FlowpathFile[]): FlowpathContent {
  const pick = <S extends FlowpathFile['section']>(section: S) =>
    files.find((f) => f.section === section) as Extract<FlowpathFile, { section: S }>;
  return FlowpathContent.parse({
    guide: pick('guide'),
    worklife: pick('worklife'),
    values: pick('values'),
    options: pick('options'),
    experiments: pick('experiments'),
    conversations: pick('conversations'),
  });
}
