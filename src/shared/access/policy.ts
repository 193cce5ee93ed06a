// Who may call a route or open a page (ARCHITECTURE.md house rule 5, spec 6).
// Pure and isomorphic: the server enforces it on every API route, the web uses it to guard pages.
import type { AccessPolicy } from './policies';
import type { MembershipTier } from './tiers';

export type { AccessPolicy } from './policies';
export type { MembershipTier } from './tiers';

export const STAFF_ROLES = ['analyst', 'admin', 'super_admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Spec 6: analyst 1, admin 2, super_admin 3. */
export const STAFF_RANK: Record<StaffRole, number> = { analyst: 1, admin: 2, super_admin: 3 };

export type Actor =
  | { kind: 'visitor' }
  | {
      kind: 'user';
      userId: string;
      email: string;
      staffRole: StaffRole | null;
      tier: MembershipTier;
      isCoach: boolean;
      /** The sign-in session the request came with. */
      sessionId?: string;
      /** Set while staff act as this user (impersonation): the staff member's user id. */
      impersonatedBy?: string | null;
    };

export const VISITOR: Actor = { kind: 'visitor' };

export function staffRank(actor: Actor): number {
  return actor.kind === 'user' && actor.staffRole ? STAFF_RANK[actor.staffRole] : 0;
}

export function hasPremiumAccess(actor: Actor): boolean {
  return actor.kind === 'user' && (actor.tier === 'premium' || actor.tier === 'elite');
}

/** Outcome of an access check: allowed, needs sign-in (401) or signed in without the right (403). */
export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

export function decideAccess(policy: AccessPolicy, actor: Actor): AccessDecision {
  if (policy === 'public') return 'allow';
  if (actor.kind === 'visitor') return 'unauthenticated';
  switch (policy) {
    case 'member':
      return 'allow';
    case 'premium':
      return hasPremiumAccess(actor) ? 'allow' : 'forbidden';
    case 'coach':
      return actor.isCoach ? 'allow' : 'forbidden';
    case 'analyst':
    case 'admin':
    case 'super_admin':
      return staffRank(actor) >= STAFF_RANK[policy] ? 'allow' : 'forbidden';
  }
}
