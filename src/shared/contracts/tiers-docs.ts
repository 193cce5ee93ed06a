import { z } from 'zod';
import { ACCESS_POLICIES } from '../access/policies';
import { MEMBERSHIP_FEATURES } from '../memberships/features';

/**
 * /admin/subscription-tiers-docs (decision 094): the routes that check a tier, read from the
 * server's own route table (a route's `access: 'premium'` or the features it declares it checks),
 * so the page cannot drift from the code. The plans themselves come from shared/memberships.
 */
export const TierCheckedRoute = z.object({
  method: z.string(),
  url: z.string(),
  access: z.enum(ACCESS_POLICIES),
  features: z.array(z.enum(MEMBERSHIP_FEATURES)),
});
export const TierChecksResponse = z.object({ routes: z.array(TierCheckedRoute) });
export type TierChecksResponse = z.infer<typeof TierChecksResponse>;
