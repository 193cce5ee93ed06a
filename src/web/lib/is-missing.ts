import { ApiError } from './api-client';
import { QUERY_RETRY } from './query-client';

/** 404 (another member's id, an unknown slug) and 400 (an id that cannot be one) both mean "no such page". */
export const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** A query's `retry`: an address that is not there is the 404 page at once, not after a retry. */
export const retryUnlessMissing = (failures: number, error: Error) => !isMissing(error) && failures < QUERY_RETRY;
