import { z } from 'zod';
import { ACCESS_POLICIES } from '../access/policies';
import { MEMBERSHIP_FEATURES } from '../memberships/features';

/**
 * A route as the running server registered it, with its access policy and the membership features
 * it checks: the docs pages read the server's own route table, so they cannot drift from the code.
 */
export const RegisteredRouteDoc = z.object({
  method: z.string(),
  url: z.string(),
  access: z.enum(ACCESS_POLICIES),
  features: z.array(z.enum(MEMBERSHIP_FEATURES)),
});

/**
 * /admin/subscription-tiers-docs (decision 094): the routes that check a tier (a route's
 * `access: 'premium'` or the features it declares it checks). The plans themselves come from
 * shared/memberships.
 */
export const TierChecksResponse = z.object({ routes: z.array(RegisteredRouteDoc) });
export type TierChecksResponse = z.infer<typeof TierChecksResponse>;
