import { spawn } from 'node:child_process';

/** A service started as its own process by {@link startServiceProcess}. */
export interface ServiceProcess {
  /** Everything it printed on stdout so far, line by line. */
  stdout: string[];
  /** The base URL of its `Observation service listening on …` line. */
  url: string;
  /** Sends `signal` and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Runs `npm run server`'s entry point (src-server/cli.ts) with `args` in a child process; resolves
 * once it printed its ready line. Rejects with what it wrote on stderr when it exits before.
 */
export function startServiceProcess(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/cli.ts', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
  const stdout: string[] = [];
  let buffer = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      stdout.push(...lines);
      const ready = stdout.map((l) => /^Observation service listening on (\S+)$/.exec(l)).find(Boolean);
      if (ready) {
        resolve({
          stdout,
          url: ready[1]!,
          stop: (signal = 'SIGTERM') => new Promise((done) => {
            if (child.exitCode !== null) return done(child.exitCode);
            child.once('exit', (code) => done(code));
            child.kill(signal);
          }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before listening: ${stderr}`)));
  });
}
