import { createAssessmentCatalog } from './features/assessments/content';
import { assessmentRoutes } from './features/assessments/routes';
import { createAssessmentService } from './features/assessments/service';
import { catalogFor, createEditCatalog } from './features/edits/content';
import { editRoutes } from './features/edits/routes';
import { createEditService } from './features/edits/service';
import { wellnessRoutes } from './features/wellness/routes';
import { createWellnessService } from './features/wellness/service';
import { soulprintRoutes } from './features/soulprint/routes';
import { createSoulprintService } from './features/soulprint/service';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { createAccountService } from './features/auth/account-service';
import { sessionActorResolver } from './features/auth/actor';
import { createSecurityEventLog } from './features/admin/security-events';
import { authHandlerRoutes } from './features/auth/handler';
import { createSignInThrottle } from './features/auth/sign-in-throttle';
import { accountRoutes } from './features/auth/routes';
import { emailAdminRoutes } from './features/admin/email-routes';
import { emailTemplateRoutes } from './features/admin/email-template-routes';
import { adminRoutes } from './features/admin/routes';
import { createUsersService } from './features/admin/users-service';
import { launchGateRoutes, registerLaunchGate } from './features/launch-gate/routes';
import { privacyRoutes } from './features/privacy/routes';
import { createSupportAccess } from './features/privacy/support-access';
import { registerImpersonationGuard } from './features/admin/impersonation-guard';
import { createLaunchGateService } from './features/launch-gate/service';
import { libraryRoutes } from './features/library/routes';
import { contentAdminRoutes } from './features/content-admin/routes';
import { brandAssetRoutes } from './features/brand-assets/routes';
import { contactRoutes, siteRoutes } from './features/site/routes';
import { loadFirstPaint, maySignedIn } from './features/site/first-paint';
import { createContentChanges } from './platform/content/changes';
import { createPageDescriber, seoRoutes } from './features/site/seo';
import { coachingRoutes } from './features/coaching/routes';
import { createMembershipBilling } from './features/memberships/billing';
import { hardshipRoutes } from './features/memberships/routes';
import { membershipBackOffice } from './features/memberships/back-office-plugin';
import { trackingRoutes } from './features/tracking/routes';
import { analyticsRoutes } from './features/analytics/routes';
import { safetyRoutes } from './features/safety/routes';
import { sofiaRoutes } from './features/sofia/routes';
import { sofiaInsightsRoutes } from './features/sofia/insights/routes';
import { sofiaDocsRoutes } from './features/sofia/docs/routes';
import { docsRoutes } from './features/docs/plugin';
import { registerShop } from './features/shop/plugin';
import { registerLounge } from './features/lounge/plugin';
import { LOUNGE_TOPIC } from '#shared/lounge/events';
import { createFlowpathCatalog } from './features/flowpath/content';
import { flowpathRoutes } from './features/flowpath/routes';
import { defineFlowpathReminders } from './features/flowpath/reminders';
import { type ActorResolver, type RegisteredRoute, registerAccessControl } from './platform/access';
import { healthRoutes } from './platform/health';
import { registerErrorHandler } from './platform/http-errors';
import { realtimeRoutes } from './platform/realtime/routes';
import { registerCompression } from './platform/compression';
import { registerControlCharacterCheck } from './platform/control-characters';
import { isHttps, registerSecurity } from './platform/security';
import { loadInlineAssets } from './platform/inline-assets';
import { registerSpa } from './platform/spa';
import { safeError, safeRequest } from './platform/log-safe';
import type { Services } from './services';

export interface AppDeps extends Services {
  /** Who is calling; defaults to the better-auth session. Tests may wrap it. */
  resolveActor?: ActorResolver;
  /** Whether the start-up work after listening is done (main.ts); /api/ready answers 503 until then. */
  started?: () => boolean;
  /** Where the log goes (standard output by default); tests read it. */
  logStream?: { write(line: string): void };
}

export interface App {
  app: FastifyInstance;
  /** Every /api route with its declared access policy (for the access walker test). */
  routes: RegisteredRoute[];
}

/**
 * One log line a request, written when it is answered, with the request (safeRequest), its status
 * and time, instead of Fastify's two (decision 162: the second line cost a check-in about 1 %).
 * Fastify's other lines (errors, not found) are its own.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { env, database, bus, auth, mailer, privacy, actors } = deps;
  const db = database.db;
  const app: FastifyInstance = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            serializers: { req: safeRequest, err: safeError },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    logController: new OneLinePerRequest(),
    bodyLimit: env.BODY_LIMIT_BYTES,
    // Trust exactly TRUST_PROXY_HOPS proxies in front of us (never `true`), so client IPs cannot be forged.
    trustProxy: (_address: string, hop: number) => hop < env.TRUST_PROXY_HOPS,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Mutations take JSON only (ARCHITECTURE.md §6): other bodies answer 415.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  registerErrorHandler(app);
  registerControlCharacterCheck(app);
  const routes = registerAccessControl(app, deps.resolveActor ?? sessionActorResolver(auth, env, database, actors));
  const inlineAssets = loadInlineAssets(env.WEB_DIST_DIR);
  const securityEvents = createSecurityEventLog(db);
  await registerSecurity(app, env, inlineAssets.scriptSources, (request) => void securityEvents.rateLimited(request));
  await registerCompression(app);
  await app.register(cookie, { secret: deps.secret });
  const gate = createLaunchGateService(db);
  registerLaunchGate(app, gate);
  const supportAccess = createSupportAccess(db);
  registerImpersonationGuard(app, supportAccess);

  await app.register(healthRoutes, { database, started: deps.started });
  await app.register(realtimeRoutes, { bus, topics: [LOUNGE_TOPIC] });
  await app.register(authHandlerRoutes, {
    auth,
    throttle: createSignInThrottle({ db, mailer, signInUrl: `${env.PUBLIC_URL}/auth` }),
    securityEvents,
  });
  await app.register(accountRoutes, { db, auth, bus, accounts: createAccountService({ db, auth }) });
  await app.register(adminRoutes, { db, auth, usersService: createUsersService(db), mailer, publicUrl: env.PUBLIC_URL });
  await app.register(emailAdminRoutes, { db, mailer });
  await app.register(emailTemplateRoutes, { db, mailer, publicUrl: env.PUBLIC_URL });
  await app.register(launchGateRoutes, { gate, secureCookies: isHttps(env) });
  await app.register(siteRoutes, { db });
  await app.register(libraryRoutes, { db });
  // Published content that changes reaches what was drawn from it on every instance (first paint).
  const contentChanges = await createContentChanges(database);
  app.addHook('onClose', () => contentChanges.close());
  await app.register(contentAdminRoutes, { db, contentDir: env.CONTENT_DIR, changes: contentChanges });
  await app.register(brandAssetRoutes, { db });
  await app.register(contactRoutes, { db });
  await app.register(coachingRoutes, { db, mailer });
  await app.register(hardshipRoutes, { db, mailer, publicUrl: env.PUBLIC_URL });
  await app.register(membershipBackOffice, { db, routes });
  await app.register(safetyRoutes, { db });
  await app.register(sofiaRoutes, { db, env });
  await app.register(sofiaInsightsRoutes, { db });
  await app.register(sofiaDocsRoutes, { env, routes });
  await registerLounge(app, { db, bus });
  await app.register(trackingRoutes, { db, analyticsAllowed: privacy.analyticsAllowed });
  await app.register(privacyRoutes, { db, privacy, supportAccess });
  const catalog = createAssessmentCatalog(db);
  const soulprint = createSoulprintService({ db, catalog, bus });
  await app.register(soulprintRoutes, { soulprint });
  await app.register(assessmentRoutes, { assessments: createAssessmentService({ db, catalog, soulprint, gate }) });
  await app.register(flowpathRoutes, { db, assessments: catalog, catalog: createFlowpathCatalog(db) });
  await app.register(docsRoutes, { db, env, assessments: catalog, routes });
  defineFlowpathReminders({ db, mailer, queue: deps.queue, publicUrl: env.PUBLIC_URL });
  const editCatalog = createEditCatalog(db);
  const wellness = createWellnessService({ db, soulprint, edits: editCatalog });
  await app.register(analyticsRoutes, {
    db,
    queue: deps.queue,
    moduleCount: async (slug) => (await editCatalog.get(slug))?.modules.length ?? null,
  });
  await app.register(wellnessRoutes, { wellness, bus });
  await app.register(editRoutes, {
    edits: (tier) =>
      createEditService({ db, catalog: catalogFor(editCatalog, tier), soulprint, journalEntries: wellness.journalCount, wellness }),
  });

  const memberships = createMembershipBilling(deps);
  const shop = await registerShop(app, deps, { consumers: [memberships.events] });
  await memberships.register(app, shop.pipeline);

  await app.register(seoRoutes, { db, origin: env.PUBLIC_URL });
  const firstPaint = await loadFirstPaint(app, env.FIRST_PAINT_ENTRY, contentChanges);
  if (firstPaint) app.addHook('onListen', () => void firstPaint.warm());
  await registerSpa(app, {
    distDir: env.WEB_DIST_DIR,
    inlineAssets,
    origin: env.PUBLIC_URL,
    describePage: createPageDescriber(db, env.PUBLIC_URL),
    // Only for a signed-out visitor of an open site, at an address without a query (a page is drawn
    // for its bare path, and some read theirs: the library's search): the rest is the app's to draw.
    firstPaint: firstPaint
      ? async (pathname, request) =>
          maySignedIn(request) || Object.keys(request.query as object).length > 0 || (await gate.isGated())
            ? null
            : firstPaint.page(pathname)
      : undefined,
  });
  return { app, routes };
}
