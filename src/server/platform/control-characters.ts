import type { FastifyInstance } from 'fastify';
import { TEXT_MESSAGES, hasControlCharacters } from '#shared/validation/text';
import type { FieldError } from './errors';
import { HttpError } from './errors';

/**
 * Adds a field error for every string inside a parsed JSON value whose text or field path ('notes',
 * 'answers.3.text') holds a control character. A walk without a generator or a path array per
 * value: it runs on every request (decision 162).
 */
function check(value: unknown, path: string, fallback: string, errors: FieldError[]): void {
  if (typeof value === 'string') {
    if (hasControlCharacters(path) || hasControlCharacters(value))
      errors.push({ field: path || fallback, message: TEXT_MESSAGES.controlCharacters });
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) check(value[i], path ? `${path}.${i}` : String(i), fallback, errors);
  } else if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) check((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key, fallback, errors);
  }
}

/**
 * A NUL byte or another control character in any text (a journal entry, a search) is refused with
 * a field error before validation, instead of reaching the database (where NUL fails the query).
 * Field names follow the validation errors: body fields as they are, others with their part.
 */
export function registerControlCharacterCheck(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const errors: FieldError[] = [];
    check(request.body, '', 'body', errors);
    check(request.query, 'querystring', 'querystring', errors);
    check(request.params, 'params', 'params', errors);
    done(errors.length > 0 ? new HttpError(400, 'Some fields need attention.', { errors }) : undefined);
  });
}
