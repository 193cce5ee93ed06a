import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps, userId, uuidPrimaryKey } from '#server/platform/db/columns';

/** Spec 3 soulprint_profiles, created on first need; completion follows the assessment tracking (spec 4). */
export const soulprintProfiles = pgTable('soulprint_profiles', {
  id: uuidPrimaryKey(),
  userId: userId().unique(),
  completionPercentage: integer('completion_percentage').notNull().default(0),
  archetypePrimary: text('archetype_primary'),
  burnoutType: text('burnout_type'),
  cosmicCoordinatesComplete: boolean('cosmic_coordinates_complete').notNull().default(false),
  ...timestamps(),
});

/** Spec 3 astrology_profiles: the cosmic coordinates (a reflective lens, not science). */
export const astrologyProfiles = pgTable('astrology_profiles', {
  id: uuidPrimaryKey(),
  userId: userId().unique(),
  birthDate: text('birth_date').notNull(),
  birthTime: text('birth_time'),
  birthPlace: text('birth_place'),
  utcOffsetMinutes: integer('utc_offset_minutes').notNull().default(0),
  sunSign: text('sun_sign').notNull(),
  moonSign: text('moon_sign').notNull(),
  moonSignUncertain: boolean('moon_sign_uncertain').notNull().default(false),
  ...timestamps(),
});
