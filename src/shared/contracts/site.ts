import { z } from 'zod';

/** Front matter of a content page in content/pages/*.md. */
export const SitePageFrontMatter = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(300),
});

export const SitePageResponse = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  html: z.string(),
  updatedAt: z.string(),
});
export type SitePageResponse = z.infer<typeof SitePageResponse>;

export const SitePageParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });
