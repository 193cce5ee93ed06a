// Every drizzle table of the app, for the client, drizzle-kit and the privacy registry.
// A feature adds its tables by exporting them from its schema.ts and re-exporting it here.
export * from '../content/schema';
export * from '../email/schema';
export * from '../secrets';
export * from '../realtime/schema';
export * from '../../features/admin/schema';
export * from '../../features/auth/schema';
export * from '../../features/coaching/schema';
export * from '../../features/launch-gate/schema';
export * from '../../features/memberships/schema';
export * from '../../features/privacy/schema';
export * from '../../features/site/schema';
export * from '../../features/tracking/schema';
export * from '../../features/assessments/schema';
export * from '../../features/soulprint/schema';
export * from '../../features/edits/schema';
export * from '../../features/wellness/schema';
export * from '../../features/safety/schema';
export * from '../../features/shop/schema';
