import type { ManualSection, OperatingManualResponse } from '#shared/contracts/docs';
import { DELETION_GRACE_DAYS, EXPORT_DAYS_AVAILABLE } from '#shared/contracts/privacy';
import type { Env } from '#server/platform/env';

const section = (id: string, title: string, parts: Partial<Omit<ManualSection, 'id' | 'title'>>): ManualSection => ({
  id,
  title,
  paragraphs: parts.paragraphs ?? [],
  steps: parts.steps ?? [],
  commands: parts.commands ?? [],
});

/**
 * The site operating manual (/docs/site-operating-manual-view, super_admin; decision 125). Every
 * command, script and setting it names is checked against package.json, scripts/ and the env
 * schema by its test, and every setting of the env schema must appear here: a new setting or a
 * renamed script fails the test until the manual says so.
 */
export const OPERATING_MANUAL: readonly ManualSection[] = [
  section('run', 'Run it', {
    paragraphs: [
      'npm start builds the web app and serves it with the API on PORT (3000 by default). Without DATABASE_URL it runs on the embedded PostgreSQL (PGlite) in PGLITE_DIR (./data/pglite), which it migrates and seeds with the authored content from CONTENT_DIR on every start. Never run two processes on one PGlite directory: it has no cross-process lock.',
      'For production set DATABASE_URL to a postgres:// URL; the same migrations run at start under an advisory lock (RUN_MIGRATIONS=false turns that off, then npm run db:migrate applies them). Set NODE_ENV=production (npm run serve does), PUBLIC_URL to the public origin, TRUST_PROXY_HOPS to the number of proxies in front, and HOST if it must listen on one interface only. JOB_WORKERS=false keeps the background jobs off an instance.',
      'Other settings: LOG_LEVEL, BODY_LIMIT_BYTES, RATE_LIMIT_PER_MINUTE, AUTH_RATE_LIMIT, TRUSTED_ORIGINS, WEB_DIST_DIR and FIRST_PAINT_ENTRY (the built web app and its server renderer), COACH_EMAILS (the coach allow-list).',
    ],
    steps: [
      'GET /api/health answers while the process is alive.',
      'GET /api/ready answers 200 once the database can be reached, 503 while it cannot.',
    ],
    commands: ['npm start', 'npm run serve', 'npm run db:migrate', 'npm run dev'],
  }),
  section('email', 'Configure email', {
    paragraphs: [
      'Set SMTP_URL (smtp:// or smtps://, with the account in the URL) and MAIL_FROM. Without SMTP_URL every email stays in the outbox table and its links are printed in the server log. /admin/email-management (super_admin) shows every email and its delivery, and resends one. Admins reword an email’s subject and paragraphs in /admin/email-templates, with its placeholders checked, a preview, a test to their own address and a reset to the default.',
    ],
    steps: ['Set SMTP_URL and MAIL_FROM, restart.', 'Send a test from /admin/email-management and check it arrives.'],
  }),
  section('payments', 'Configure payments', {
    paragraphs: [
      'Without Stripe keys the shop and memberships run in test mode: a built-in checkout where no money moves, with a TEST MODE banner. For real payments set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (both or neither) and point a Stripe webhook at POST /api/shop/webhook. STRIPE_AUTOMATIC_TAX=true only once Stripe Tax is set up. REQUIRE_LIVE_PAYMENTS=true refuses to start without the Stripe keys, so production never falls back to test mode. STRIPE_API_URL is for tests only.',
    ],
    steps: [
      'Create the webhook endpoint in Stripe for POST /api/shop/webhook.',
      'Set the two Stripe settings and REQUIRE_LIVE_PAYMENTS=true, restart.',
      'Buy the cheapest product with a real card and refund it from /admin/refunds.',
    ],
  }),
  section('sofia', 'Configure Sofia', {
    paragraphs: [
      'Sofia answers with her built-in guide until SOFIA_LLM_BASE_URL, SOFIA_LLM_API_KEY and SOFIA_LLM_MODEL are all set (any OpenAI-compatible service); SOFIA_LLM_TIMEOUT_MS bounds the wait before the built-in guide answers. SOFIA_DAILY_LIMIT caps a member’s turns per UTC day; crisis turns never count. SOFIA_REALTIME_API_KEY turns on voice, with SOFIA_REALTIME_MODEL and SOFIA_REALTIME_BASE_URL. The same LLM settings write the drafts of /admin/ai-doc-creator. /admin/sofia-architecture shows which engine is active and which settings are set, never their values.',
    ],
  }),
  section('backup', 'Back up and restore', {
    paragraphs: [
      'Everything lives in the database: accounts, content edits, orders, emails, export archives and the generated secrets (app_secrets). A backup of the database is a backup of the site.',
    ],
    steps: [
      'PostgreSQL: pg_dump --format=custom "$DATABASE_URL" > recalibrate.dump; restore into an empty database with pg_restore --no-owner -d "$DATABASE_URL" recalibrate.dump, then start the server (it applies any newer migrations).',
      'Embedded database: stop the server, copy PGLITE_DIR (./data/pglite) whole, start it again; restore by putting the copy back while the server is stopped.',
      'Try a restore on a spare machine after each release (the release checklist asks for it).',
    ],
  }),
  section('secrets', 'Rotate secrets', {
    paragraphs: [
      'AUTH_SECRET signs sessions and tokens (at least 32 characters). When unset, a secret generated once is kept in the database. Setting a new AUTH_SECRET and restarting every instance signs everyone out and voids links already emailed (resets, confirmations); do it after a suspected leak.',
    ],
    steps: [
      'Stripe: roll the secret key and the webhook signing secret in Stripe, set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, restart.',
      'Email: change the password at the mail service, update SMTP_URL, restart.',
      'Sofia: issue a new key, set SOFIA_LLM_API_KEY (and SOFIA_REALTIME_API_KEY), restart, then revoke the old key.',
    ],
  }),
  section('staff', 'Grant staff', {
    paragraphs: [
      'Roles rank analyst (reads the dashboard, analytics and documentation), admin (reviews and edits) and super_admin (people, money, settings). A super_admin changes roles in /admin/admin-users; nobody changes their own. The first super_admin comes from the command line, or from BOOTSTRAP_SUPER_ADMINS before that person signs up.',
    ],
    steps: [
      'The person signs up and confirms their email.',
      'On the embedded database stop the server first, then run the grant, then start it.',
    ],
    commands: ['npm run admin:grant -- person@example.com super_admin', 'npm run admin:grant -- person@example.com none'],
  }),
  section('privacy', 'An export or deletion request', {
    paragraphs: [
      `Members export their data and ask for deletion themselves in /privacy-settings: the export arrives by email as an archive kept for ${EXPORT_DAYS_AVAILABLE} days; a deletion waits ${DELETION_GRACE_DAYS} days, can be cancelled from the email’s link, then removes or anonymises every table the privacy registry lists. /admin/terms-acceptance shows the deletion requests and their state.`,
    ],
    steps: [
      'A request by email or /contact: reply from the same address, pointing to /privacy-settings; never export or delete for someone who cannot show the account is theirs.',
      'Someone who cannot sign in: a password reset from /auth first.',
      'Note the request and the reply in /admin/contact-messages.',
    ],
  }),
  section('crisis', 'A crisis report from The Lounge', {
    paragraphs: [
      'Crisis language in a post or comment holds it (seen only by its author and moderators) or publishes it with the crisis card, and puts it at the top of /admin/moderation (risk 100 or 80); a member’s crisis report is risk 90. The author already sees the crisis card with the support lines. Staff are not clinicians and never counsel.',
    ],
    steps: [
      'Open /admin/moderation at once; crisis items come first.',
      'Leave a held item held, or hide a published one, with a kind reason the author will see.',
      'If someone may be in immediate danger and you know where, call the emergency services of that place.',
      'Record what you did in the action’s reason; it goes to the audit log.',
    ],
  }),
  section('incident', 'Respond to an incident', {
    steps: [
      'Check GET /api/health and GET /api/ready on each instance, and the server log (raise LOG_LEVEL to debug for a while if needed).',
      'Database down: the app shows a calm notice and recovers by itself when the database is back; restore from the last backup if it is lost.',
      'Bad release: deploy the previous build, after checking in migrations/ that the release changed no column the previous build reads; otherwise restore the backup taken before the release.',
      'Leaked secret: rotate it (above) and check the audit log in /admin/admin-users for changes you do not recognise.',
      'Close the site to visitors with the launch gate in /admin/settings while you work.',
      'Afterwards: write down what happened, when, who was affected and what changes, and tell affected people plainly.',
    ],
  }),
];

/** Settings whose presence the manual's reader wants to see at a glance (never their values). */
const STATUS_SETTINGS = [
  'DATABASE_URL',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'REQUIRE_LIVE_PAYMENTS',
  'SOFIA_LLM_API_KEY',
  'SOFIA_REALTIME_API_KEY',
  'AUTH_SECRET',
] as const;

export function operatingManual(env: Env): OperatingManualResponse {
  return {
    sections: [...OPERATING_MANUAL],
    settings: STATUS_SETTINGS.map((name) => ({ name, set: Boolean(env[name]) })),
  };
}
