import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserIdParams } from '#shared/contracts/admin';
import { GrantParams, GrantTierInput, MemberMembershipResponse, RevokeGrantInput } from '#shared/contracts/membership-admin';
import { callerId } from '#server/platform/access';
import type { AppDb } from '#server/platform/db/client';
import { createTierGrants } from './tier-grants';

/** A member's membership in /admin/users (super_admin, like the page): grants given and revoked with a reason. */
export const tierGrantRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  const grants = createTierGrants(db);
  const superAdmin = { access: 'super_admin' } as const;

  app.get(
    '/api/admin/users/:id/membership',
    { config: superAdmin, schema: { params: UserIdParams, response: { 200: MemberMembershipResponse } } },
    async (request) => grants.overview(request.params.id),
  );

  app.post(
    '/api/admin/users/:id/grants',
    { config: superAdmin, schema: { params: UserIdParams, body: GrantTierInput, response: { 200: MemberMembershipResponse } } },
    async (request) => {
      await grants.grant(callerId(request), request.params.id, request.body);
      return grants.overview(request.params.id);
    },
  );

  app.post(
    '/api/admin/users/:id/grants/:grantId/revoke',
    { config: superAdmin, schema: { params: GrantParams, body: RevokeGrantInput, response: { 200: MemberMembershipResponse } } },
    async (request) => {
      await grants.revoke(callerId(request), request.params.id, request.params.grantId, request.body.reason);
      return grants.overview(request.params.id);
    },
  );
};
