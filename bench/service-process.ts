/** The reference service in its own process for the benchmarks that measure main against it from outside. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Starts `npm run server` in its own process on a fresh data folder; resolves with its URL. */
export async function startServiceProcess(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/cli.ts', '--port', '0', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the service exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (l) => {
      const m = /listening on (http:\/\/\S+)/.exec(l);
      if (m) resolve(m[1]!);
    });
  });
  return { url, child };
}

