/**
 * The condition "the finest grid column of `o` lies in x0…x1" for PostgreSQL's indexes by finest
 * cell (`observations_finest_cell`, migration 090; `neophytes_finest_cell`, migration 091), whose
 * keys are the column, then the row. As a range of columns the index reads every entry of those
 * columns, of every row of the map, and tests the tile's rows on each: a zoom-8 tile in the middle
 * of Switzerland read 550,000 entries of 1,000,000 observations for its 12,000 (the tile spans a
 * fifth of the data's width, all of its height). As a list of columns (`= ANY`), the index is
 * entered once per column and reads only the tile's rows of it, so the tile costs its own points,
 * not those of its stripe of the map (test/integration/postgres/tile-plans.test.ts).
 */

/**
 * Columns up to which a list is used: entering the index once per column costs a few pages each,
 * and wider areas (zoom ≤ 5, a tile of 4,096 or more columns) cover most of the data's rows anyway.
 */
export const MAX_LISTED_COLUMNS = 2_048;

/**
 * SQL: `columnSql` (a finest-column expression of an index, e.g. `cell_x(o.decimal_longitude, 17)`)
 * in the whole numbers `x0`…`x1`: a list of them for up to {@link MAX_LISTED_COLUMNS}, else a range.
 * Bounds are written into the SQL (they are integers, truncated here).
 */
export function finestColumnsSql(columnSql: string, x0: number, x1: number): string {
  const [from, to] = [Math.trunc(x0), Math.trunc(x1)];
  return to - from + 1 <= MAX_LISTED_COLUMNS
    ? `${columnSql} = ANY(ARRAY(SELECT generate_series(${from}, ${to})))`
    : `${columnSql} BETWEEN ${from} AND ${to}`;
}
