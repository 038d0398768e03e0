/** Percentile (nearest-rank) of a list of durations in milliseconds. */
export function percentile(values_ms: readonly number[], p: number): number {
  const sorted = [...values_ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Runs `fn` `runs` times after `warmup` untimed runs; returns each run's duration in ms. */
export async function timeRuns(runs: number, fn: (i: number) => Promise<unknown> | unknown, warmup = 5): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn(i);
    out.push(performance.now() - t0);
  }
  return out;
}

/** One printed line of a benchmark: figure, target and verdict. */
export function line(name: string, figure: string, target: string, ok: boolean): string {
  return `${ok ? 'ok  ' : 'MISS'}  ${name.padEnd(58)} ${figure.padStart(22)}   target ${target}`;
}
