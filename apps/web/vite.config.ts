import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.OJA_API_URL ?? 'http://localhost:3000';

/** Paths the API server owns; in development Vite forwards them to it (one origin, like production). */
const proxied = ['/v1', '/api', '/media', '/docs', '/healthz'];

/**
 * @oja/contracts builds zod schemas at module level, which Rollup must keep unless it knows the
 * package has no side effects; without this, importing one constant (e.g. `messages`) would put all
 * of zod in the entry chunk. (Equivalent to `"sideEffects": false` in the package's package.json.)
 */
const contractsWithoutSideEffects = (): Plugin => ({
  name: 'oja:contracts-without-side-effects',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    const fromContracts = source.startsWith('@oja/contracts') || importer?.includes('/packages/contracts/');
    if (!fromContracts) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved ? { ...resolved, moduleSideEffects: false } : null;
  },
});

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside every text file of the
 * build, once; the server sends them as they are (apps/api/src/plugins/web.ts), so no asset is ever
 * compressed per request, nor at the low quality on-the-fly compression must settle for.
 */
const precompress = (): Plugin => ({
  name: 'oja:precompress',
  apply: 'build',
  async writeBundle({ dir }) {
    const root = dir!;
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    const files = entries
      .filter(
        (entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !entry.parentPath.includes('.vite'),
      )
      .map((entry) => path.join(entry.parentPath, entry.name));
    await Promise.all(
      files.map(async (file) => {
        const bytes = await readFile(file);
        const params = {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        };
        await writeFile(`${file}.br`, await promisify(brotliCompress)(bytes, { params }));
        await writeFile(`${file}.gz`, await promisify(gzip)(bytes, { level: 9 }));
      }),
    );
  },
});

export default defineConfig({
  plugins: [contractsWithoutSideEffects(), react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // The polyfill only speeds up browsers without <link rel="modulepreload"> (Firefox < 115, Safari < 17),
    // which still load every chunk without it; it is not worth its bytes in the entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Route splitting left ~60 chunks per signed-in page, a third of them single icons or helpers under
        // 1 KB shared by two routes; each costs a round trip on a mobile network over HTTP/1.1's 6
        // connections. Rollup merges such chunks into one loaded with them (side-effect-free code only);
        // at 1 KB the entry does not grow, above it Rollup starts merging into the entry.
        experimentalMinChunkSize: 1000,
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // The websocket must come before the general /v1 entry so it is matched first.
      '/v1/ws': { target: apiTarget, ws: true, changeOrigin: true },
      ...Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
    },
  },
});
