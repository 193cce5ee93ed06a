import type { ZodType } from 'zod';
import { READ_ONLY_CODE } from '#shared/access/impersonation';
import { reportUnreachable } from './connection';

/** Turns the JSON reply into a typed value or throws; usually `zodParser(SharedContract)`. */
export type ReplyParser<T> = (payload: unknown) => T | Promise<T>;

/** Validates a reply with the shared zod schema of its contract (ARCHITECTURE.md house rule 4). */
export function zodParser<T>(schema: ZodType<T>): ReplyParser<T> {
  return (payload) => schema.parse(payload);
}

/**
 * The same check with a contract loaded when the first reply arrives: public pages drawn by the
 * server take their first answers from the page, so zod and the contract's schemas (~25-50 ms of
 * a slow phone's start-up) are read only when the page asks the API itself
 * (docs/decisions/042-lighter-start-up.md). Usage: `lazyZodParser(() => import('…').then((m) => m.X))`.
 */
export function lazyZodParser<T>(loadSchema: () => Promise<ZodType<T>>): ReplyParser<T> {
  return async (payload) => (await loadSchema()).parse(payload);
}

/** For calls whose success answer carries nothing the page needs (the status is enough). */
export const ignoreReply: ReplyParser<void> = () => undefined;

/** One field problem from a problem+json reply (ARCHITECTURE.md house rule 6). */
export interface FieldError {
  field: string;
  message: string;
}

/** An error answer from the API, parsed from RFC 9457 problem+json; status 0 means no answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly type: string;
  readonly fieldErrors: FieldError[];
  /** A machine-readable reason some answers carry (e.g. INVALID_TOKEN, EMAIL_NOT_VERIFIED). */
  readonly code: string | undefined;
  /** Rate-limited answers (429) say how long to wait. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    title: string;
    detail?: string;
    type?: string;
    fieldErrors?: FieldError[];
    code?: string;
    retryAfterSeconds?: number;
  }) {
    super(init.detail || init.title);
    this.name = 'ApiError';
    this.status = init.status;
    this.title = init.title;
    this.detail = init.detail ?? '';
    this.type = init.type ?? 'about:blank';
    this.fieldErrors = init.fieldErrors ?? [];
    this.code = init.code;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** Fired on window when the server refuses a change because staff are viewing as a member. */
export const READ_ONLY_EVENT = 'recalibrate:read-only';

export const NETWORK_ERROR_DETAIL = 'We could not reach Recalibrate. Check your connection and try again.';

interface RequestOptions<T> {
  parse: ReplyParser<T>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  keepalive?: boolean;
}

type Fetch = typeof fetch;
let send: Fetch = (input, init) => fetch(input, init);

/**
 * Where API calls go: the browser's fetch, or, while the server draws a page's first paint
 * (src/web/entry-server.tsx), the server itself.
 */
export function setApiFetch(next: Fetch): void {
  send = next;
}

/** Calls the API with JSON, validates the reply with the shared zod schema, throws ApiError on failure. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await send(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportUnreachable();
    throw new ApiError({ status: 0, title: 'Network error', detail: NETWORK_ERROR_DETAIL });
  }
  if (response.status === 503) reportUnreachable();
  const payload: unknown = await readJson(response);
  if (!response.ok) {
    const error = toApiError(response.status, payload);
    // Issue 16: staff viewing as a member are told in the banner why nothing was saved.
    if (error.code === READ_ONLY_CODE && typeof window !== 'undefined')
      window.dispatchEvent(new CustomEvent(READ_ONLY_EVENT, { detail: error.detail }));
    throw error;
  }
  try {
    return await options.parse(payload);
  } catch {
    throw new ApiError({ status: response.status, title: 'Unexpected reply', detail: 'The server sent a reply we did not expect.' });
  }
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Builds an ApiError from a problem+json body, falling back gracefully when the body is not one. */
export function toApiError(status: number, payload: unknown): ApiError {
  const body = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const fieldErrors = Array.isArray(body.errors)
    ? body.errors
        .filter((e): e is FieldError => !!e && typeof e.field === 'string' && typeof e.message === 'string')
        .map(({ field, message }) => ({ field, message }))
    : [];
  return new ApiError({
    status,
    title: text(body.title) ?? `Request failed (${status})`,
    detail: text(body.detail),
    type: text(body.type),
    fieldErrors,
    code: text(body.code),
    retryAfterSeconds: typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : undefined,
  });
}
