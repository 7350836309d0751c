import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface BundleFigures {
  login: { js: Sizes; css: Sizes; files: string[] };
  dashboard: { js: Sizes; css: Sizes; files: string[] };
  largestLazy: { file: string } & Sizes;
}

/** B1: the initial JS and CSS of a route, walked from the Vite manifest: the entry, the route's lazy chunks, their static imports. */
export function measureBundle(dist: string): BundleFigures {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const sizeOf = (file: string): Sizes => {
    const bytes = readFileSync(path.join(dist, file));
    return {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes).length,
    };
  };
  const sum = (files: string[]) =>
    files
      .map(sizeOf)
      .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
        raw: 0,
        gzip: 0,
        brotli: 0,
      });
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const walk = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key]!.imports ?? []) visit(imported);
    };
    roots.forEach(visit);
    const chunks = [...seen].map((k) => manifest[k]!);
    const js = chunks.map((c) => c.file);
    const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
    return { js: sum(js), css: sum(css), files: [...js, ...css] };
  };
  const key = (pattern: RegExp) => {
    const found = Object.keys(manifest).find((k) => pattern.test(k));
    if (!found) throw new Error(`No chunk matches ${pattern} in the Vite manifest`);
    return found;
  };
  const lazy = Object.values(manifest)
    .filter((c) => c.isDynamicEntry && c.file.endsWith('.js'))
    .map((c) => ({ file: c.file, ...sizeOf(c.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    login: walk([entryKey, key(/routes\/auth\/login\.tsx$/)]),
    // /dashboard: the guarded layout and the dashboard screen are both lazy routes loaded on the first paint.
    dashboard: walk([
      entryKey,
      key(/routes\/app\/layout\.tsx$/),
      key(/(^_dashboard-|routes\/app\/dashboard)/),
    ]),
    largestLazy: lazy[0]!,
  };
}
