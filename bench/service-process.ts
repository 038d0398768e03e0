/** The reference service in its own process for the benchmarks (`src-server/cli.ts` through tsx). */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Starts the service on a free port over `dataDir` with the extra CLI arguments (e.g.
 * `['--synthetic', '100000']`); resolves with its URL once it listens. Rejects when it exits first.
 */
export async function startServiceProcess(dataDir: string, args: readonly string[] = []): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/cli.ts', '--port', '0', '--data-dir', dataDir, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the service exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (l) => {
      const m = /listening on (http:\/\/\S+)/.exec(l);
      if (m) resolve(m[1]!);
    });
  });
  return { url, child };
}
