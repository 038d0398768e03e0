/**
 * `npm run bench:server`: the reference service with 100,000 and with 1,000,000 synthetic
 * observations (`BENCH_SYNTHETIC=100000,1000000`, the default; one size or another list works),
 * one after the other. Prints every figure of each run side by side, the growth from the first
 * size to the last, and the targets checked on the last. Figures, not pass/fail: it
 * always exits 0. A 1,000,000 run takes minutes; run it alone (`nice`) on a shared machine.
 */
import { measureService, type Figure } from './server-measure.js';

const SIZES = (process.env.BENCH_SYNTHETIC ?? '100000,1000000').split(',').map(Number);

const show = (f: Figure | undefined): string => (f === undefined ? '–' : `${f.value.toFixed(f.unit === '×' ? 2 : 1)} ${f.unit}`);

async function main(): Promise<void> {
  if (SIZES.some((n) => !Number.isInteger(n) || n < 0)) throw new Error(`BENCH_SYNTHETIC must be whole numbers, comma-separated, not ${process.env.BENCH_SYNTHETIC}`);
  const runs: Figure[][] = [];
  for (const size of SIZES) {
    process.stderr.write(`bench:server — measuring ${size.toLocaleString('en')} synthetic observations…\n`);
    runs.push(await measureService(size));
  }
  const last = runs[runs.length - 1]!;
  const header = ['figure'.padEnd(66), ...SIZES.map((n) => `${(n / 1000).toLocaleString('en')}k`.padStart(12)), SIZES.length > 1 ? 'growth'.padStart(8) : '', '  target (last size)'].join('');
  const lines = last.map((f, i) => {
    const cells = runs.map((r) => show(r[i]).padStart(12));
    const firstValue = runs[0]![i]?.value ?? NaN;
    const growth = SIZES.length > 1 ? `${(f.value / firstValue).toFixed(1)}×`.padStart(8) : '';
    const verdict = f.target ? `  ${f.target.met ? 'ok  ' : 'MISS'} ${f.target.text}` : '';
    return `${f.name.padEnd(66)}${cells.join('')}${growth}${verdict}`;
  });
  process.stdout.write(`\nbench:server — reference service, synthetic observations: ${SIZES.map((n) => n.toLocaleString('en')).join(' and ')}\n${header}\n${lines.join('\n')}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
