import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { removeStaleUploads } from '../../../src-server/files/stale-uploads.js';

let filesDir = '';
afterEach(() => rmSync(filesDir, { recursive: true, force: true }));

it('removes abandoned uploads of a shared documents folder and keeps those still being written', () => {
  filesDir = mkdtempSync(join(tmpdir(), 'obs-shared-docs-'));
  const tmp = join(filesDir, 'tmp');
  mkdirSync(tmp);
  writeFileSync(join(tmp, 'abandoned.part'), 'half a photo');
  writeFileSync(join(tmp, 'in-progress.part'), 'a photo arriving');
  const now = Date.now();
  const twoMinutesAgo = (now - 120_000) / 1000;
  utimesSync(join(tmp, 'abandoned.part'), twoMinutesAgo, twoMinutesAgo);
  removeStaleUploads(filesDir, 60_000, now);
  expect(readdirSync(tmp)).toEqual(['in-progress.part']);
});

it('does nothing when there is no temporary folder yet', () => {
  filesDir = mkdtempSync(join(tmpdir(), 'obs-shared-docs-'));
  removeStaleUploads(filesDir, 60_000);
  expect(readdirSync(filesDir)).toEqual([]);
});
