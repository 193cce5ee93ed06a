import { GATE_OPEN_PATHS } from '#shared/launch-gate/rules';

export interface GateStatus {
  gated: boolean;
  hasAccess: boolean;
}

export type GateDecision = 'open' | 'gate' | 'checking';

/** The paths that stay reachable while gated (spec 2.12), matched exactly (a trailing slash is ignored). */
export function isGateOpenPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (GATE_OPEN_PATHS as readonly string[]).includes(path);
}

/**
 * Spec 4 "Launch gate": the gate shows when the server says the site is gated and this browser has
 * no launch access: not the local flag, not the server's word (a launch cookie or an account), not
 * someone signed in. Open paths always pass, and any error in the status check opens the site.
 */
export function decideGate(input: {
  pathname: string;
  localAccess: boolean;
  signedIn: boolean;
  status: GateStatus | 'pending' | 'error';
}): GateDecision {
  if (isGateOpenPath(input.pathname) || input.localAccess || input.signedIn) return 'open';
  if (input.status === 'pending') return 'checking';
  if (input.status === 'error') return 'open';
  return input.status.gated && !input.status.hasAccess ? 'gate' : 'open';
}
