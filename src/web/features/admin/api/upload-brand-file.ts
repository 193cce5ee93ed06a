import { BrandFileItem } from '#shared/contracts/brand-assets';
import { ApiError, NETWORK_ERROR_DETAIL, toApiError } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/api-hooks';
import { BRAND_FILES_KEY } from '#web/features/site/api/list-brand-files';

export interface BrandUpload {
  name: string;
  file: Blob;
  label: string;
  detail: string;
}

/**
 * PUT /api/admin/brand-assets/:name with the file's raw bytes (decision 145), so this one call
 * sends a body of its own rather than JSON. The label's error comes back under the query's name.
 */
export async function uploadBrandFile({ name, file, label, detail }: BrandUpload): Promise<BrandFileItem> {
  const query = new URLSearchParams({ label, detail });
  let response: Response;
  try {
    response = await fetch(`/api/admin/brand-assets/${encodeURIComponent(name)}?${query}`, {
      method: 'PUT',
      headers: { accept: 'application/json', 'content-type': 'application/octet-stream' },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({ status: 0, title: 'Network error', detail: NETWORK_ERROR_DETAIL });
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = toApiError(response.status, payload);
    const fieldErrors = error.fieldErrors.map((e) => ({ ...e, field: e.field.replace(/^querystring\./, '') }));
    throw new ApiError({ status: error.status, title: error.title, detail: error.detail, fieldErrors });
  }
  return BrandFileItem.parse(payload);
}

/** Uploads a brand file (admin), then reads the list again. */
export function useUploadBrandFile() {
  return useRefreshingMutation(uploadBrandFile, BRAND_FILES_KEY);
}
