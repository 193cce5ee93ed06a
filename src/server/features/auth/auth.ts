import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { AuthContext } from 'better-auth';
import { admin, magicLink } from 'better-auth/plugins';
import { adminAc, defaultAc, defaultStatements, userAc } from 'better-auth/plugins/admin/access';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { destinationFromAuthUrl } from '#shared/auth/destination';
import { passwordField } from '#shared/auth/fields';
import { GUESSABLE_PASSWORD_MESSAGE, isGuessable } from './guessable-password';
import type { AppDb } from '#server/platform/db/client';
import type { Mailer } from '#server/platform/email/mailer';
import type { Env } from '#server/platform/env';
import type { FastifyBaseLogger } from 'fastify';
import { safeError } from '#server/platform/log-safe';
import { isHttps } from '#server/platform/security';
import { accounts, rateLimits, sessions, users, verifications } from './schema';

/** Spec 9: password reset 3 attempts per 5 minutes; general limiter 5 per 15 minutes. */
export const RESET_LIMIT = { window: 5 * 60, max: 3 };
export const GENERAL_LIMIT = { window: 15 * 60, max: 5 };
/** Spec 9: impersonation lasts 24 hours. */
export const IMPERSONATION_SECONDS = 24 * 60 * 60;
/** Header carrying the client IP that Fastify derived (trusting exactly TRUST_PROXY_HOPS proxies). */
export const CLIENT_IP_HEADER = 'x-recalibrate-client-ip';

/** Whether a reset token's account signs in with this password now (a token that is not good answers no). */
async function isCurrentPassword(context: AuthContext, token: string, password: string): Promise<boolean> {
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification) return false;
  const credential = (await context.internalAdapter.findAccounts(verification.value)).find((a) => a.providerId === 'credential');
  return credential?.password ? context.password.verify({ hash: credential.password, password }) : false;
}

/** super_admin may also act as an admin (rank 2 < 3); our own rank check runs first. */
const superAdminAc = defaultAc.newRole({ user: [...defaultStatements.user], session: [...defaultStatements.session] });

export function newReferralCode(): string {
  return randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').toLowerCase();
}

export interface AuthDeps {
  env: Env;
  db: AppDb;
  mailer: Mailer;
  secret: string;
  /** better-auth's own messages go here, with errors reduced to their type and code (they carry SQL parameters). */
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info' | 'debug'>;
}

export function createAuth({ env, db, mailer, secret, log }: AuthDeps) {
  const site = env.PUBLIC_URL.replace(/\/$/, '');
  const link = (path: string, params: Record<string, string>) => `${site}${path}?${new URLSearchParams(params)}`;

  return betterAuth({
    appName: 'Recalibrate',
    logger: {
      log: (level, message, ...args) => {
        const err = args.find((a) => a instanceof Error);
        log[level]({ ...(err ? { err: safeError(err) } : {}) }, `better-auth: ${message.split('\n', 1)[0]}`);
      },
    },
    baseURL: site,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [site, ...env.TRUSTED_ORIGINS],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: isHttps(env),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24, freshAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: env.AUTH_RATE_LIMIT,
      storage: 'database',
      window: GENERAL_LIMIT.window,
      max: 100,
      customRules: {
        '/request-password-reset': RESET_LIMIT,
        '/reset-password': RESET_LIMIT,
        '/sign-in/email': GENERAL_LIMIT,
        '/sign-in/magic-link': GENERAL_LIMIT,
        '/send-verification-email': GENERAL_LIMIT,
        '/get-session': false,
      },
    },
    user: {
      additionalFields: {
        preferredName: { type: 'string', required: false, input: false },
        tier: { type: 'string', required: false, defaultValue: 'free', input: false },
        referralCode: { type: 'string', required: false, input: false },
        referredBy: { type: 'string', required: false, input: false },
        termsVersion: { type: 'string', required: false, input: false },
        termsAcceptedAt: { type: 'date', required: false, input: false },
      },
      changeEmail: { enabled: true },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: {
              ...user,
              referralCode: newReferralCode(),
              ...(env.BOOTSTRAP_SUPER_ADMINS.includes(user.email.toLowerCase()) ? { role: 'super_admin' } : {}),
            },
          }),
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        await mailer.send({
          type: 'recovery',
          to: user.email,
          userId: user.id,
          vars: { fullName: user.name, url: link('/password-reset', { token, type: 'recovery' }) },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token, url }) => {
        // A verified user changing address gets the link at the new address (better-auth passes
        // the user with the new email), as type email_change. Where the person was going (the
        // sign-up's callbackURL) rides along as `next` (issue 16).
        const type = user.emailVerified ? 'email_change' : 'signup';
        const next = destinationFromAuthUrl(url, ['/auth/verified', '/account-settings']);
        await mailer.send({
          type,
          to: user.email,
          userId: user.id,
          vars: { fullName: user.name, url: link('/auth/confirm', { type, token, ...(next ? { next } : {}) }) },
        });
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/reset-password' || ctx.path === '/change-password') {
          const result = passwordField.safeParse((ctx.body as { newPassword?: unknown })?.newPassword ?? '');
          if (!result.success) throw new APIError('BAD_REQUEST', { message: result.error.issues[0].message, code: 'WEAK_PASSWORD' });
          if (await isGuessable(result.data))
            throw new APIError('BAD_REQUEST', { message: GUESSABLE_PASSWORD_MESSAGE, code: 'WEAK_PASSWORD' });
        }
        // Spec 8: a reset to the password the account already has is refused, in the words the page maps.
        if (ctx.path === '/reset-password') {
          const { token, newPassword } = ctx.body as { token?: unknown; newPassword: string };
          if (typeof token === 'string' && (await isCurrentPassword(ctx.context, token, newPassword)))
            throw new APIError('BAD_REQUEST', {
              message: 'New password should be different from the current one.',
              code: 'PASSWORD_UNCHANGED',
            });
        }
      }),
    },
    plugins: [
      magicLink({
        disableSignUp: true,
        expiresIn: 15 * 60,
        sendMagicLink: async ({ email, token, url, metadata }) => {
          // Only existing accounts get a link; the answer to the caller is the same either way.
          const [user] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email.toLowerCase()));
          if (!user) return;
          const type = metadata?.invite === true ? 'invite' : 'magic_link';
          const next = type === 'magic_link' ? destinationFromAuthUrl(url, ['/dashboard']) : null;
          const params = { type, token, ...(next ? { next } : {}) };
          await mailer.send({ type, to: email, userId: user.id, vars: { fullName: user.name, url: link('/auth/confirm', params) } });
        },
      }),
      admin({
        defaultRole: 'user',
        // Staff ranks (spec 6) are enforced by our own routes; better-auth needs to know which
        // roles may use its admin operations (impersonation, session listing) when we call them.
        roles: { user: userAc, analyst: userAc, admin: adminAc, super_admin: superAdminAc },
        adminRoles: ['admin', 'super_admin'],
        impersonationSessionDuration: IMPERSONATION_SECONDS,
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
