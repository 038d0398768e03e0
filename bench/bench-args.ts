/** The command line of the benches that run N rows a round (bench:generator, bench:sqlite-seed). */

/**
 * N from the first argument (default 200,000) and the rounds from `BENCH_ROUNDS` (default `defaultRounds`).
 * @throws RangeError when N is not a positive whole number.
 */
export function countAndRounds(defaultRounds: number): { count: number; rounds: number } {
  const count = Number(process.argv[2] ?? 200_000);
  if (!Number.isInteger(count) || count <= 0) throw new RangeError(`N must be a positive integer, not ${process.argv[2]}`);
  return { count, rounds: Number(process.env.BENCH_ROUNDS ?? defaultRounds) };
}
