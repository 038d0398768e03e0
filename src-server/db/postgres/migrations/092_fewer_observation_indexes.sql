-- 092: four indexes of `observations` that no query reads, out of the 44 a bulk load builds again
-- (db/postgres/seed.ts; at 1,000,000 observations each build reads the whole 822 MB table).
-- EXPLAIN (ANALYZE, BUFFERS) before and after at 1,000,000: docs/storage.md "Towards 10,000,000",
-- session 27.
--
-- The descending twins of the two NOT NULL sort columns (085): the observation lists now write
-- `dataset_id DESC` and `basis_of_record DESC` without NULLS LAST (query/observation-columns.ts
-- OBSERVATION_NOT_NULL_SORTS; the same order on a column without NULLs, on both stores), which
-- PostgreSQL reads from the ascending index backwards; `DESC NULLS LAST` it reads from no
-- backward scan. test/integration/postgres/sort-indexes.test.ts checks both directions.
--
-- observations_canton: the one filter on canton_id, `location_id`, ORs municipality, district and
-- canton, and without an index on district_id the planner cannot OR three index scans; it reads
-- observations_scope (which includes all three) or the table, with the index or without it.
--
-- observations_validated_by: no query filters or joins on validated_by, and people are never
-- deleted (the foreign key's lookup on a delete of a person was its only other use).
DROP INDEX observations_dataset_desc;
DROP INDEX observations_basis_of_record_desc;
DROP INDEX observations_canton;
DROP INDEX observations_validated_by;
