-- The observation list sorted on `event_date` (routes/observations.ts: `o.event_date_utc <dir>
-- NULLS LAST, o.occurrence_id <dir>`) read in index order. observations_event_date serves neither
-- direction whole: without the tie-breaker the order is not the index's, and DESC NULLS LAST is not
-- its backward scan, so the first page sorted the whole store (1.2 s at 1,000,000 observations,
-- the slowest request of the bench's list mix). One index per direction.
CREATE INDEX observations_event_date_sort ON observations (event_date_utc, occurrence_id);
CREATE INDEX observations_event_date_sort_desc ON observations (event_date_utc DESC NULLS LAST, occurrence_id DESC);
