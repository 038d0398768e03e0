-- 050: the event day as the public neophyte endpoints publish it (YYYY-MM-DD: the first of the
-- month or year when the project rounds dates, else the day the record names), stored with each
-- observation and kept by the trigger of migration 040, so that their day filters
-- (event_date=YYYY-MM-DD and its comparisons) compare an indexed column instead of computing the
-- published day of every row (as on SQLite, db/published-neophytes.ts).
ALTER TABLE observations ADD COLUMN published_event_day text;

-- The published day of `event_date` under `rounding` (SQLite: publishedEventDaySql).
CREATE FUNCTION published_event_day(event_date text, rounding text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE rounding WHEN 'month' THEN substr(event_date, 1, 7) || '-01'
    WHEN 'year' THEN substr(event_date, 1, 4) || '-01-01' ELSE substr(event_date, 1, 10) END;

-- Migration 040's row trigger, now writing the day too (a project's new rounding reaches it
-- through that migration's projects_publish_dates, which touches published_event_date_utc).
CREATE OR REPLACE FUNCTION observation_publish() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rounding text := (SELECT p.date_rounding FROM projects p WHERE p.id = NEW.dataset_id);
BEGIN
  NEW.is_neophyte := observation_is_neophyte(NEW.taxon_id, NEW.occurrence_id);
  NEW.published_event_date_utc := published_event_date_utc(NEW.event_date, NEW.event_date_utc, rounding);
  NEW.published_event_day := published_event_day(NEW.event_date, rounding);
  RETURN NEW;
END $$;

-- Observations already stored: the column alone (the row trigger does not fire for it).
UPDATE observations o SET published_event_day = published_event_day(o.event_date, p.date_rounding)
  FROM projects p WHERE p.id = o.dataset_id;

CREATE INDEX neophytes_by_published_event_day ON observations (published_event_day) WHERE is_neophyte = 1;
