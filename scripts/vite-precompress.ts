import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, at the strongest
 * settings (once per build, not per request). The server sends them to browsers that accept
 * them (@fastify/static `preCompressed`, server/spa/spa.ts): the JS arrives at about a third
 * of its size, which is most of the first page's load time on a slow connection.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'goalvision:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'index.html'].filter((name) =>
        COMPRESSIBLE.test(name),
      );
      await Promise.all(
        [...new Set(files)].map(async (name) => {
          const path = join(outDir, name);
          const content = await readFile(path).catch(() => null);
          if (!content) return;
          await writeFile(
            `${path}.br`,
            await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${path}.gz`, await gzipAsync(content, { level: 9 }));
        }),
      );
    },
  };
}
