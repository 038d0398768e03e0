import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src-server/db/open.js';

const dirs: string[] = [];
const freshDir = (): string => { const d = mkdtempSync(join(tmpdir(), 'obs-db-mode-')); dirs.push(d); return d; };
const modeOf = (path: string): number => statSync(path).mode & 0o777;
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

describe.skipIf(process.platform === 'win32')('database file mode (it holds tokens and signing keys)', () => {
  it('creates the database and its write-ahead log readable by the owner only', () => {
    const file = join(freshDir(), 'observations.sqlite');
    const db = openDatabase(file);
    db.prepare("INSERT INTO meta (key, value) VALUES ('probe', 'x')").run();
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(`${file}-wal`)).toBe(0o600);
    db.close();
  });

  it('tightens a world-readable database of an older version', () => {
    const file = join(freshDir(), 'observations.sqlite');
    openDatabase(file).close();
    chmodSync(file, 0o644);
    openDatabase(file).close();
    expect(modeOf(file)).toBe(0o600);
  });
});
