import { vi } from 'vitest';

/**
 * Sonner's toast as spies, for a test that checks what it says:
 * `vi.mock('sonner', () => import('#web/testing/toast-spy'))`, then `import { toast } from 'sonner'`.
 */
export const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() });
