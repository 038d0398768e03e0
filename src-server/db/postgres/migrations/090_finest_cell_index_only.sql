-- 090: the cluster tiles of a filter (domain/cluster-grid-sql.ts) read observations_finest_cell
-- without the table. They name occurrence_id (the id of a single observation's cell) and
-- event_date (the day filter is substr(event_date, 1, 10), an expression of the index, but
-- PostgreSQL plans an index-only scan only when the index holds every column a query names), so
-- each of a tile's rows was fetched from the table: at 1,000,000 observations a zoom-8 tile's
-- 12,000 rows on 11,500 pages, 140 ms warm and over a second cold, growing with the points per
-- tile (10× at 10,000,000). With both included the scan is index-only once VACUUM has marked
-- the pages all-visible (a bulk load ends with it; autovacuum does it after other writes):
-- 42 ms → 4 ms for that tile's index part. test/integration/postgres/tile-plans.test.ts.
SET LOCAL maintenance_work_mem = '512MB';
DROP INDEX observations_finest_cell;
CREATE INDEX observations_finest_cell ON observations (cell_x(decimal_longitude, 17), cell_y(decimal_latitude, 17),
  dataset_id, validation, substr(event_date, 1, 10), taxon_id) INCLUDE (decimal_longitude, decimal_latitude, occurrence_id, event_date)
  WHERE decimal_longitude IS NOT NULL AND decimal_latitude BETWEEN -85.05112878 AND 85.05112878;
