// Network-only preloading of lazy pages (docs/decisions/041-first-paint.md). Idle preloading
// (spec 2.8) and the home page's prefetches used to import() pages, which also runs their code:
// on a slow phone, hundreds of milliseconds of a busy page for pages the visitor may never open.
// This plugin lets the app fetch a page's code without running it:
// - every `lazyPage(() => import('…'))` also gets a short key for the page module (a few characters
//   made from its path, so the first load carries a few bytes per page rather than the path, and the
//   browser's build and the server's renderer give a page the same key: the server names the files a
//   drawn page prefetches, docs/decisions/045-lighter-public-pages.md);
// - the build writes page-chunks.json: that key → the page's chunk and the chunks it imports.
// The app then asks the browser to prefetch those files (src/web/app/page-chunks.ts).
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

export const PAGE_CHUNKS_FILE = 'page-chunks.json';
const LAZY_PAGE = /lazyPage\(\(\) => import\((['"])([^'"]+)\1\)\)/g;

/** A page module's key: 32 bits of the hash of its path from the project's root, in base 36. */
export function pageModuleKey(root: string, id: string): string {
  const relative = path.relative(root, id).split(path.sep).join('/');
  return Number.parseInt(createHash('sha256').update(relative).digest('hex').slice(0, 8), 16).toString(36);
}

/**
 * `writeFile: false` (the islands' build, decision 163) keys the pages the same way but leaves
 * page-chunks.json to the app's build: a document's islands fetch ahead the app's files, which the
 * next page (the app's document) runs.
 */
export function pageChunks({ writeFile = true }: { writeFile?: boolean } = {}): Plugin {
  let serverBuild = false;
  let root = process.cwd();
  const keys = new Map<string, string>();
  const key = (id: string) => {
    if (!keys.has(id)) {
      const made = pageModuleKey(root, id);
      const taken = [...keys].find(([, other]) => other === made);
      if (taken) throw new Error(`Page modules ${taken[0]} and ${id} have the same key ${made}.`);
      keys.set(id, made);
    }
    return keys.get(id)!;
  };
  return {
    name: 'recalibrate-page-chunks',
    // Before the TypeScript and JSX transforms, on the source as written.
    enforce: 'pre',
    configResolved(config) {
      serverBuild = !!config.build.ssr;
      root = config.root;
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
      if (serverBuild || !writeFile) return; // the server's renderer preloads nothing
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
