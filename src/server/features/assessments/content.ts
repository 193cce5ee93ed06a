import {
  type AssessmentDefinition,
  AssessmentFile,
  type ComposedDefinition,
  type StandaloneDefinition,
  composeDefinition,
  definitionProblems,
} from '#shared/assessments/definition';
import { type ContentCatalog, createContentCatalog } from '#server/platform/content/catalog';
import { type ContentKind, checkedBy } from '#server/platform/content/loader';
import type { AppDb } from '#server/platform/db/client';

/** content/assessments/*.json, checked by the schema and by the cross-reference rules. */
export const assessmentsContent: ContentKind = {
  kind: 'assessment',
  dir: 'assessments',
  schema: checkedBy(AssessmentFile, (file) => ('composedOf' in file ? [] : definitionProblems(file))) as never,
  title: (data) => String(data.title),
};

/** The hub's order; anything else follows by slug. */
export const HUB_ORDER = [
  'operating-system-audit',
  'burnout-blueprint',
  'nervous-system-archetype',
  'social-exchange-index',
  'career-rebellion-index',
  'chaos-load-index',
  'world-load-index',
  'performance-punishment',
  'master',
];

const isComposed = (file: AssessmentFile): file is ComposedDefinition => 'composedOf' in file;

/** Resolves stored files into playable definitions (the master composed of its parts). */
export function resolveDefinitions(files: AssessmentFile[]): AssessmentDefinition[] {
  const standalone = new Map(files.filter((f): f is StandaloneDefinition => !isComposed(f)).map((f) => [f.slug, f]));
  const resolved: AssessmentDefinition[] = [];
  for (const file of files) {
    if (!isComposed(file)) {
      resolved.push(file);
      continue;
    }
    const parts = file.composedOf.map((slug) => standalone.get(slug));
    // A composed assessment with a missing part is left out rather than offered half-made.
    if (parts.every((p): p is StandaloneDefinition => Boolean(p))) resolved.push(composeDefinition(file, parts));
  }
  const rank = (slug: string) => (HUB_ORDER.includes(slug) ? HUB_ORDER.indexOf(slug) : HUB_ORDER.length);
  return resolved.sort((a, b) => rank(a.slug) - rank(b.slug) || a.slug.localeCompare(b.slug));
}

export type AssessmentCatalog = ContentCatalog<AssessmentDefinition>;

/** Reads the loaded definitions from the content table, kept for a short while in memory. */
export function createAssessmentCatalog(db: AppDb): AssessmentCatalog {
  return createContentCatalog(db, assessmentsContent.kind, (rows) => resolveDefinitions(rows.map((row) => AssessmentFile.parse(row.data))));
}
