import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Spec 3 soulprint_profiles, created on first need; completion follows the assessment tracking (spec 4). */
export const soulprintProfiles = pgTable('soulprint_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().unique(),
  completionPercentage: integer('completion_percentage').notNull().default(0),
  archetypePrimary: text('archetype_primary'),
  burnoutType: text('burnout_type'),
  cosmicCoordinatesComplete: boolean('cosmic_coordinates_complete').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec 3 astrology_profiles: the cosmic coordinates (a reflective lens, not science). */
export const astrologyProfiles = pgTable('astrology_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().unique(),
  birthDate: text('birth_date').notNull(),
  birthTime: text('birth_time'),
  birthPlace: text('birth_place'),
  utcOffsetMinutes: integer('utc_offset_minutes').notNull().default(0),
  sunSign: text('sun_sign').notNull(),
  moonSign: text('moon_sign').notNull(),
  moonSignUncertain: boolean('moon_sign_uncertain').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
