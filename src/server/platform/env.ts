import { z } from 'zod';

// The one place that reads process.env (ARCHITECTURE.md house rule 4). Every variable is listed
// in the README's table with its default.
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** Comma-separated email addresses, trimmed and lower-cased (compared case-insensitively). */
const emailList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    );

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where people reach the app (links in emails, trusted origin). Defaults to http://localhost:PORT. */
  PUBLIC_URL: z
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PGLITE_DIR: z.string().min(1).default('./data/pglite'),
  CONTENT_DIR: z.string().min(1).default('./content'),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  /** The server-side first paint of public pages (vite build --ssr); empty turns it off. */
  FIRST_PAINT_ENTRY: z.string().default('./dist/ssr/entry-server.js'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RUN_MIGRATIONS: bool.default(true),
  /** Signs sessions and tokens. When unset, one is generated once and kept in the database. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** better-auth's limiter (sign-in, reset: spec 9). Defaults to on; tests that are not about it turn it off. */
  AUTH_RATE_LIMIT: bool.default(true),
  /** smtp:// or smtps:// URL. When unset, emails go to the dev outbox in the database. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Recalibrate <no-reply@recalibrate.local>'),
  /** Spec 5: the fixed allow-list of two coach addresses, compared case-insensitively. */
  COACH_EMAILS: emailList('coach@recalibrate.app,deb@recalibrate.app'),
  /** Accounts created with these addresses become super_admin (bootstrap; the e2e journeys use it). */
  BOOTSTRAP_SUPER_ADMINS: emailList(''),
  /** Run job workers (email, export…) in this process. */
  JOB_WORKERS: bool.default(true),
  /** Extra origins allowed to call the auth API (comma-separated), e.g. the Vite dev server. */
  TRUSTED_ORIGINS: z
    .string()
    .default('http://localhost:5173')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    ),
  /** Stripe (both set): Checkout and webhooks. Unset: the built-in test checkout, where no money moves. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** Refuse to start without Stripe keys (a production safeguard against taking no money by mistake). */
  REQUIRE_LIVE_PAYMENTS: bool.default(false),
  /** Stripe Tax on Checkout Sessions; only once Stripe Tax is set up in the account, which otherwise refuses every session. */
  STRIPE_AUTOMATIC_TAX: bool.default(false),
  /** Tests only: where the Stripe SDK sends its requests (a local fake Stripe server), as http://host:port. */
  STRIPE_API_URL: z.url().optional(),
  /** Sofia: a member's turns per UTC day (crisis turns never count). */
  SOFIA_DAILY_LIMIT: z.coerce.number().int().min(1).max(10_000).default(60),
  /** Sofia's LLM mode (all three set): any OpenAI-compatible chat completions service. Unset: the built-in guide. */
  SOFIA_LLM_BASE_URL: z.url().optional(),
  SOFIA_LLM_API_KEY: z.string().min(1).optional(),
  SOFIA_LLM_MODEL: z.string().min(1).optional(),
  /** How long Sofia waits for the LLM before the built-in guide answers instead. */
  SOFIA_LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  /** Sofia's realtime voice (key set): the server mints short-lived keys at this OpenAI-compatible API. */
  SOFIA_REALTIME_API_KEY: z.string().min(1).optional(),
  SOFIA_REALTIME_MODEL: z.string().min(1).default('gpt-realtime'),
  SOFIA_REALTIME_BASE_URL: z
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.openai.com/v1'),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export class EnvError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super('Invalid environment configuration:\n' + issues.map((i) => `  ${i.variable}: ${i.message}`).join('\n'));
    this.name = 'EnvError';
  }
}

/** Parses a set of variables; empty strings count as unset. Throws EnvError naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? '(unknown)'),
        message: issue.message,
      })),
    );
  }
  const data = result.data;
  if (Boolean(data.STRIPE_SECRET_KEY) !== Boolean(data.STRIPE_WEBHOOK_SECRET)) {
    const missing = data.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    throw new EnvError([
      { variable: missing, message: 'Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or neither, for the test checkout)' },
    ]);
  }
  if (data.REQUIRE_LIVE_PAYMENTS && !data.STRIPE_SECRET_KEY) {
    throw new EnvError([
      { variable: 'REQUIRE_LIVE_PAYMENTS', message: 'is on, but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set' },
    ]);
  }
  return { ...data, PUBLIC_URL: data.PUBLIC_URL ?? `http://localhost:${data.PORT}` };
}

export function readProcessEnv(): Env {
  return parseEnv(process.env);
}
