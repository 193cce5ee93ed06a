import { ApiError } from './api-client';

/** 404 (another member's id, an unknown slug) and 400 (an id that cannot be one) both mean "no such page". */
export const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);
