import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { emotionInsertionAlias } from './build/emotion-insertion-alias.ts';
import { muiThemeWithoutCssVars } from './build/mui-theme-no-vars-plugin.ts';
import { precompressAssets } from './build/precompress-plugin.ts';
import { routeChunks } from './build/route-chunks.ts';
import { routePreloadsPlugin } from './build/route-preloads-plugin.ts';
import { LAYOUT_EXTRAS, readRoutes, webRoot } from './build/route-table.js';

/** APP_NAME (DESIGN §3) also brands the web app when VITE_APP_NAME is not set. */
const appName = process.env.VITE_APP_NAME ?? process.env.APP_NAME ?? 'Keeling';
/** Where `vite` (dev) and `vite preview` send /api; the API's default address. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * react-router's package exports only its development build (no `production` condition), so a
 * production bundle would ship its dev checks and warnings. Its production build sits next to it
 * with the same module layout; both entry points must be aliased, or the two builds get bundled.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

/** Lazy modules grouped by route family (build/route-chunks.ts). */
const families = routeChunks({
  routes: readRoutes(),
  root: webRoot,
  // The 404 page reuses the dashboard's header controls: it may load the dashboard chunk.
  guests: ['/404'],
  extras: LAYOUT_EXTRAS,
});

export default defineConfig(({ mode }) => ({
  plugins: [
    families.plugin,
    react(),
    muiThemeWithoutCssVars(),
    precompressAssets(),
    routePreloadsPlugin(),
  ],
  resolve: {
    alias: [...(mode === 'production' ? reactRouterProduction : []), emotionInsertionAlias],
  },
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Lazily loaded libraries of their own (validation, the editor's form, its rich text).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            {
              name: 'prosemirror',
              test: /node_modules[\\/](prosemirror-[a-z-]+|@tiptap[\\/]pm)[\\/]/,
            },
            // What the entry imports statically (React, the router, MUI's core, the shell): one
            // chunk, which the bundler folds into the entry. Vendor chunks of their own would
            // outlive a deploy in the cache, but cost every cold load a round trip per file
            // (five more on sign-in; see docs/benchmarks.md, eighth pass).
            { name: 'app', tags: ['$initial'], priority: -1 },
            // Lazy modules by route family (build/route-chunks.ts); their imports are placed by
            // their own family.
            {
              name: 'shared',
              test: families.isShared,
              priority: -1,
              includeDependenciesRecursively: false,
            },
            {
              name: families.chunkFamily,
              debugName: 'route-family',
              priority: -2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
