import { z } from 'zod';

/**
 * The home stat: the live number of published reset paths (public). A module of its own, so the
 * home page's landing sections do not build every Edits schema to read one number.
 */
export const EditCountResponse = z.object({ count: z.number().int() });
