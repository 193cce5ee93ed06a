import { z } from 'zod';
import { BRAND_FILE_NAME } from '#shared/site/brand-files';

/** The brand files API (/brand-assets downloads, /admin/brand-assets uploads; issue 24, decision 145). */

export const BrandFileParams = z.object({
  name: z.string().max(80).regex(BRAND_FILE_NAME, 'Name the file in lowercase words joined by hyphens, like logo-wide.png.'),
});

/** What an upload is called on /brand-assets: "Logo, PNG (1200 × 328, for light backgrounds)". */
export const BrandUploadQuery = z.object({
  label: z.string().trim().min(1, 'Say what the file is, like Logo.').max(40, 'Keep it under 40 characters.'),
  detail: z.string().trim().max(80, 'Keep it under 80 characters.').default(''),
});

export const BrandFileItem = z.object({
  name: z.string(),
  href: z.string(),
  label: z.string(),
  format: z.string(),
  detail: z.string(),
  /** Uploaded by staff (served from the database) rather than bundled with the app. */
  uploaded: z.boolean(),
  /** An upload that takes the place of a bundled file of the same name. */
  replacesBundled: z.boolean(),
  bytes: z.number().int().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type BrandFileItem = z.infer<typeof BrandFileItem>;
export const BrandFileList = z.object({ files: z.array(BrandFileItem) });
