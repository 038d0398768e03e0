/**
 * `tsx scripts/lower-priority.ts <command> [args…]`: runs a command (a `node_modules/.bin` name
 * under npm) {@link NICENESS_BELOW} steps of niceness below this process (at most 19, never
 * above the priority it was started with), and exits with its exit code (1 when it died of a
 * signal); a SIGTERM is passed on to it.
 *
 * Why: `npm test` runs the typecheck, CPU-bound, beside the end-to-end journeys, which mostly wait
 * for the app; below the journeys it fills the cores they leave idle instead of slowing every step
 * of a journey (README "Development", `npm test`). Node's `os.setPriority` is the
 * portable nice (a priority class on Windows); a child inherits its parent's priority.
 */
import { spawn } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';

/** How many steps of niceness the command runs below this process (0 is normal, 19 the lowest on Linux). */
const NICENESS_BELOW = 10;
const LOWEST_NICENESS = 19;

const [command, ...args] = process.argv.slice(2);
if (!command) {
  process.stderr.write('Usage: tsx scripts/lower-priority.ts <command> [args…]\n');
  process.exit(2);
}
setPriority(Math.min(getPriority() + NICENESS_BELOW, LOWEST_NICENESS));
// Windows finds a .bin command's .cmd shim only through a shell.
const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
child.on('error', (error) => {
  process.stderr.write(`${command}: ${error.message}\n`);
  process.exit(1);
});
child.on('exit', (code) => process.exit(code ?? 1));
process.on('SIGTERM', () => child.kill('SIGTERM'));
