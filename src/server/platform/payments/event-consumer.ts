import type { AppDb } from '../db/client';
import type { ProviderEvent } from './provider';

/**
 * Another feature's share of the webhook pipeline (decision 092): the shop's pipeline verifies a
 * delivery and records its id once, then hands the events a consumer takes to it, so memberships
 * get the same signature check and dedupe as orders.
 */
export interface EventConsumer {
  handles(type: string): boolean;
  /** Before the transaction: what the event needs from outside (the provider's current subscription). */
  prepare(event: ProviderEvent): Promise<unknown>;
  /** In the webhook's transaction, once per event id; what it returns runs after the commit (emails). */
  apply(tx: AppDb, event: ProviderEvent, prepared: unknown): Promise<(() => Promise<void>) | null>;
}
