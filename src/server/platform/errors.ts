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

/** Postgres unique violation, as it arrives through drizzle on both drivers. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
