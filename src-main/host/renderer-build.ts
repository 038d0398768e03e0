/**
 * Makes sure browser mode has a renderer build in `out/renderer`: builds it with vite's JS API
 * and the renderer's own configuration (`src-renderer/vite.config.*`) when it is missing or a
 * build is asked for. Without that configuration (the renderer not written yet) it does
 * nothing, and the web host serves its placeholder page.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** What {@link ensureRendererBuild} found or did. */
export type RendererBuildResult =
  | { state: 'present' | 'built'; outDir: string }
  | { state: 'no-config' | 'skipped'; outDir: string }
  | { state: 'failed'; outDir: string; error: string };

/** Options of {@link ensureRendererBuild}. */
export interface RendererBuildOptions {
  /** The repository root (holds `src-renderer/` and `out/`). */
  rootDir: string;
  /** Output folder; default `<rootDir>/out/renderer`. */
  outDir?: string;
  /** `auto`: build when index.html is missing; `always`: rebuild; `never`: only report. */
  mode?: 'auto' | 'always' | 'never';
}

const CONFIG_NAMES = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs'];

/** The renderer's vite configuration file, or undefined when there is none yet. */
export function findRendererConfig(rootDir: string): string | undefined {
  return CONFIG_NAMES.map((name) => join(rootDir, 'src-renderer', name)).find((path) => existsSync(path));
}

/** Builds the renderer when needed (see the file comment). Never throws: a failed build is reported. */
export async function ensureRendererBuild(options: RendererBuildOptions): Promise<RendererBuildResult> {
  const outDir = options.outDir ?? join(options.rootDir, 'out', 'renderer');
  const mode = options.mode ?? 'auto';
  const present = existsSync(join(outDir, 'index.html'));
  if (mode === 'never' || (mode === 'auto' && present)) return { state: present ? 'present' : 'skipped', outDir };
  const configFile = findRendererConfig(options.rootDir);
  if (!configFile) return { state: 'no-config', outDir };
  try {
    const vite = await import('vite');
    await vite.build({ configFile, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } catch (error) {
    return { state: 'failed', outDir, error: error instanceof Error ? error.message : String(error) };
  }
  return existsSync(join(outDir, 'index.html'))
    ? { state: 'built', outDir }
    : { state: 'failed', outDir, error: `the build wrote no index.html into ${outDir}` };
}
