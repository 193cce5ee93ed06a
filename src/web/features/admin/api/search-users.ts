import { UserListResponse } from '#shared/contracts/admin';
import { useFreshPages } from '#web/lib/paged-query';

/** GET /api/admin/users?q= (admin+): members by email or name, newest first, a page at a time. `q` null: not searched yet. */
export function useUserSearch(q: string | null) {
  return useFreshPages(['admin', 'users', q], '/api/admin/users', new URLSearchParams({ q: q ?? '' }), UserListResponse, q !== null);
}
