// Every drizzle table of the app, for the client, drizzle-kit and the privacy registry.
// A feature adds its tables by exporting them from its schema.ts and re-exporting it here.
export * from '../content/schema';
export * from '../email/schema';
export * from '../secrets';
export * from '../realtime/schema';
export * from '#server/features/admin/schema';
export * from '#server/features/auth/schema';
export * from '#server/features/coaching/schema';
export * from '#server/features/launch-gate/schema';
export * from '#server/features/memberships/schema';
export * from '#server/features/privacy/schema';
export * from '#server/features/site/schema';
export * from '#server/features/tracking/schema';
export * from '#server/features/analytics/schema';
export * from '#server/features/assessments/schema';
export * from '#server/features/soulprint/schema';
export * from '#server/features/edits/schema';
export * from '#server/features/wellness/schema';
export * from '#server/features/safety/schema';
export * from '#server/features/shop/schema';
export * from '#server/features/sofia/schema';
export * from '#server/features/lounge/schema';
export * from '#server/features/flowpath/schema';
export * from '#server/features/docs/schema';
export * from '#server/features/brand-assets/schema';
