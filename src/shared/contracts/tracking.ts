import { z } from 'zod';

/** A page view sent by the web (spec 3 page_views; the server adds user, user agent and time). */
export const PageViewInput = z.object({
  session_id: z.string().min(8).max(100),
  page_path: z.string().min(1).max(2048).startsWith('/'),
  page_title: z.string().min(1).max(300),
  referrer: z.string().max(2048).optional(),
});
export type PageViewInput = z.infer<typeof PageViewInput>;

/** recorded is false (and id null) when the person has not consented to analytics. */
export const PageViewCreated = z.object({ id: z.uuid().nullable(), recorded: z.boolean().default(true) });
export type PageViewCreated = z.infer<typeof PageViewCreated>;

/** A page view lasts at most this long (a tab left open all day is not a reading). */
export const MAX_DURATION_SECONDS = 24 * 60 * 60;

/**
 * The duration beacon (spec 7 track-duration; sent with navigator.sendBeacon on hide or unload):
 * only for a page view of the same tracking session, bounded.
 */
export const PageViewDurationInput = z.strictObject({
  session_id: z.string().min(8).max(100),
  duration_seconds: z.number().int().min(0).max(MAX_DURATION_SECONDS),
});
export type PageViewDurationInput = z.infer<typeof PageViewDurationInput>;

/** At most this many client errors go with one sample, each cut to its first lines. */
export const MAX_ERRORS_PER_SAMPLE = 5;
export const MAX_ERROR_TEXT = 500;

/** A real-user performance sample (web-vitals) and the client errors seen on that page. */
export const VitalsInput = z.strictObject({
  session_id: z.string().min(8).max(100),
  page_path: z.string().min(1).max(2048).startsWith('/'),
  lcp_ms: z.number().min(0).max(600_000).optional(),
  inp_ms: z.number().min(0).max(600_000).optional(),
  cls: z.number().min(0).max(100).optional(),
  ttfb_ms: z.number().min(0).max(600_000).optional(),
  load_ms: z.number().min(0).max(600_000).optional(),
  screen_resolution: z
    .string()
    .regex(/^\d{2,5}x\d{2,5}$/)
    .optional(),
  timezone: z.string().min(1).max(64).optional(),
  error_count: z.number().int().min(0).max(1000).default(0),
  errors: z
    .array(
      z.strictObject({ message: z.string().min(1).max(MAX_ERROR_TEXT), at: z.iso.datetime(), attempt: z.number().int().min(1).max(100) }),
    )
    .max(MAX_ERRORS_PER_SAMPLE)
    .default([]),
});
export type VitalsInput = z.infer<typeof VitalsInput>;

export const TrackingAccepted = z.object({ recorded: z.boolean() });
export type TrackingAccepted = z.infer<typeof TrackingAccepted>;
