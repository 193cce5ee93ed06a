// PostgreSQL's memory settings for the embedded PGlite (decision 161). Its defaults are a server's:
// shared_buffers 128 MB inside a WebAssembly heap that never shrinks, for one session in this
// process. The data directory is read and written through the operating system's page cache, so
// PostgreSQL's own cache can be small. Plain TypeScript without imports: the bench's bare server
// (scripts/bench-bare-server.mjs) loads this file too, so both sides of the bench run alike.

/** `-c name=value` pairs appended to PGlite's own start parameters (`PGlite.defaultStartParams`). */
export const PGLITE_MEMORY_SETTINGS: Record<string, string> = {
  shared_buffers: '16MB',
};

/** PGlite's start parameters with the memory settings: its own first, as it needs them. */
export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [...defaults, ...Object.entries(PGLITE_MEMORY_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}
