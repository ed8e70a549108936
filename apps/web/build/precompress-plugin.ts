import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** @fastify/compress skips answers under 1 KiB; so does this. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to each built asset. The server serves them
 * as they are (@fastify/static `preCompressed`): smaller than on-the-fly brotli (quality 4) and
 * no compression work per request.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'keeling:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle(error) {
      // a failed build has nothing to compress; its own error is the one to report
      if (error) return;
      const files = (await readdir(outDir)).filter((file) => COMPRESSIBLE.test(file));
      for (const file of files) {
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
  };
}
