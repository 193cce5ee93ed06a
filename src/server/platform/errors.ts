// RFC 9457 problem details (ARCHITECTURE.md house rule 6).
export interface FieldError {
  field: string;
  message: string;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: FieldError[];
  [extra: string]: unknown;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function problem(status: number, detail?: string, extra: Partial<Problem> = {}): Problem {
  return {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    ...(detail ? { detail } : {}),
    ...extra,
  };
}

/** Throw from a handler or service to answer with a problem. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail?: string,
    readonly extra: Partial<Problem> = {},
  ) {
    super(detail ?? TITLES[status] ?? 'Error');
    this.name = 'HttpError';
  }
  toProblem(): Problem {
    return problem(this.status, this.detail, this.extra);
  }
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/** The database cannot be reached: an outage the person can wait out, never a sign-out. */
export const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';
export const DATABASE_UNAVAILABLE_DETAIL = "We can't reach our records right now. Please try again in a moment.";
/** How long the app waits before asking again while the database is unreachable. */
export const OUTAGE_RETRY_SECONDS = 5;

export function databaseUnavailable(): HttpError {
  return new HttpError(503, DATABASE_UNAVAILABLE_DETAIL, { code: DATABASE_UNAVAILABLE, retryAfterSeconds: OUTAGE_RETRY_SECONDS });
}

/** SQLSTATE classes and socket codes that mean "no database to talk to" rather than a bad query. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '53300']);

/** Whether an error (from drizzle, pg or PGlite) says the database is unreachable. */
export function isDatabaseUnreachable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown; message?: unknown } | null | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth += 1
  ) {
    if (typeof e.code === 'string' && (UNREACHABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (typeof e.message === 'string' && /Connection terminated|connection is closed|PGlite is closed|Client was closed/i.test(e.message))
      return true;
  }
  return false;
}

/** Postgres unique violation, as it arrives through drizzle on both drivers. */
export function isUniqueViolation(err: unknown): boolean {
  return hasSqlState(err, '23505');
}

/** Postgres not-null violation (a subquery that found no row), on both drivers. */
export function isNotNullViolation(err: unknown): boolean {
  return hasSqlState(err, '23502');
}

function hasSqlState(err: unknown, code: string): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === code || e?.cause?.code === code;
}
