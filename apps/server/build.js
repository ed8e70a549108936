// Bundles the server for production: dist/main.js, dist/seed.js and dist/migrations/.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

rmSync(here('./dist'), { recursive: true, force: true });

await build({
  entryPoints: [here('./src/main.ts'), here('./src/seed.ts')],
  outdir: here('./dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Dependencies load from node_modules, except the contract: it ships as TypeScript source.
  packages: 'external',
  plugins: [
    {
      name: 'bundle-contract',
      setup(b) {
        // its subpaths too (`@keeling/contract/constants` → src/constants.ts, as its exports say)
        b.onResolve({ filter: /^@keeling\/contract(\/[\w-]+)?$/ }, (args) => ({
          path: here(`../../packages/contract/src/${args.path.split('/')[2] ?? 'index'}.ts`),
        }));
      },
    },
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});

cpSync(here('./src/db/migrations'), here('./dist/migrations'), { recursive: true });
// The demo seed's CSV tables (src/seed/co2.ts reads ./data/ next to the bundle).
cpSync(here('./src/seed/data'), here('./dist/data'), { recursive: true });
// PGlite's worker thread (src/db/pglite-worker-client.ts resolves it next to the bundle).
cpSync(here('./src/db/pglite-worker.js'), here('./dist/pglite-worker.js'));
console.log(
  'server built: dist/main.js, dist/seed.js, dist/migrations/, dist/data/, dist/pglite-worker.js',
);
