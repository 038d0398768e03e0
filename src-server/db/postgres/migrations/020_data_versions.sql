-- A data version per table, so that a process may reuse a count it made while nobody wrote what
-- the count reads, whichever process writes (store/postgres-count-cache.ts).
--
-- Bumped at COMMIT, not at each statement: a statement-level trigger on every tracked table notes
-- the table in this transaction's row of data_version_marks (a row no other transaction touches,
-- so no waiting), and a deferred constraint trigger on that row bumps the noted tables' versions
-- when the transaction commits, in table-name order. So the versions become visible together
-- with the data (a reader never sees a new version with old rows, nor new rows under an old
-- version it already saw), and writers lock version rows only at commit and always in one order
-- (no deadlock, however the transactions touched the tables; an update at statement time would
-- hold the row lock of `observations` from the first write to the commit, in whatever order).
CREATE TABLE data_versions (
  table_name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);

CREATE TABLE data_version_marks (
  transaction_id bigint PRIMARY KEY,
  tables text[] NOT NULL
);

CREATE FUNCTION data_version_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_version_marks AS m (transaction_id, tables) VALUES (txid_current(), ARRAY[TG_TABLE_NAME::text])
  ON CONFLICT (transaction_id) DO UPDATE SET tables = m.tables || EXCLUDED.tables WHERE NOT (TG_TABLE_NAME::text = ANY (m.tables));
  RETURN NULL;
END $$;

CREATE FUNCTION data_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions AS d (table_name, version)
    SELECT t, 1 FROM data_version_marks m, unnest(m.tables) AS t WHERE m.transaction_id = NEW.transaction_id ORDER BY t
  ON CONFLICT (table_name) DO UPDATE SET version = d.version + 1;
  DELETE FROM data_version_marks WHERE transaction_id = NEW.transaction_id;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER data_version_bump AFTER INSERT ON data_version_marks
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION data_version_bump();

-- Tracks table `target`: a later migration that creates a table calls it, else counts over that
-- table are never reused (the cache reuses only counts whose every table has a version).
CREATE FUNCTION track_data_version(target regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER data_version_note AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION data_version_note()', target);
  INSERT INTO data_versions (table_name) SELECT relname FROM pg_class WHERE oid = target ON CONFLICT DO NOTHING;
END $$;

-- Every data table; not the OAuth state and keys (written on each login and refresh, never counted).
SELECT track_data_version(c.oid) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = current_schema() AND c.relkind = 'r'
  AND c.relname NOT IN ('meta', 'oidc_payloads', 'schema_migrations', 'data_versions', 'data_version_marks', 'spatial_ref_sys');
