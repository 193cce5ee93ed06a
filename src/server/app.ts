import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { sessionRoutes } from './features/auth/routes';
import { siteRoutes } from './features/site/routes';
import { trackingRoutes } from './features/tracking/routes';
import { type ActorResolver, type RegisteredRoute, registerAccessControl, visitorResolver } from './platform/access';
import type { Database } from './platform/db/client';
import type { Env } from './platform/env';
import { healthRoutes } from './platform/health';
import { registerErrorHandler } from './platform/http-errors';
import type { RealtimeBus } from './platform/realtime/bus';
import { realtimeRoutes } from './platform/realtime/routes';
import { registerSecurity } from './platform/security';
import { registerSpa } from './platform/spa';

export interface AppDeps {
  env: Env;
  database: Database;
  bus: RealtimeBus;
  /** Who is calling; defaults to everyone being a visitor until accounts exist. */
  resolveActor?: ActorResolver;
}

export interface App {
  app: FastifyInstance;
  /** Every /api route with its declared access policy (for the access walker test). */
  routes: RegisteredRoute[];
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { env, database, bus } = deps;
  const app: FastifyInstance = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : { level: env.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: env.BODY_LIMIT_BYTES,
    // Trust exactly TRUST_PROXY_HOPS proxies in front of us (never `true`), so client IPs cannot be forged.
    trustProxy: (_address: string, hop: number) => hop < env.TRUST_PROXY_HOPS,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Mutations take JSON only (ARCHITECTURE.md §6): other bodies answer 415.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  const routes = registerAccessControl(app, deps.resolveActor ?? visitorResolver);
  await registerSecurity(app, env);
  await app.register(cookie);

  await app.register(healthRoutes, { database });
  await app.register(realtimeRoutes, { bus });
  await app.register(sessionRoutes);
  await app.register(siteRoutes, { db: database.db });
  await app.register(trackingRoutes, { db: database.db });

  await registerSpa(app, env.WEB_DIST_DIR);
  return { app, routes };
}
