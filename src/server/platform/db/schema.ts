// Every drizzle table of the app, for the client, drizzle-kit and the privacy registry.
// A feature adds its tables by exporting them from its schema.ts and re-exporting it here.
export * from '../content/schema';
export * from '../../features/tracking/schema';
