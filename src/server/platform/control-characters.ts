import type { FastifyInstance } from 'fastify';
import { TEXT_MESSAGES, hasControlCharacters } from '#shared/validation/text';
import type { FieldError } from './errors';
import { HttpError } from './errors';

/** Every string inside a parsed JSON value, with its field path ('notes', 'answers.3.text'). */
function* strings(value: unknown, path: string[]): Generator<[string, string]> {
  if (typeof value === 'string') yield [path.join('.'), value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, [...path, String(i)]);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* strings(item, [...path, key]);
}

/**
 * A NUL byte or another control character in any text (a journal entry, a search) is refused with
 * a field error before validation, instead of reaching the database (where NUL fails the query).
 * Field names follow the validation errors: body fields as they are, others with their part.
 */
export function registerControlCharacterCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const errors: FieldError[] = [];
    for (const [part, value] of [
      ['', request.body],
      ['querystring', request.query],
      ['params', request.params],
    ] as const) {
      for (const [field, text] of strings(value, part ? [part] : [])) {
        if (hasControlCharacters(field) || hasControlCharacters(text))
          errors.push({ field: field || part || 'body', message: TEXT_MESSAGES.controlCharacters });
      }
    }
    if (errors.length > 0) throw new HttpError(400, 'Some fields need attention.', { errors });
  });
}
