import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|html)$/;
/** @fastify/compress skips answers under 1 KiB; so does this. */
const MIN_BYTES = 1024;
/** Vite's manifest (`.vite/`) is read by the tools, never served. */
const NOT_SERVED = /^\.vite(\/|$)/;

/** The files of `dir` (relative paths, any depth) worth compressing. */
export async function compressibleFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true, withFileTypes: true });
  return names
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .filter((file) => !NOT_SERVED.test(file))
    .sort();
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to each built file the server sends: the
 * assets, index.html and the prerendered pages. The server serves them as they are
 * (@fastify/static `preCompressed`): smaller than on-the-fly brotli (quality 4) and no
 * compression work per request. Runs last (`order: 'post'`), after the prerender plugin has
 * written the HTML.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  let skip = false;
  return {
    name: 'keeling:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      // the prerender plugin's Node build writes to a temporary folder that nothing serves
      skip = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      async handler(error) {
        // a failed build has nothing to compress; its own error is the one to report
        if (error || skip) return;
        for (const file of await compressibleFiles(outDir)) {
          const content = await readFile(join(outDir, file));
          if (content.length < MIN_BYTES) continue;
          const brotli = brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          });
          await writeFile(join(outDir, `${file}.br`), brotli);
          await writeFile(join(outDir, `${file}.gz`), gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}
