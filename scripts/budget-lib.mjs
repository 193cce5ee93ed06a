// Pure part of the bundle budget check (ARCHITECTURE.md §5): walks a Vite manifest and sums
// gzip sizes given by the caller. scripts/check-budget.mjs reads the files; tests pass figures.

export const KB = 1024;
export const FIRST_LOAD_LIMIT = 130 * KB;
export const CHUNK_LIMIT = 60 * KB;
/** The home route's page module; the route table lazy-imports it, so its chunk is part of the first load of `/`. */
export const HOME_MARKER = /home-page/;

export class BudgetError extends Error {
  name = 'BudgetError';
}

const isJs = (file) => /\.m?js$/.test(file);

/** Keys reachable from `keys` through static imports, the starting keys included. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new BudgetError(`The manifest has no entry "${key}" (imported by another chunk).`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

function measure(manifest, keys, sizeOf) {
  const files = [...new Set([...keys].map((key) => manifest[key].file).filter(isJs))].sort();
  return { files, bytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
}

function findEntries(manifest) {
  if (manifest['index.html']?.isEntry) return ['index.html'];
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new BudgetError('The manifest has no entry chunk (is this a Vite build manifest?).');
  return entries;
}

/**
 * First load of `/` = the entry with its static imports + the home page chunk(s) with theirs;
 * every other dynamic entry is measured with the static imports it adds beyond the first load.
 * `sizeOf(file)` returns the gzip size in bytes of an output file named as in the manifest.
 */
export function computeBudget(manifest, sizeOf, limits = {}) {
  const firstLoadLimit = limits.firstLoad ?? FIRST_LOAD_LIMIT;
  const chunkLimit = limits.chunk ?? CHUNK_LIMIT;
  const marker = limits.homeMarker ?? HOME_MARKER;

  const entries = findEntries(manifest);
  const entryClosure = staticClosure(manifest, entries);
  const candidates = new Set(entryClosure);
  for (const key of entryClosure) for (const dyn of manifest[key].dynamicImports ?? []) candidates.add(dyn);
  const homeKeys = [...candidates].filter((key) => marker.test(manifest[key]?.src ?? key));
  if (homeKeys.length === 0) {
    throw new BudgetError(
      `No chunk of the home page (src matching ${marker}) is imported by the entry (${entries.join(', ')}), ` +
        'statically or through a lazy import. The route table must lazy-import src/web/features/site/pages/home-page.tsx.',
    );
  }
  const firstLoadKeys = staticClosure(manifest, [...entries, ...homeKeys]);
  const firstLoad = { name: 'first load of /', ...measure(manifest, firstLoadKeys, sizeOf), limit: firstLoadLimit };
  firstLoad.ok = firstLoad.bytes <= firstLoadLimit;

  const chunks = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && !firstLoadKeys.has(key) && isJs(manifest[key].file))
    .sort()
    .map((key) => {
      const added = [...staticClosure(manifest, [key])].filter((k) => !firstLoadKeys.has(k));
      const row = { name: manifest[key].src ?? key, ...measure(manifest, added, sizeOf), limit: chunkLimit };
      return { ...row, ok: row.bytes <= chunkLimit };
    });

  return { firstLoad, chunks, ok: firstLoad.ok && chunks.every((c) => c.ok) };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** A plain-text table of the figures, worst rows flagged. */
export function formatReport(result) {
  const rows = [result.firstLoad, ...[...result.chunks].sort((a, b) => b.bytes - a.bytes)];
  const width = Math.max(...rows.map((r) => r.name.length), 10);
  const lines = [`${'chunk'.padEnd(width)}  ${'gzip'.padStart(9)}  ${'limit'.padStart(9)}  files`];
  for (const row of rows) {
    const flag = row.ok ? '' : '  OVER BUDGET';
    lines.push(`${row.name.padEnd(width)}  ${kb(row.bytes).padStart(9)}  ${kb(row.limit).padStart(9)}  ${row.files.length}${flag}`);
  }
  lines.push(result.ok ? 'Bundle budget: OK' : `Bundle budget: FAILED (${rows.filter((r) => !r.ok).length} over budget)`);
  return lines.join('\n');
}
