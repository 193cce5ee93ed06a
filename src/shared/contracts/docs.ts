import { z } from 'zod';
import { Id, Timestamp } from './blocks';
import { CHECKLIST_IDS } from '#shared/docs/checklists';
import { labelKeys } from '#shared/labels';
/** The documentation pages' API (issue 24, decisions 122–125). */

// ---- API reference: an OpenAPI 3.1 document from the routes' own schemas (decision 123).
const JsonObject = z.record(z.string(), z.unknown());
export const ApiOperation = z.object({
  summary: z.string(),
  'x-access': z.string(),
  'x-features': z.array(z.string()),
  parameters: z.array(JsonObject).optional(),
  requestBody: JsonObject.optional(),
  responses: z.record(z.string(), JsonObject),
});
export type ApiOperation = z.infer<typeof ApiOperation>;
export const ApiReferenceResponse = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), ApiOperation)),
});
export type ApiReferenceResponse = z.infer<typeof ApiReferenceResponse>;

// ---- The assessment template guide: the definition schema's fields and a real assessment.
export const SchemaField = z.object({
  path: z.string(),
  type: z.string(),
  required: z.boolean(),
  rules: z.string(),
});
export type SchemaField = z.infer<typeof SchemaField>;
export const AssessmentTemplateResponse = z.object({
  fields: z.array(SchemaField),
  example: z.object({ slug: z.string(), title: z.string(), file: z.string(), excerpt: z.string() }),
  assessments: z.array(z.object({ slug: z.string(), title: z.string(), kind: z.string(), items: z.number().int() })),
});
export type AssessmentTemplateResponse = z.infer<typeof AssessmentTemplateResponse>;

// ---- The wellness and personalisation rules (shared/docs/rule-facts.ts), served so their modules stay out of the docs chunk.
const FactGroupSchema = z.object({
  id: Id,
  title: z.string(),
  source: z.string(),
  summary: z.string(),
  rows: z.array(z.object({ name: z.string(), value: z.string() })),
});
export const RuleFactsResponse = z.object({ wellness: z.array(FactGroupSchema), personalisation: z.array(FactGroupSchema) });
export type RuleFactsResponse = z.infer<typeof RuleFactsResponse>;

// ---- Checklist ticks per release (decision 122).
export const RELEASE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
export const ReleaseName = z
  .string()
  .trim()
  .regex(RELEASE_PATTERN, 'Use letters, digits, dots, dashes or underscores (up to 40), such as 2026.11 or v1.4.0.');
export const ChecklistQuery = z.object({ release: ReleaseName });
export const ChecklistTick = z.object({
  checklist: z.enum(CHECKLIST_IDS),
  item: z.string(),
  tickedBy: z.string().nullable(),
  tickedAt: Timestamp,
});
export type ChecklistTick = z.infer<typeof ChecklistTick>;
export const ChecklistTicksResponse = z.object({
  release: z.string(),
  ticks: z.array(ChecklistTick),
  releases: z.array(z.string()),
});
export type ChecklistTicksResponse = z.infer<typeof ChecklistTicksResponse>;
export const SetChecklistTickInput = z.object({
  release: ReleaseName,
  checklist: z.enum(CHECKLIST_IDS),
  item: z.string().trim().min(1).max(60),
  ticked: z.boolean(),
});
export type SetChecklistTickInput = z.infer<typeof SetChecklistTickInput>;

// ---- The operating manual (super_admin), true to the code (decision 125).
export const ManualSection = z.object({
  id: Id,
  title: z.string(),
  paragraphs: z.array(z.string()),
  steps: z.array(z.string()),
  commands: z.array(z.string()),
});
export type ManualSection = z.infer<typeof ManualSection>;
export const OperatingManualResponse = z.object({
  sections: z.array(ManualSection),
  settings: z.array(z.object({ name: z.string(), set: z.boolean() })),
});
export type OperatingManualResponse = z.infer<typeof OperatingManualResponse>;

// ---- Drafts from /admin/ai-doc-creator (decision 124).
export const DOC_TOPIC_LABELS = {
  'api-routes': 'The API and who may call it',
  'assessment-template': 'How to author an assessment',
  'wellness-features': 'The wellness features and their rules',
  'personalized-content': 'What the product personalises',
};
export type DocTopic = keyof typeof DOC_TOPIC_LABELS;
export const DOC_TOPICS = labelKeys(DOC_TOPIC_LABELS);
export const DOC_DRAFT_SOURCES = ['llm', 'template'] as const;
export const DocDraft = z.object({
  id: Id,
  topic: z.enum(DOC_TOPICS),
  title: z.string(),
  body: z.string(),
  source: z.enum(DOC_DRAFT_SOURCES),
  createdBy: z.string().nullable(),
  createdAt: Timestamp,
});
export type DocDraft = z.infer<typeof DocDraft>;
export const DocDraftListResponse = z.object({ drafts: z.array(DocDraft.omit({ body: true })), llm: z.boolean() });
export type DocDraftListResponse = z.infer<typeof DocDraftListResponse>;
export const CreateDocDraftInput = z.object({ topic: z.enum(DOC_TOPICS) });
export const DocDraftParams = z.object({ id: z.uuid() });
/** Where a draft is finished: the content creator reads the draft by its id (decision 124). */
export const contentCreatorDraftHref = (id: string) => `/admin/content-creator?draft=${encodeURIComponent(id)}`;
