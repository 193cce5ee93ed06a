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
