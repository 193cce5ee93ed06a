// Zod compiles fast object parsers with `new Function` after probing whether eval is allowed. Our
// Content-Security-Policy forbids eval (script-src 'self'), so the probe is refused and the browser
// logs a CSP violation on every page. Parsing without the compiled fast path is plenty fast for
// the app's forms and answers. Must run before any schema is built, so entry-client.tsx imports it first.
// Zod keeps its settings on this global (zod/v4/core `config()` reads and writes it); setting it
// here keeps Zod itself out of the first load. zod-config.test.ts checks that Zod sees it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// Changed in place: if Zod were already loaded, it would keep the object it found.
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
export {};
