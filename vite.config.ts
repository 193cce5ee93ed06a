import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { installableApp } from './scripts/vite-installable-app';
import { aiSdkZod } from './scripts/vite-ai-sdk-zod';
import { pageChunks } from './scripts/vite-page-chunks';

const serverPort = Number(process.env.PORT ?? 3000);

export default defineConfig(({ isSsrBuild, mode }) => {
  // `--mode islands`: the islands of the documents the server draws for visitors
  // (src/web/entry-islands.tsx, docs/decisions/163-public-pages-as-documents.md), a build of their
  // own beside the app's in dist/web, so that they share no start-up chunk with the app.
  const islands = mode === 'islands';
  return {
    root: 'src/web',
    // The server renderer (vite build --ssr entry-server.tsx, docs/decisions/041-first-paint.md) and
    // the islands need none of the public files.
    publicDir: isSsrBuild || islands ? false : 'public',
    plugins: [
      react(),
      tailwindcss(),
      pageChunks({ writeFile: !islands }),
      ...(isSsrBuild || islands ? [] : [aiSdkZod(), installableApp()]),
    ],
    resolve: {
      // react-router's package points every import at its development build (extra checks and
      // warnings); the browser gets its production build, which it ships beside it.
      alias: isSsrBuild
        ? []
        : [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
            },
          ],
    },
    // The server renderer bundles the icons and the router it uses: from node_modules, Node would
    // load lucide-react's CommonJS file of every icon (1.3 MB of source, held twice) and the whole
    // router (450 KB) into the server's memory (decision 164).
    ssr: { noExternal: ['lucide-react', 'react-router'] },
    build: {
      outDir: isSsrBuild ? '../../dist/ssr' : '../../dist/web',
      emptyOutDir: !islands,
      manifest: islands ? '.vite/islands-manifest.json' : !isSsrBuild,
      sourcemap: false,
      target: 'es2022',
      // No module-preload map in the entry: it listed every lazy chunk's dependencies by hashed file
      // name (about 4.5 KB gzip of the first load of / with ~190 chunks), and grew with every page.
      // A lazy page now fetches its shared chunks when it loads them; pages the shell preloads when
      // idle are fetched whole ahead of time (docs/decisions/031-web-results-and-soulprint.md).
      modulePreload: false,
      // Everything the first page needs statically goes into one chunk beside the entry, instead of
      // several small shared chunks (each costs its own gzip overhead): about 2 KB less on the first
      // load of / (docs/decisions/017-web-accounts-shell-and-gate.md). Lazy pages stay split.
      rolldownOptions: {
        input: islands ? fileURLToPath(new URL('./src/web/entry-islands.tsx', import.meta.url)) : undefined,
        output: {
          codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
          // V8's explicit compile hint: nearly every function of the entry chunk (React, the router,
          // the shell) runs as the app starts, so the browser compiles them all while the file
          // streams in, off the page's thread, instead of one by one on it as each is first called
          // (docs/decisions/042-lighter-start-up.md).
          postBanner: (chunk) => (!isSsrBuild && chunk.isEntry ? '//# allFunctionsCalledOnLoad' : ''),
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': { target: `http://127.0.0.1:${serverPort}`, changeOrigin: false } },
    },
  };
});
