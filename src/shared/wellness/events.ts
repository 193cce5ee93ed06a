// Realtime event names of the wellness feature, apart from its zod contracts so that the app's
// first load (which listens for them) does not carry zod.

/** Spec 7: the member's preferences changed (open tabs load them again). */
export const PREFERENCES_UPDATED = 'preferences.updated';
