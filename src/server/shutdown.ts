/**
 * Graceful shutdown, in order: stop taking requests and finish those in flight (the app), stop the
 * job workers and realtime listener (services), then close the database they were using. A step
 * that fails is logged and the next still runs; a shutdown that hangs is cut short.
 */
export interface ShutdownDeps {
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  steps: { name: string; run: () => Promise<void> }[];
  exit: (code: number) => void;
  /** After this long the process exits anyway, with code 1. */
  forceAfterMs?: number;
}

export function createShutdown(deps: ShutdownDeps): (signal: string) => Promise<void> {
  let closing = false;
  return async (signal) => {
    if (closing) return;
    closing = true;
    deps.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      deps.log.error({ signal }, 'shutdown took too long; exiting now');
      deps.exit(1);
    }, deps.forceAfterMs ?? 10_000);
    force.unref();
    let failed = false;
    for (const step of deps.steps) {
      try {
        await step.run();
      } catch (err) {
        failed = true;
        deps.log.error({ err, step: step.name }, `shutdown: ${step.name} failed`);
      }
    }
    clearTimeout(force);
    deps.exit(failed ? 1 : 0);
  };
}
