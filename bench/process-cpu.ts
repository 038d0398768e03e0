/** CPU time of another process, for benchmarks that must tell the client's cost from the service's on a loaded machine. */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of `/proc/<pid>/stat` (USER_HZ, 100 on every Linux the project runs on). */
const USER_HZ = 100;

/**
 * User plus system CPU time in milliseconds used so far by process `pid`, read from
 * `/proc/<pid>/stat` (fields 14 and 15); NaN where there is no procfs (macOS, Windows).
 * With `mainThread`, that of its main thread only (`/proc/<pid>/task/<pid>/stat`): a Node
 * service's request path, without its worker threads.
 */
export function processCpuMs(pid: number, mainThread = false): number {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const fields = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
  } catch {
    return NaN;
  }
}
