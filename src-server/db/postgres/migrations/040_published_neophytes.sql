-- 040: what the public neophyte endpoints sort, page and count on, stored with each observation and
-- kept by triggers, as on SQLite (db/published-neophytes.ts, where the reasons are written):
-- observations.is_neophyte (1/0: its taxon or the taxon's accepted taxon is a neophyte, or it has
-- neophyte control data), observations.published_event_date_utc (the event instant as published:
-- midnight Europe/Zurich of the first day of the month or year when the project rounds dates),
-- partial indexes of the neophyte observations on each sortable column, and neophyte_counts
-- (neophyte observations per project) for X-Total.
ALTER TABLE observations ADD COLUMN is_neophyte integer NOT NULL DEFAULT 0,
  ADD COLUMN published_event_date_utc text;

CREATE TABLE neophyte_counts (
  dataset_id integer PRIMARY KEY,
  observations bigint NOT NULL
);

-- The event instant of an observation as a project with `rounding` publishes it, UTC ISO 8601 text.
CREATE FUNCTION published_event_date_utc(event_date text, event_date_utc text, rounding text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN CASE WHEN rounding IN ('month', 'year') AND event_date IS NOT NULL
    THEN to_char((CASE rounding WHEN 'month' THEN substr(event_date, 1, 7) || '-01' ELSE substr(event_date, 1, 4) || '-01-01' END)::timestamp
      AT TIME ZONE 'Europe/Zurich' AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ELSE event_date_utc END;

-- 1 when the observation of `taxon` (and id `occurrence`) is a neophyte observation, else 0.
CREATE FUNCTION observation_is_neophyte(taxon integer, occurrence integer) RETURNS integer
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN CASE WHEN EXISTS (SELECT 1 FROM taxa t LEFT JOIN taxa ta ON ta.id = t.accepted_taxon_id
      WHERE t.id = taxon AND (t.neophyte = 1 OR ta.neophyte = 1))
    OR EXISTS (SELECT 1 FROM neophytes n WHERE n.occurrence_id = occurrence) THEN 1 ELSE 0 END;

-- Row by row before the write: the stored values follow the row's own columns. The other tables'
-- triggers below touch `is_neophyte` or `published_event_date_utc` to have them recomputed here.
CREATE FUNCTION observation_publish() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_neophyte := observation_is_neophyte(NEW.taxon_id, NEW.occurrence_id);
  NEW.published_event_date_utc := published_event_date_utc(NEW.event_date, NEW.event_date_utc,
    (SELECT p.date_rounding FROM projects p WHERE p.id = NEW.dataset_id));
  RETURN NEW;
END $$;
CREATE TRIGGER observation_publish BEFORE INSERT OR UPDATE OF taxon_id, event_date, event_date_utc, dataset_id,
  is_neophyte, published_event_date_utc ON observations FOR EACH ROW EXECUTE FUNCTION observation_publish();

-- neophyte_counts per statement, from the transition tables (as observation_counts, migration 001).
CREATE FUNCTION neophyte_counts_add(delta_dataset integer[], delta integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO neophyte_counts AS c (dataset_id, observations)
  SELECT d.dataset_id, sum(d.n) FROM unnest(delta_dataset, delta) AS d (dataset_id, n)
  GROUP BY d.dataset_id HAVING sum(d.n) <> 0 ORDER BY d.dataset_id
  ON CONFLICT (dataset_id) DO UPDATE SET observations = c.observations + excluded.observations;
$$;
CREATE FUNCTION neophyte_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM neophyte_counts_add(array_agg(dataset_id), array_agg(1)) FROM came WHERE is_neophyte = 1;
  RETURN NULL;
END $$;
CREATE FUNCTION neophyte_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM neophyte_counts_add(array_agg(dataset_id), array_agg(-1)) FROM gone WHERE is_neophyte = 1;
  RETURN NULL;
END $$;
CREATE FUNCTION neophyte_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM neophyte_counts_add(array_agg(x.dataset_id), array_agg(x.n))
    FROM gone g JOIN came c USING (occurrence_id)
   CROSS JOIN LATERAL (VALUES (g.dataset_id, -g.is_neophyte), (c.dataset_id, c.is_neophyte)) AS x (dataset_id, n)
   WHERE (g.dataset_id, g.is_neophyte) IS DISTINCT FROM (c.dataset_id, c.is_neophyte);
  RETURN NULL;
END $$;
CREATE TRIGGER neophyte_counts_insert AFTER INSERT ON observations
  REFERENCING NEW TABLE AS came FOR EACH STATEMENT EXECUTE FUNCTION neophyte_counts_insert();
CREATE TRIGGER neophyte_counts_delete AFTER DELETE ON observations
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION neophyte_counts_delete();
CREATE TRIGGER neophyte_counts_update AFTER UPDATE ON observations
  REFERENCING OLD TABLE AS gone NEW TABLE AS came FOR EACH STATEMENT EXECUTE FUNCTION neophyte_counts_update();

CREATE FUNCTION projects_publish_dates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE observations SET published_event_date_utc = NULL WHERE dataset_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER projects_publish_dates AFTER UPDATE OF date_rounding ON projects FOR EACH ROW
  WHEN (OLD.date_rounding IS DISTINCT FROM NEW.date_rounding) EXECUTE FUNCTION projects_publish_dates();

CREATE FUNCTION taxa_publish_neophytes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE observations SET is_neophyte = 0
   WHERE taxon_id = NEW.id OR taxon_id IN (SELECT id FROM taxa WHERE accepted_taxon_id = NEW.id);
  RETURN NULL;
END $$;
CREATE TRIGGER taxa_publish_neophytes AFTER UPDATE OF neophyte, accepted_taxon_id ON taxa FOR EACH ROW
  WHEN (OLD.neophyte IS DISTINCT FROM NEW.neophyte OR OLD.accepted_taxon_id IS DISTINCT FROM NEW.accepted_taxon_id)
  EXECUTE FUNCTION taxa_publish_neophytes();

CREATE FUNCTION neophytes_publish() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE observations SET is_neophyte = 0
   WHERE occurrence_id = CASE TG_OP WHEN 'DELETE' THEN OLD.occurrence_id ELSE NEW.occurrence_id END;
  RETURN NULL;
END $$;
CREATE TRIGGER neophytes_publish AFTER INSERT OR DELETE ON neophytes FOR EACH ROW EXECUTE FUNCTION neophytes_publish();

-- Observations already stored (the triggers above recompute both values).
UPDATE observations SET is_neophyte = 0;

CREATE INDEX neophytes_by_occurrence_id ON observations (occurrence_id) WHERE is_neophyte = 1;
CREATE INDEX neophytes_by_published_event_date ON observations (published_event_date_utc) WHERE is_neophyte = 1;
CREATE INDEX neophytes_by_taxon ON observations (taxon_id) WHERE is_neophyte = 1;
CREATE INDEX neophytes_by_municipality ON observations (municipality_id) WHERE is_neophyte = 1;
CREATE INDEX neophytes_by_v_presence_status ON observations (v_presence_status) WHERE is_neophyte = 1;
