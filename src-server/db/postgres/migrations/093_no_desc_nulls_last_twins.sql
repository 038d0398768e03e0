-- 093: the `DESC NULLS LAST` twins of the nullable sort columns (055, 085), 15 of the 45 secondary
-- indexes a bulk load builds again (db/postgres/seed.ts; at 1,000,000 observations about a third of
-- the index builds' CPU). A descending list of a nullable column is read in two parts now
-- (query/list.ts keysInOrder and firstRowsWindow, Dialect.nullsLastDescFromIndex): the rows with a
-- value in `<column> DESC, occurrence_id DESC` order, which is the ascending index
-- `(<column>, occurrence_id)` read backwards, then the rows without one, from the same index's
-- NULL entries read backwards; the order is the one `DESC NULLS LAST` gives.
-- test/integration/postgres/sort-indexes.test.ts checks the plans (no sort over the store, first and
-- deep pages), test/integration/desc-nulls-last-order.test.ts the order on both stores;
-- EXPLAIN ANALYZE before and after at 1,000,000: docs/storage.md "Session 28".
DROP INDEX observations_event_date_sort_desc;
DROP INDEX observations_taxon_desc;
DROP INDEX observations_validation_desc;
DROP INDEX observations_occurrence_status_desc;
DROP INDEX observations_municipality_desc;
DROP INDEX observations_verbatim_identification_desc;
DROP INDEX observations_event_type_desc;
DROP INDEX observations_coordinate_uncertainty_desc;
DROP INDEX observations_minimum_elevation_desc;
DROP INDEX observations_v_presence_status_desc;
DROP INDEX observations_identification_qualifier_desc;
-- the public neophyte lists' (partial, WHERE is_neophyte = 1)
DROP INDEX neophytes_by_published_event_date_desc;
DROP INDEX neophytes_by_taxon_desc;
DROP INDEX neophytes_by_municipality_desc;
DROP INDEX neophytes_by_v_presence_status_desc;
