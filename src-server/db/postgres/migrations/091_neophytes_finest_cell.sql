-- 091: the public neophyte cluster tiles (domain/neophyte-grid.ts, run by the cluster worker)
-- read the neophyte observations of a tile's blocks by finest cell. Through observations_finest_cell
-- each row came from the table (is_neophyte, the published day, event type and presence status
-- are not in it), 12,600 pages for a zoom-8 tile's 10,300 rows at 1,000,000 observations. As on
-- SQLite (db/published-neophytes.ts neophytes_finest_cell) a partial index of the neophyte
-- observations by finest cell holds what the cells fold and the common filters: index-only once
-- VACUUM has marked the pages all-visible, 6,500 index pages and no table page for that tile.
-- Each row's control data (neophytes.eradication) is still looked up by its key, now from an index
-- holding it (no table page either): 290–320 → 105–285 ms for that tile at load 11–14, of it
-- 15–20 ms the observations. A copy of `eradication` on the observation row would save the
-- lookup (not done: the bulk load would have to write it).
-- test/integration/postgres/tile-plans.test.ts.
SET LOCAL maintenance_work_mem = '512MB';
CREATE INDEX neophytes_finest_cell ON observations (cell_x(decimal_longitude, 17), cell_y(decimal_latitude, 17))
  INCLUDE (dataset_id, published_event_day, event_type, v_presence_status, taxon_id, occurrence_id, decimal_longitude, decimal_latitude)
  WHERE is_neophyte = 1 AND decimal_longitude IS NOT NULL AND decimal_latitude BETWEEN -85.05112878 AND 85.05112878;
CREATE INDEX neophytes_eradication ON neophytes (occurrence_id) INCLUDE (eradication);
