import { z } from 'zod';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { itemPath, useRefreshingMutation } from '#web/lib/api-hooks';
import { BRAND_FILES_KEY } from '#web/features/site/api/list-brand-files';

const Done = z.object({ ok: z.literal(true) });

export function deleteBrandFile(name: string) {
  return apiRequest(itemPath('/api/admin/brand-assets', name), { method: 'DELETE', parse: zodParser(Done) });
}

/** DELETE /api/admin/brand-assets/:name (super_admin): removes an upload; a bundled file of its name comes back. */
export function useDeleteBrandFile() {
  return useRefreshingMutation(deleteBrandFile, BRAND_FILES_KEY);
}
