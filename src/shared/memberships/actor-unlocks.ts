import type { Actor } from '../access/policy';
import type { AlwaysFree, MembershipFeature } from './features';
import { tierUnlocks } from './tier-unlocks';

/**
 * Whether the caller has a feature (decision 094): a signed-in member whose tier unlocks it. The
 * actor's tier is their entitlements at the time of the request; what is always free is given to
 * visitors too.
 */
export function actorUnlocks(actor: Actor, feature: MembershipFeature | AlwaysFree): boolean {
  return tierUnlocks(actor.kind === 'user' ? actor.tier : 'free', feature);
}
