/**
 * The renderer's folders say where things are (docs/layout.md): shared layers never reach up into
 * `features/`, and a feature uses another only through that feature's `index.ts`. Each failure
 * names the importing file and the import as written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RENDERER = fileURLToPath(new URL('../../src-renderer/', import.meta.url));

/** Folders below `features/` in the layering: they may not import a feature. */
const SHARED_LAYERS = ['components', 'stores', 'data', 'map', 'i18n', 'bridge', 'theme'];
/** The app's root: composes features (routes, the message tree, boot); nothing below it imports it. */
const ROOT_FILES = ['App.vue', 'main.ts', 'router.ts'];
const ROOT_FOLDERS = ['messages'];

// Static and dynamic imports, re-exports and bare side-effect imports. A regex, not a parser: the
// renderer writes every import on these forms, and a .vue file's template holds no `from '…'`.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'([^']+)'/g;

/** One relative import: the file that writes it, the specifier as written, its target below src-renderer. */
interface RendererImport {
  file: string;
  specifier: string;
  target: string;
}

function rendererImports(): RendererImport[] {
  const files = (readdirSync(RENDERER, { recursive: true }) as string[])
    .map((file) => file.split(sep).join('/'))
    .filter((file) => /\.(ts|vue)$/.test(file) && !file.endsWith('.d.ts'));
  return files.flatMap((file) => {
    const text = readFileSync(join(RENDERER, file), 'utf8');
    return [...text.matchAll(IMPORT)]
      .map((match) => match[1]!)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({ file, specifier, target: posix.normalize(posix.join(posix.dirname(file), specifier)) }));
  });
}

const imports = rendererImports();
const shown = ({ file, specifier }: RendererImport) => `${file} imports '${specifier}'`;
const top = (path: string) => path.split('/')[0]!;
const featureOf = (path: string) => (top(path) === 'features' ? path.split('/')[1]! : null);
const isRoot = (path: string) => ROOT_FILES.includes(path) || ROOT_FOLDERS.includes(top(path));

describe('renderer layers', () => {
  it('reads the imports of the whole renderer', () => {
    // Guards the walk itself: a wrong root or pattern would make the checks below pass on nothing.
    expect(imports.length).toBeGreaterThan(1000);
    expect(imports.some((i) => i.file === 'features/observations/ObservationsView.vue' && i.target === 'i18n/format.js')).toBe(true);
  });

  it('shared layers import no feature and not the app root', () => {
    const upward = imports.filter((i) => SHARED_LAYERS.includes(top(i.file)) && (featureOf(i.target) !== null || isRoot(i.target)));
    expect(upward.map(shown)).toEqual([]);
  });

  it('a feature uses another feature only through its index.ts', () => {
    const around = imports.filter((i) => {
      const from = featureOf(i.file);
      const to = featureOf(i.target);
      return from !== null && to !== null && from !== to && !/^features\/[^/]+\/index\.(js|ts)$/.test(i.target);
    });
    expect(around.map(shown)).toEqual([]);
  });

  it('features never import the app root (their tests may read the English message tree)', () => {
    const rootward = imports.filter((i) => featureOf(i.file) !== null && isRoot(i.target) && !i.file.endsWith('.test.ts'));
    expect(rootward.map(shown)).toEqual([]);
  });

  it('every export of a feature index says in a docstring what it is for', () => {
    const features = readdirSync(join(RENDERER, 'features'));
    const bare: string[] = [];
    for (const feature of features) {
      let lines: string[];
      try {
        lines = readFileSync(join(RENDERER, 'features', feature, 'index.ts'), 'utf8').split('\n');
      } catch {
        continue; // a feature nobody else uses needs no index
      }
      lines.forEach((line, n) => {
        if (line.startsWith('export ') && !/\*\/\s*$/.test(lines[n - 1] ?? '')) bare.push(`features/${feature}/index.ts:${n + 1} ${line}`);
      });
    }
    expect(bare).toEqual([]);
  });
});
