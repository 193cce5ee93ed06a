import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { ACCESS_POLICIES } from '#shared/access/policies';
import { type AccessPolicy, type Actor, VISITOR, decideAccess } from '#shared/access/policy';
import type { MembershipFeature } from '#shared/memberships/features';
import { HttpError } from './errors';
import { isApiPath, normalisePath } from './paths';
import type { PrivateWords } from './private-words';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (house rule 5). Every route must declare it, or be a built file (`asset`). */
    access?: AccessPolicy;
    /** The route streams (server-sent events) and never ends on its own. */
    stream?: boolean;
    /** Visitors may call it while the launch gate is on (signing in, resets, the gate itself). */
    openWhileGated?: boolean;
    /** A built file of the web app: served to anyone, without a session, a rate limit or the database. */
    asset?: boolean;
    /**
     * The membership features the handler checks with `tierUnlocks` (decision 094): the tiers docs
     * page lists the routes by it, and a test holds each declaration to a check that answers.
     */
    features?: readonly MembershipFeature[];
    /**
     * What the reply holds of the member's own private words, for staff viewing as her (decision
     * 070): every GET of a member, premium or coach route says so; the impersonation guard acts on it.
     */
    privateWords?: PrivateWords;
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

/** A request, as far as who calls it goes. */
export interface Caller {
  actor: Actor;
}

/** The id of the signed-in caller of a member or staff route, for the services that scope to it. */
export function callerId(request: Caller): string {
  return requireUser(request.actor).userId;
}

/** The caller's id when signed in, null for a visitor: who wrote a row a visitor may also write, or who acted. */
export function optionalCallerId(request: Caller): string | null {
  return request.actor.kind === 'user' ? request.actor.userId : null;
}

/** Turns a request into the actor calling it. The accounts feature supplies the session-based one. */
export type ActorResolver = (request: FastifyRequest) => Promise<Actor>;

/** A route as registered, one a method: what the access walker test and the docs pages read. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessPolicy;
  stream: boolean;
  openWhileGated: boolean;
  features: readonly MembershipFeature[];
  /** What it returns of the member's private words (undefined: not declared). */
  privateWords?: PrivateWords;
  /** Its zod schemas, for the API reference. */
  schema: FastifySchema | undefined;
}

/** The access policy of the route a request matched; undefined for built files and for no match. */
export function routeAccess(request: FastifyRequest): AccessPolicy | undefined {
  return request.is404 ? undefined : request.routeOptions.config?.access;
}

/**
 * Registers the one hook that enforces access policies (ARCHITECTURE.md §6). Every decision comes
 * from the route the router matched (its config), never from the raw URL: `/%61pi/admin/users`
 * matches `/api/admin/users` and meets its policy. Deny by default: a route that declares neither
 * a policy nor `asset` stops the server from starting. Returns every route with a policy (filled
 * once the server is ready), for the access walker test and the docs pages.
 */
export function registerAccessControl(app: FastifyInstance, resolveActor: ActorResolver): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const all: RouteOptions[] = [];
  app.decorateRequest('actor', null as never);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access !== undefined && !ACCESS_POLICIES.includes(access)) {
      throw new Error(`Route ${route.url} declares an unknown access policy: ${String(access)}`);
    }
    all.push(route);
  });
  // Checked once every plugin has added its routes (a built-file route is marked by the plugin that serves it).
  app.addHook('onReady', async () => {
    const undeclared = all.filter((r) => !r.config?.access && !r.config?.asset).map((r) => `${String(r.method)} ${r.url}`);
    if (undeclared.length > 0) throw new Error(`Routes without an access policy (house rule 5): ${undeclared.join(', ')}`);
    for (const route of all) {
      const access = route.config?.access;
      if (!access) continue;
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        routes.push({
          method,
          url: route.url,
          access,
          stream: route.config?.stream === true,
          openWhileGated: route.config?.openWhileGated === true,
          features: route.config?.features ?? [],
          privateWords: route.config?.privateWords,
          schema: route.schema,
        });
      }
    }
  });
  app.addHook('onRequest', async (request) => {
    const policy = routeAccess(request);
    // Built files and unmatched addresses carry no data and need no caller (nor the database).
    if (!policy) {
      request.actor = VISITOR;
      // An unmatched address that names the API in any spelling ends here, before its body is read.
      if (request.is404 && isApiPath(normalisePath(request.url)))
        throw new HttpError(404, `No such endpoint: ${request.method} ${normalisePath(request.url)}`);
      return;
    }
    request.actor = await resolveActor(request);
    const decision = decideAccess(policy, request.actor);
    if (decision === 'unauthenticated') throw new HttpError(401, 'Please sign in to continue.');
    if (decision === 'forbidden') throw new HttpError(403, 'You do not have access to this.');
  });
  return routes;
}
