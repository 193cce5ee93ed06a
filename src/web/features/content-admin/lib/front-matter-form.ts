import type { EditableKind } from '#shared/contracts/content-admin';
import { LIBRARY_CATEGORIES } from '#shared/library/categories';

/**
 * The front matter as form fields (decision 118): each top-level field becomes a control by the
 * shape of its value, text for text, a comma list for a list of words, a choice for a known set,
 * JSON for anything deeper (an Edit's modules). The server checks the result with the content
 * loader's own schema; this only turns values into text and back.
 */
export type FieldShape = 'text' | 'long' | 'list' | 'number' | 'choice' | 'json';
export interface FrontMatterField {
  name: string;
  shape: FieldShape;
  options?: readonly string[];
}
export type FieldValues = Record<string, string>;

const LONG = new Set(['summary', 'short', 'description']);
const CHOICES: Record<string, readonly string[]> = { category: LIBRARY_CATEGORIES };

/** What a new item of a kind starts from. An Edit is too rich to start from nothing here: staff open an existing one. */
export const NEW_ITEM_TEMPLATES: Partial<Record<EditableKind, Record<string, unknown>>> = {
  article: { title: '', summary: '', category: LIBRARY_CATEGORIES[0], publishedAt: '', tags: [], relatedTerms: [], relatedArticles: [] },
  glossary: { term: '', short: '', aliases: [], related: [], articles: [] },
  page: { title: '', description: '' },
};

function shapeOf(name: string, value: unknown): FieldShape {
  if (CHOICES[name]) return 'choice';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return LONG.has(name) ? 'long' : 'text';
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return 'list';
  return 'json';
}

/**
 * The order fields are shown in, as a new item of each kind starts: the stored front matter comes
 * back from the database with its keys in another order (JSONB sorts them), and a form should not
 * move its fields between the first save and the next visit. Other fields follow as they come.
 */
const FIELD_ORDER = [...new Set(Object.values(NEW_ITEM_TEMPLATES).flatMap((template) => Object.keys(template ?? {})))];
const placeOf = (name: string) => {
  const index = FIELD_ORDER.indexOf(name);
  return index === -1 ? FIELD_ORDER.length : index;
};

export function fieldsOf(data: Record<string, unknown>): FrontMatterField[] {
  return Object.entries(data)
    .map(([name, value]) => ({ name, shape: shapeOf(name, value), options: CHOICES[name] }))
    .sort((a, b) => placeOf(a.name) - placeOf(b.name));
}

export function valuesOf(data: Record<string, unknown>, fields: FrontMatterField[]): FieldValues {
  const text = (field: FrontMatterField) => {
    const value = data[field.name];
    if (field.shape === 'list') return ((value as string[]) ?? []).join(', ');
    if (field.shape === 'json') return JSON.stringify(value ?? null, null, 2);
    return value === undefined || value === null ? '' : String(value);
  };
  return Object.fromEntries(fields.map((field) => [field.name, text(field)]));
}

/** The form's text back into front matter; a JSON field that does not parse is named in `unreadable`. */
export function dataOf(values: FieldValues, fields: FrontMatterField[]): { data: Record<string, unknown>; unreadable: string[] } {
  const data: Record<string, unknown> = {};
  const unreadable: string[] = [];
  for (const field of fields) {
    const text = values[field.name] ?? '';
    if (field.shape === 'list') {
      data[field.name] = text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    } else if (field.shape === 'number') {
      data[field.name] = text.trim() === '' ? undefined : Number(text);
    } else if (field.shape === 'json') {
      try {
        data[field.name] = JSON.parse(text);
      } catch {
        unreadable.push(field.name);
      }
    } else {
      data[field.name] = text;
    }
  }
  return { data, unreadable };
}

/** A field's name as a label: publishedAt → Published at. */
export function labelOf(name: string): string {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
