// Whether a page view, a duration or a performance sample may be recorded (issue 23, spec 4 and 6).
// Pure, so every refusal is table-tested; the server feeds it what the request says.

export interface TrackingContext {
  /** A signed-in member, or a visitor. */
  signedIn: boolean;
  /** Staff acting as this member: their visits are never the member's. */
  impersonating: boolean;
  /** The member's analytics consent is active and their analytics_tracking setting is on. */
  memberAllowed: boolean;
  /** The visitor's choice from the consent cookie: true, false, or null when they have not chosen. */
  visitorAllowed: boolean | null;
  /** The browser sent Global Privacy Control (`Sec-GPC: 1`): a refusal, whatever else it said. */
  globalPrivacyControl: boolean;
  /** The signed-in person is staff (analyst or above). */
  staff: boolean;
  /** The page the record is about. */
  pagePath: string;
}

export type TrackingRefusal = 'gpc' | 'impersonating' | 'no-consent' | 'admin-path';

/** Admin pages are tracked only for staff (spec 6): a member who wanders there is not recorded. */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/** null when the record may be kept, else why not. */
export function trackingRefusal(context: TrackingContext): TrackingRefusal | null {
  if (context.globalPrivacyControl) return 'gpc';
  if (context.impersonating) return 'impersonating';
  const consented = context.signedIn ? context.memberAllowed : context.visitorAllowed === true;
  if (!consented) return 'no-consent';
  if (isAdminPath(context.pagePath) && !context.staff) return 'admin-path';
  return null;
}
