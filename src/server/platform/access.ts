import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AccessPolicy, type Actor, ACCESS_POLICIES, decideAccess } from '../../shared/access/policy';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (house rule 5). Every /api route must declare it. */
    access?: AccessPolicy;
    /** The route streams (server-sent events) and never ends on its own. */
    stream?: boolean;
  }
  interface FastifyRequest {
    actor: Actor;
  }
}

export type UserActor = Extract<Actor, { kind: 'user' }>;

/** The signed-in caller of a member route (the access hook has already refused visitors). */
export function requireUser(actor: Actor): UserActor {
  if (actor.kind !== 'user') throw new HttpError(401, 'Please sign in to continue.');
  return actor;
}

/** Turns a request into the actor calling it. The accounts feature supplies the session-based one. */
export type ActorResolver = (request: FastifyRequest) => Promise<Actor>;


export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessPolicy | undefined;
  stream: boolean;
}

/**
 * Registers the one hook that enforces access policies and keeps a list of every /api route for
 * the walker test. A route without a policy is refused to everyone (fail closed) and fails the test.
 */
export function registerAccessControl(app: FastifyInstance, resolveActor: ActorResolver): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorateRequest('actor', null as never);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access;
    if (access !== undefined && !ACCESS_POLICIES.includes(access)) {
      throw new Error(`Route ${route.url} declares an unknown access policy: ${String(access)}`);
    }
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method, url: route.url, access, stream: route.config?.stream === true });
    }
  });
  app.addHook('onRequest', async (request) => {
    request.actor = await resolveActor(request);
    if (!request.url.startsWith('/api')) return;
    const policy = request.routeOptions.config?.access;
    // Unmatched /api URLs go to the not-found handler, which has no policy and answers 404.
    if (request.is404) return;
    if (!policy) throw new HttpError(403, 'This route has no access policy.');
    const decision = decideAccess(policy, request.actor);
    if (decision === 'unauthenticated') throw new HttpError(401, 'Please sign in to continue.');
    if (decision === 'forbidden') throw new HttpError(403, 'You do not have access to this.');
  });
  return routes;
}
