import { execFile } from 'node:child_process';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * scripts/lower-priority.ts, which `npm test` runs vitest and the typecheck through so that the
 * end-to-end journeys beside them keep the higher priority: the command runs that many steps of
 * niceness lower, never higher than this process, and its exit code is passed on.
 */
/** scripts/lower-priority.ts's NICENESS_BELOW (the script runs when imported, so it is not). */
const NICENESS_BELOW = 10;
const root = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);
const lowered = (...command: string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/lower-priority.ts', ...command], { cwd: root });

describe('lower-priority', () => {
  it('runs the command below this process, capped at the lowest niceness', async () => {
    const { stdout } = await lowered(process.execPath, '-e', "console.log(require('node:os').getPriority())");
    expect(Number(stdout.trim())).toBe(Math.min(getPriority() + NICENESS_BELOW, 19));
  });

  it("exits with the command's exit code", async () => {
    await expect(lowered(process.execPath, '-e', 'process.exit(3)')).rejects.toMatchObject({ code: 3 });
  });
});
