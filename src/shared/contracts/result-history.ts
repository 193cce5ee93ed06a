import { z } from 'zod';

/**
 * A saved assessment result as a history lists it: resultTitle is the result type's name people
 * read (issue 16: never the internal code), and path is the result page's address.
 */
export const ResultHistoryFields = z.object({
  resultType: z.string().nullable(),
  resultTitle: z.string().nullable(),
  createdAt: z.string(),
  path: z.string(),
});
