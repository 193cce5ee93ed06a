/** The five ratings of a check-in (spec 3 soulprint_entries), for tests that save one. */
export const CHECKIN_RATINGS = { energy_level: 4, stress_level: 8, sleep_quality: 3, work_satisfaction: 5, social_connection: 6 };
