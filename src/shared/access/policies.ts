// The access policies a route or page declares (ARCHITECTURE.md house rule 5, spec 6), in a module
// of their own: the web needs only their type at start-up, so the list stays out of the first load.
export const ACCESS_POLICIES = ['public', 'member', 'premium', 'coach', 'analyst', 'admin', 'super_admin'] as const;
export type AccessPolicy = (typeof ACCESS_POLICIES)[number];
