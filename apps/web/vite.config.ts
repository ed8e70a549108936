import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './build/precompress-plugin.ts';
import { prerenderGuestPages } from './build/prerender-plugin.ts';

/** APP_NAME (DESIGN §3) also brands the web app when VITE_APP_NAME is not set. */
const appName = process.env.VITE_APP_NAME ?? process.env.APP_NAME ?? 'Keeling';
/** Where `vite` (dev) and `vite preview` send /api; the API's default address. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), prerenderGuestPages(), precompressAssets()],
  define: { 'import.meta.env.VITE_APP_NAME': JSON.stringify(appName) },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // No `modulepreload` links for a lazy chunk's imports: over HTTP/2 the browser asks for them
    // when the chunk arrives, and adding the links cost the route's first task up to 150 ms at
    // 4× CPU (mobile TBT −100 to −170 ms, LCP −0.1 to −0.3 s: docs/benchmarks.md, fifteenth
    // pass). A lazy chunk's CSS is still loaded with it.
    modulePreload: false,
    // the entry (React, react-dom, the router, MUI's core, the shell: the `app` group below) is
    // ≈ 513 kB minified, 166 kB gzip: one file on purpose
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically (React, the router, MUI's core, the shell) in one
          // chunk, which the bundler folds into the entry: 15 fewer files and 5.6–7.4 KiB gzip
          // less of imports and exports between chunks on every page (docs/benchmarks.md,
          // issue 16's fields pass). Rolldown's documented `$initial` tag.
          groups: [{ name: 'app', tags: ['$initial'], priority: -1 }],
        },
      },
    },
  },
});
