// Network-only preloading of lazy pages (docs/decisions/041-first-paint.md). Idle preloading
// (spec 2.8) and the home page's prefetches used to import() pages, which also runs their code:
// on a slow phone, hundreds of milliseconds of a busy page for pages the visitor may never open.
// This plugin lets the app fetch a page's code without running it:
// - every `lazyPage(() => import('…'))` also gets a short key for the page module (a number, so
//   the first load carries a few bytes per page rather than its path);
// - the build writes page-chunks.json: that key → the page's chunk and the chunks it imports.
// The app then adds <link rel="modulepreload"> for those files (src/web/app/page-chunks.ts).
import type { Plugin } from 'vite';

export const PAGE_CHUNKS_FILE = 'page-chunks.json';
const LAZY_PAGE = /lazyPage\(\(\) => import\((['"])([^'"]+)\1\)\)/g;

export function pageChunks(): Plugin {
  let serverBuild = false;
  const keys = new Map<string, string>();
  const key = (id: string) => {
    if (!keys.has(id)) keys.set(id, String(keys.size));
    return keys.get(id)!;
  };
  return {
    name: 'recalibrate-page-chunks',
    // Before the TypeScript and JSX transforms, on the source as written.
    enforce: 'pre',
    configResolved(config) {
      serverBuild = !!config.build.ssr;
    },
    async transform(code, id) {
      if (!code.includes('lazyPage(() => import(')) return null;
      let out = code;
      for (const [call, , specifier] of code.matchAll(LAZY_PAGE)) {
        const resolved = await this.resolve(specifier, id);
        if (resolved) out = out.replace(call, `lazyPage(() => import('${specifier}'), ${JSON.stringify(key(resolved.id))})`);
      }
      return out === code ? null : { code: out, map: null };
    },
    generateBundle(_options, bundle) {
      if (serverBuild) return; // the server's renderer preloads nothing
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      const files = (fileName: string, seen = new Set<string>()): string[] => {
        const chunk = chunks.get(fileName);
        if (!chunk || chunk.isEntry || seen.has(fileName)) return [];
        seen.add(fileName);
        return [fileName, ...chunk.imports.flatMap((imported) => files(imported, seen))];
      };
      const map: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        const id = chunk.facadeModuleId && keys.get(chunk.facadeModuleId);
        if (chunk.isDynamicEntry && id) map[id] = files(chunk.fileName).map((f) => `/${f}`);
      }
      this.emitFile({ type: 'asset', fileName: PAGE_CHUNKS_FILE, source: JSON.stringify(map) });
    },
  };
}
