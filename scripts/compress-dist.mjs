// After `vite build`: writes Brotli (.br) and gzip (.gz) copies of the built text files, which the
// server sends to browsers that accept them (@fastify/static `preCompressed`). Compressing once at
// build time costs nothing per request and lets Brotli use its best (slowest) setting.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/web');
const TEXT = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map']);
// Smaller files gain little and cost a second look-up.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(root)) {
  if (!TEXT.has(path.extname(file))) continue;
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
  before += data.length;
  after += br.length;
}
console.log(`compressed ${count} files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB with Brotli`);
