import { allItems, type AssessmentDefinition, StandaloneDefinition } from '#shared/assessments/definition';
import type { AssessmentTemplateResponse, SchemaField } from '#shared/contracts/docs';
import { jsonSchemaOf } from './openapi';

type Json = Record<string, unknown>;

function typeOf(node: Json): string {
  if (Array.isArray(node.enum)) return `one of ${(node.enum as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  if ('const' in node) return JSON.stringify(node.const);
  if (node.type === 'array') return `list of ${typeOf((node.items ?? {}) as Json)}`;
  if (Array.isArray(node.oneOf) || Array.isArray(node.anyOf)) return 'one of the variants below';
  return typeof node.type === 'string' ? node.type : 'any';
}

const RULES: [string, string][] = [
  ['minLength', 'at least {} characters'],
  ['maxLength', 'at most {} characters'],
  ['pattern', 'matches {}'],
  ['minimum', 'at least {}'],
  ['maximum', 'at most {}'],
  ['minItems', 'at least {} entries'],
  ['maxItems', 'at most {} entries'],
  ['default', 'defaults to {}'],
];

function rulesOf(node: Json): string {
  const target = node.type === 'array' ? { ...((node.items ?? {}) as Json), minItems: node.minItems, maxItems: node.maxItems } : node;
  return RULES.filter(([key]) => target[key] !== undefined && !(node.type === 'array' && key === 'default'))
    .map(([key, words]) => words.replace('{}', key === 'pattern' ? String(target[key]) : JSON.stringify(target[key])))
    .concat(node.type === 'array' && node.default !== undefined ? [`defaults to ${JSON.stringify(node.default)}`] : [])
    .join('; ');
}

/** Every field of a JSON Schema as a flat list (`sections[].items[].id`), variants labelled by their constant. */
export function schemaFields(node: Json, path = '', required = true): SchemaField[] {
  const fields: SchemaField[] = path ? [{ path, type: typeOf(node), required, rules: rulesOf(node) }] : [];
  const variants = (node.oneOf ?? node.anyOf) as Json[] | undefined;
  if (variants) {
    for (const variant of variants) {
      const props = (variant.properties ?? {}) as Record<string, Json>;
      const tag = Object.entries(props).find(([, p]) => 'const' in p);
      const label = tag ? `${path} (${tag[0]}: ${String(tag[1].const)})` : path;
      fields.push(...schemaFields(variant, label, required).filter((f) => f.path !== label));
    }
    return fields;
  }
  if (node.type === 'array') return fields.concat(schemaFields((node.items ?? {}) as Json, `${path}[]`, true).slice(node.items ? 1 : 0));
  const properties = (node.properties ?? {}) as Record<string, Json>;
  const requiredNames = new Set((node.required ?? []) as string[]);
  for (const [name, child] of Object.entries(properties))
    fields.push(...schemaFields(child, path ? `${path}.${name}` : name, requiredNames.has(name) && child.default === undefined));
  return fields;
}

/** A real assessment, cut down to its first section's first two items and the parts they need. */
export function workedExample(definition: AssessmentDefinition) {
  const section = definition.sections[0]!;
  const items = section.items.slice(0, 2);
  const scales = definition.scales.filter((scale) => items.some((item) => item.scale === scale.id));
  const dimension = definition.dimensions[0];
  const outcome = definition.outcomes[0];
  const excerpt = {
    slug: definition.slug,
    kind: definition.kind,
    title: definition.title,
    tagline: definition.tagline,
    minutes: definition.minutes,
    scoringVersion: definition.scoringVersion,
    scales,
    sections: [{ ...section, items, '…': `${section.items.length - items.length} more items in this section` }],
    dimensions: dimension ? [{ ...dimension, bands: dimension.bands.slice(0, 2) }] : [],
    outcomes: outcome
      ? [{ ...outcome, results: outcome.results.slice(0, 1).map((r) => ({ ...r, interpretation: r.interpretation.slice(0, 1) })) }]
      : [],
  };
  return {
    slug: definition.slug,
    title: definition.title,
    file: `content/assessments/${definition.slug}.json`,
    excerpt: JSON.stringify(excerpt, null, 2),
  };
}

/**
 * The assessment template guide (/admin/assessment-template-guide): the fields from the
 * definition schema the content loader checks files with, and a worked example from the loaded
 * assessments (the stand-alone one with the fewest items, so the example stays readable).
 */
export function assessmentTemplate(definitions: AssessmentDefinition[]): AssessmentTemplateResponse {
  const standalone = definitions.filter((d) => !d.composedOf);
  const smallest = [...standalone].sort((a, b) => allItems(a).length - allItems(b).length)[0];
  return {
    fields: schemaFields(jsonSchemaOf(StandaloneDefinition, 'input')),
    example: smallest ? workedExample(smallest) : { slug: '', title: '', file: '', excerpt: '' },
    assessments: definitions.map((d) => ({ slug: d.slug, title: d.title, kind: d.kind, items: allItems(d).length })),
  };
}
