/**
 * The answer of a change that has nothing more to say (the `Done` contract of
 * `#shared/contracts/blocks`), given once `change` is made: `(request) => done(service.remove(...))`.
 */
export async function done(change: Promise<unknown>): Promise<{ ok: true }> {
  await change;
  return { ok: true };
}
