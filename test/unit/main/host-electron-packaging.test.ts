import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `npm run dist` cannot run on the build machines (no Electron binary), so the packaging and
 * build configuration are checked here: electron-builder.yml is loaded and validated against
 * electron-builder's own schema (js-yaml and app-builder-lib come with electron-builder), and
 * electron.vite.config.ts is loaded to check the sandbox-compatible preload output.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const require = createRequire(import.meta.url);

interface BuilderConfig {
  appId: string;
  productName: string;
  files: string[];
  asar: boolean;
  asarUnpack: string[];
  npmRebuild: boolean;
  directories: { output: string; buildResources: string };
  linux: { target: string[]; icon: string };
  win: { target: string[]; icon: string };
  mac: { target: string[]; icon: string };
  electronFuses?: Record<string, boolean>;
}

const yaml = require('js-yaml') as { load(text: string): unknown };
const config = yaml.load(readFileSync(`${root}electron-builder.yml`, 'utf8')) as BuilderConfig;

describe('electron-builder.yml', () => {
  it('is valid for electron-builder', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
      validateConfiguration(config: unknown, logger: unknown): Promise<void>;
    };
    const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
    await expect(validateConfiguration(structuredClone(config), new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('builds AppImage and deb, NSIS and dmg for "Observation Desk"', () => {
    expect(config.productName).toBe('Observation Desk');
    expect(config.appId).toMatch(/^[a-z]+(\.[a-z0-9]+)+$/);
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
  });

  it('ships the build, the demo data and the icons, with native modules unpacked and rebuilt', () => {
    expect(config.files).toEqual(expect.arrayContaining(['out/**', 'resources/demo/**', 'package.json']));
    expect(config.asar).toBe(true);
    expect(config.asarUnpack).toEqual(expect.arrayContaining(['**/node_modules/better-sqlite3/**', '**/node_modules/sharp/**']));
    expect(config.npmRebuild).toBe(true);
    for (const icon of [config.linux.icon, config.win.icon, config.mac.icon]) expect(existsSync(`${root}${icon}`), icon).toBe(true);
    expect(existsSync(`${root}resources/icons/png/512x512.png`)).toBe(true);
  });
});

describe('Electron fuses of the packaged app', () => {
  it('refuse run-as-node, NODE_OPTIONS and --inspect, load only the validated asar, encrypt cookies', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
    });
    // onlyLoadAppFromAsar needs the app inside an asar at all.
    expect(config.asar).toBe(true);
  });
});

describe('package.json', () => {
  const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { main: string; scripts: Record<string, string> };

  it('points main at the built main process and has the desktop scripts', () => {
    expect(pkg.main).toBe('out/main/index.js');
    expect(pkg.scripts.start).toBe('tsx scripts/start.ts');
    expect(pkg.scripts.build).toBe('electron-vite build');
    expect(pkg.scripts.dist).toBe('electron-vite build && electron-builder');
  });
});

describe('electron.vite.config.ts', () => {
  it('bundles the preload into one CommonJS file with nothing external but electron', async () => {
    const { default: viteConfig } = (await import('../../../electron.vite.config.js')) as {
      default: {
        main: { build: { rolldownOptions: { input: Record<string, string>; external: string[] }; externalizeDeps: { exclude: string[] } } };
        preload: { build: { externalizeDeps: boolean; rolldownOptions: { input: Record<string, string>; output: { format: string; entryFileNames: string; codeSplitting: boolean } } } };
        renderer: { root: string; build: { outDir: string } };
      };
    };
    expect(viteConfig.preload.build.externalizeDeps).toBe(false);
    expect(viteConfig.preload.build.rolldownOptions.output).toMatchObject({ format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false });
    expect(viteConfig.preload.build.rolldownOptions.input.index).toMatch(/src-main[\\/]host[\\/]preload\.ts$/);
    expect(viteConfig.main.build.rolldownOptions.input.index).toMatch(/src-main[\\/]host[\\/]electron\.ts$/);
    expect(viteConfig.main.build.rolldownOptions.external).toEqual(expect.arrayContaining(['better-sqlite3', 'sharp']));
    expect(viteConfig.main.build.externalizeDeps.exclude).toContain('electron-store');
    expect(viteConfig.renderer.build.outDir).toMatch(/out[\\/]renderer$/);
  });
});
