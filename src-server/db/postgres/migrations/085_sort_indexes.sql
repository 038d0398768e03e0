-- 085: every sortable field of the observation lists and of the public neophyte lists read in index
-- order in both directions, as migration 055 did for event_date. The lists sort on
-- `<column> <dir> NULLS LAST, occurrence_id <dir>` (query/list.ts orderBy) and runList first reads
-- the first 1,000–5,000 rows of the whole store in that order (its first-rows window): a
-- one-column index gives neither the tie-breaker's order (an incremental sort of each run of equal
-- values: 0.6–1.4 s at 1,000,000 observations for validation, basis_of_record, dataset_id) nor
-- DESC NULLS LAST (its backward scan is DESC NULLS FIRST: the store sorted, 0.8–1.8 s). The
-- public list sorted on the published date, newest first, took 1.8 s at p95 so.
-- Each one-column index becomes (column, occurrence_id), which serves the column's filters as
-- before and the ascending order, and gets a twin (column DESC NULLS LAST, occurrence_id DESC)
-- for the descending one. observations_event_date goes: migration 055's
-- observations_event_date_sort has the same first column.

DROP INDEX observations_event_date;

-- index name → column, for the observation lists and (partial) the public neophyte lists
-- (NEOPHYTE_SORTABLE; event_date sorts on the published instant)
DO $$
DECLARE
  sort record;
BEGIN
  FOR sort IN SELECT * FROM (VALUES
      ('observations_taxon', 'taxon_id', ''), ('observations_dataset', 'dataset_id', ''),
      ('observations_validation', 'validation', ''), ('observations_occurrence_status', 'occurrence_status', ''),
      ('observations_municipality', 'municipality_id', ''), ('observations_verbatim_identification', 'verbatim_identification', ''),
      ('observations_basis_of_record', 'basis_of_record', ''), ('observations_event_type', 'event_type', ''),
      ('observations_coordinate_uncertainty', 'coordinate_uncertainty_in_meters', ''),
      ('observations_minimum_elevation', 'minimum_elevation_in_meters', ''),
      ('observations_v_presence_status', 'v_presence_status', ''),
      ('observations_identification_qualifier', 'identification_qualifier', ''),
      ('neophytes_by_published_event_date', 'published_event_date_utc', 'WHERE is_neophyte = 1'),
      ('neophytes_by_taxon', 'taxon_id', 'WHERE is_neophyte = 1'),
      ('neophytes_by_municipality', 'municipality_id', 'WHERE is_neophyte = 1'),
      ('neophytes_by_v_presence_status', 'v_presence_status', 'WHERE is_neophyte = 1')) AS s (name, col, partial)
  LOOP
    EXECUTE format('DROP INDEX %I', sort.name);
    EXECUTE format('CREATE INDEX %I ON observations (%I, occurrence_id) %s', sort.name, sort.col, sort.partial);
    EXECUTE format('CREATE INDEX %I ON observations (%I DESC NULLS LAST, occurrence_id DESC) %s', sort.name || '_desc', sort.col, sort.partial);
  END LOOP;
END $$;
