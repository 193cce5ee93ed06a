import { tierUnlocks } from '#shared/memberships/tier-unlocks';
import { useSession } from '#web/features/auth/api/get-session';

/** The signed-in member's plan includes Sofia (Premium and Elite); her safety parts are open to all. */
export function useHasSofia(): boolean {
  const { user } = useSession();
  return user !== null && tierUnlocks(user.tier, 'sofia');
}
