/**
 * Initial JavaScript of a renderer build: the module scripts and `modulepreload` links of its
 * index.html (what loads before any lazily imported route or part), each gzipped on its own
 * (zlib level 6, as a web server would), summed. Beside it, all JavaScript of the build, gzipped
 * the same way (the baseline: what is there to load at all).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Sizes in bytes (gzip) and the files counted. */
export interface InitialJs {
  initial_gzip_bytes: number;
  initial_files: string[];
  all_gzip_bytes: number;
  all_files: number;
  /** The largest initial files, biggest first (name, gzip bytes). */
  largest: Array<{ file: string; gzip_bytes: number }>;
}

const gzipBytes = (path: string): number => gzipSync(readFileSync(path)).length;

/** Paths (relative to the build) of the JS that index.html loads up front. */
export function initialScripts(indexHtml: string): string[] {
  const found = new Set<string>();
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isModuleScript = /^<script/i.test(tag) && /\btype=["']?module/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /\brel=["']?modulepreload/i.test(tag);
    if (!isModuleScript && !isPreload) continue;
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (url && /\.m?js$/.test(url)) found.add(url.replace(/^\.\//, ''));
  }
  return [...found];
}

/** Measures the build in `rendererDir` (holds index.html and assets/). */
export function measureInitialJs(rendererDir: string): InitialJs {
  const files = initialScripts(readFileSync(join(rendererDir, 'index.html'), 'utf8'));
  const sizes = files.map((file) => ({ file, gzip_bytes: gzipBytes(join(rendererDir, file)) }));
  const all = readdirSync(join(rendererDir, 'assets')).filter((name) => /\.m?js$/.test(name));
  return {
    initial_gzip_bytes: sizes.reduce((sum, entry) => sum + entry.gzip_bytes, 0),
    initial_files: files,
    all_gzip_bytes: all.reduce((sum, name) => sum + gzipBytes(join(rendererDir, 'assets', name)), 0),
    all_files: all.length,
    largest: [...sizes].sort((a, b) => b.gzip_bytes - a.gzip_bytes).slice(0, 3),
  };
}
