/**
 * SQLite schema of the reference service (better-sqlite3).
 *
 * Column names are the interface's own field names (Darwin Core terms, interface v5 §Resources).
 * Coded integer fields hold vocabulary codes (`vocabularies(field_name, code)`).
 * Geometry: `footprint_wkt` as given (EPSG:4326), `footprint_geojson` its parsed form, the
 * bounding box in `min_lon/min_lat/max_lon/max_lat` (degrees) indexed by an R*Tree, and the
 * representative point in `decimal_longitude/decimal_latitude` (degrees) and `x_3857/y_3857`
 * (Web Mercator metres, for clustering).
 * Dates are ISO 8601 strings with milliseconds and offset; `event_date_utc` holds the same
 * instant normalised to UTC (`YYYY-MM-DDTHH:mm:ss.sssZ`) so that string comparison orders it.
 */
import { OBSERVATION_CELLS_SQL } from './observation-cells.js';
import { PUBLISHED_NEOPHYTES_SQL } from './published-neophytes.js';

export const SCHEMA_VERSION = 1;

export const SCHEMA_SQL = /* sql */ `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS people (
  id INTEGER PRIMARY KEY,
  first_name TEXT,
  last_name TEXT NOT NULL,
  email TEXT,
  organisation TEXT,
  generated INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS people_last_name ON people(last_name COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS people_updated_at ON people(updated_at);

-- Login accounts of the reference authorization server (demo users), one per person at most.
CREATE TABLE IF NOT EXISTS accounts (
  username TEXT PRIMARY KEY,
  password_hash TEXT NOT NULL,       -- scrypt, "scrypt$<salt hex>$<hash hex>"
  person_id INTEGER NOT NULL UNIQUE REFERENCES people(id)
);

CREATE TABLE IF NOT EXISTS projects (
  id INTEGER PRIMARY KEY,
  project_name TEXT NOT NULL UNIQUE,
  description TEXT,
  is_public INTEGER NOT NULL DEFAULT 0,            -- published through /public/v5 neophyte endpoints
  anonymise_observers INTEGER NOT NULL DEFAULT 0,  -- public endpoints hide recorded_by
  date_rounding TEXT NOT NULL DEFAULT 'none' CHECK (date_rounding IN ('none','month','year')),
  generated INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Project policies: who has which role on a project (ARCHITECTURE.md "rights").
CREATE TABLE IF NOT EXISTS policies (
  id INTEGER PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  person_id INTEGER NOT NULL REFERENCES people(id),
  role TEXT NOT NULL CHECK (role IN ('viewer','editor','validator','manager')),
  UNIQUE (project_id, person_id)
);

CREATE TABLE IF NOT EXISTS vocabularies (
  field_name TEXT NOT NULL,
  code INTEGER NOT NULL,
  label_en TEXT, label_de TEXT, label_fr TEXT, label_it TEXT,
  dwc_value TEXT,
  PRIMARY KEY (field_name, code)
);

CREATE TABLE IF NOT EXISTS taxa_groups (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE           -- e.g. vascular_plants, birds
);

-- Taxonomic references (checklists); ids equal the taxa_relations_reference vocabulary codes.
CREATE TABLE IF NOT EXISTS taxa_references (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  short_title TEXT
);

-- Every name record (accepted names and synonyms). An accepted name's id is its taxon id.
CREATE TABLE IF NOT EXISTS taxa (
  id INTEGER PRIMARY KEY,
  scientific_name TEXT NOT NULL,
  genus TEXT, family TEXT,
  rank TEXT NOT NULL,
  taxonomic_status TEXT NOT NULL,      -- accepted | synonym
  accepted_taxon_id INTEGER,           -- the accepted taxon of a synonym; own id when accepted
  group_id INTEGER REFERENCES taxa_groups(id),
  reference_id INTEGER REFERENCES taxa_references(id),
  vernacular_name_de TEXT, vernacular_name_fr TEXT, vernacular_name_it TEXT, vernacular_name_en TEXT,
  swiss_invasive_status TEXT,
  neophyte INTEGER                     -- 1, 0 or NULL (not asserted)
);
CREATE INDEX IF NOT EXISTS taxa_scientific_name ON taxa(scientific_name COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS taxa_accepted ON taxa(accepted_taxon_id);

-- Taxon profile facts (fact_type, fact_value), e.g. swiss_invasive_status = invasive.
CREATE TABLE IF NOT EXISTS taxa_facts (
  id INTEGER PRIMARY KEY,
  taxon_id INTEGER NOT NULL REFERENCES taxa(id),
  fact_type TEXT NOT NULL,
  fact_value TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS taxa_facts_taxon ON taxa_facts(taxon_id);

-- Which reference lists a taxon (taxa_relations_reference_id on observations filters through it).
CREATE TABLE IF NOT EXISTS taxa_relations (
  id INTEGER PRIMARY KEY,
  taxon_id INTEGER NOT NULL REFERENCES taxa(id),
  reference_id INTEGER NOT NULL REFERENCES taxa_references(id),
  relation_type TEXT NOT NULL,         -- listed_in | synonym_of | ...
  related_taxon_id INTEGER REFERENCES taxa(id),
  UNIQUE (taxon_id, reference_id, relation_type, related_taxon_id)
);

CREATE TABLE IF NOT EXISTS habitats (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,           -- TypoCH code, e.g. 6.1
  parent_code TEXT,
  level INTEGER NOT NULL,
  name_de TEXT, name_fr TEXT, name_it TEXT, name_en TEXT
);

-- Swiss cantons, districts and municipalities (BFS 2024). BFS numbers of the three kinds overlap,
-- so ids are offset by kind (see ADMIN_UNIT_ID_OFFSET in geo/admin-units.ts).
CREATE TABLE IF NOT EXISTS administrative_units (
  -- ids: municipality = BFS number (1–6810); canton = 10000 + BFS canton number; district = 20000 + BFS district number
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  unit_type TEXT NOT NULL CHECK (unit_type IN ('canton','district','municipality')),
  bfs_nr INTEGER NOT NULL,             -- the unit's own BFS number
  canton_id INTEGER,                   -- for districts and municipalities
  district_id INTEGER,                 -- for municipalities
  geometry_geojson TEXT,               -- EPSG:4326
  min_lon REAL, min_lat REAL, max_lon REAL, max_lat REAL
);
CREATE INDEX IF NOT EXISTS administrative_units_type ON administrative_units(unit_type);
CREATE INDEX IF NOT EXISTS administrative_units_district ON administrative_units(district_id);

CREATE TABLE IF NOT EXISTS releves (
  id INTEGER PRIMARY KEY,
  dataset_id INTEGER NOT NULL REFERENCES projects(id),
  project TEXT,                        -- relevé name (interface: "project")
  event_date TEXT, event_date_utc TEXT, date_precision INTEGER,
  sample_size_value REAL, sample_size_unit INTEGER,
  event_remarks TEXT, syntaxon_name TEXT,
  mosses_identified INTEGER, lichens_identified INTEGER,
  inclination_in_degrees REAL, cover_total_in_percentage REAL,
  tree_layer_height_in_meters REAL, shrub_layer_height_in_meters REAL,
  herb_layer_height_in_centimeters REAL, moss_layer_height_in_centimeters REAL,
  cover_trees_in_percentage REAL, cover_shrubs_in_percentage REAL, cover_herbs_in_percentage REAL,
  cover_mosses_in_percentage REAL, cover_cryptogams_in_percentage REAL, cover_lichens_in_percentage REAL,
  cover_algae_in_percentage REAL, cover_litter_in_percentage REAL, cover_soil_in_percentage REAL,
  cover_rock_in_percentage REAL, cover_water_in_percentage REAL,
  quality_cover INTEGER, quality_list INTEGER, soil_type INTEGER, orientation INTEGER, soil_ph REAL,
  footprint_wkt TEXT, footprint_geojson TEXT,
  decimal_longitude REAL, decimal_latitude REAL,
  min_lon REAL, min_lat REAL, max_lon REAL, max_lat REAL,
  municipality_id INTEGER, canton_id INTEGER, district_id INTEGER,
  generated INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS releves_dataset ON releves(dataset_id);
CREATE TABLE IF NOT EXISTS releve_observers (
  releve_id INTEGER NOT NULL REFERENCES releves(id) ON DELETE CASCADE,
  person_id INTEGER NOT NULL REFERENCES people(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (releve_id, person_id)
);
CREATE INDEX IF NOT EXISTS releve_observers_person ON releve_observers(person_id);

CREATE TABLE IF NOT EXISTS observations (
  occurrence_id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  dataset_id INTEGER NOT NULL REFERENCES projects(id),
  releve_id INTEGER REFERENCES releves(id) ON DELETE SET NULL,
  event_type INTEGER,
  event_date TEXT, event_date_utc TEXT,
  date_expert INTEGER, date_precision INTEGER,
  taxon_id INTEGER REFERENCES taxa(id),
  verbatim_identification TEXT,
  identification_qualifier INTEGER,
  identified_by TEXT,
  degree_of_establishment INTEGER,
  verbatim_locality TEXT,
  footprint_wkt TEXT, footprint_geojson TEXT,
  decimal_longitude REAL, decimal_latitude REAL,
  geodetic_datum TEXT,
  x_3857 REAL, y_3857 REAL,
  min_lon REAL, min_lat REAL, max_lon REAL, max_lat REAL,
  georeference_protocol INTEGER,
  coordinate_uncertainty_in_meters REAL,
  minimum_elevation_in_meters REAL, maximum_elevation_in_meters REAL,
  altitude_expert INTEGER,
  occurrence_status INTEGER,
  organism_quantity_type INTEGER, organism_quantity INTEGER,
  life_stage INTEGER,
  occurrence_remarks TEXT,
  habitat INTEGER,
  cover INTEGER, vitality INTEGER,
  basis_of_record INTEGER NOT NULL,
  municipality_id INTEGER, canton_id INTEGER, district_id INTEGER,
  establishment_means INTEGER,
  v_presence_status INTEGER,
  v_doubt_status INTEGER,
  validation INTEGER,                  -- current validation status (vocabulary "validation")
  validation_comment TEXT,
  validated_by INTEGER REFERENCES people(id),
  validated_at TEXT,
  taxa_relations_reference_id INTEGER,
  related_resource_id INTEGER,
  relationship_of_resource INTEGER,
  generated INTEGER NOT NULL DEFAULT 0, -- 1 for generated demo data, 0 for real records
  source_record_id TEXT,                -- e.g. the GBIF occurrenceID of a real record
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  is_neophyte INTEGER NOT NULL DEFAULT 0, -- kept by triggers (published-neophytes.ts)
  published_event_date_utc TEXT,         -- the event instant as the public endpoints publish it, kept by triggers
  published_event_day TEXT               -- the event day (YYYY-MM-DD) as they publish it, what their day filters compare; kept by triggers
);
CREATE INDEX IF NOT EXISTS observations_dataset ON observations(dataset_id);
CREATE INDEX IF NOT EXISTS observations_taxon ON observations(taxon_id);
CREATE INDEX IF NOT EXISTS observations_event_date ON observations(event_date_utc);
CREATE INDEX IF NOT EXISTS observations_event_day ON observations(substr(event_date, 1, 10));
CREATE INDEX IF NOT EXISTS observations_municipality ON observations(municipality_id);
CREATE INDEX IF NOT EXISTS observations_canton ON observations(canton_id);
CREATE INDEX IF NOT EXISTS observations_validation ON observations(validation);
CREATE INDEX IF NOT EXISTS observations_releve ON observations(releve_id);
CREATE INDEX IF NOT EXISTS observations_dataset_date ON observations(dataset_id, event_date_utc);
-- One index per sortable column (src-shared/filters/observations.ts): a sorted first page reads
-- the first rows in that order instead of sorting the store (query/list.ts runList).
CREATE INDEX IF NOT EXISTS observations_occurrence_status ON observations(occurrence_status);
CREATE INDEX IF NOT EXISTS observations_verbatim_identification ON observations(verbatim_identification);
CREATE INDEX IF NOT EXISTS observations_basis_of_record ON observations(basis_of_record);
CREATE INDEX IF NOT EXISTS observations_event_type ON observations(event_type);
CREATE INDEX IF NOT EXISTS observations_coordinate_uncertainty ON observations(coordinate_uncertainty_in_meters);
CREATE INDEX IF NOT EXISTS observations_minimum_elevation ON observations(minimum_elevation_in_meters);
CREATE INDEX IF NOT EXISTS observations_v_presence_status ON observations(v_presence_status);
CREATE INDEX IF NOT EXISTS observations_identification_qualifier ON observations(identification_qualifier);
-- Every list is scoped by project (rights), so a covering index led by dataset_id answers the
-- common filters and the bounding-box test without reading the wide rows.
CREATE INDEX IF NOT EXISTS observations_scope ON observations(dataset_id, validation, substr(event_date, 1, 10),
  min_lon, max_lon, min_lat, max_lat, decimal_longitude, decimal_latitude, taxon_id, municipality_id, canton_id, district_id,
  occurrence_status, event_type);

-- Observations per project, kept by triggers: X-Total (everything a caller may read) is the sum
-- over the caller's projects, a handful of rows instead of a scan growing with the store.
CREATE TABLE IF NOT EXISTS observation_counts (
  dataset_id INTEGER PRIMARY KEY,
  observations INTEGER NOT NULL
);
CREATE TRIGGER IF NOT EXISTS observation_counts_insert AFTER INSERT ON observations BEGIN
  INSERT OR IGNORE INTO observation_counts (dataset_id, observations) VALUES (NEW.dataset_id, 0);
  UPDATE observation_counts SET observations = observations + 1 WHERE dataset_id = NEW.dataset_id;
END;
CREATE TRIGGER IF NOT EXISTS observation_counts_delete AFTER DELETE ON observations BEGIN
  UPDATE observation_counts SET observations = observations - 1 WHERE dataset_id = OLD.dataset_id;
END;
CREATE TRIGGER IF NOT EXISTS observation_counts_move AFTER UPDATE OF dataset_id ON observations
  WHEN OLD.dataset_id IS NOT NEW.dataset_id BEGIN
  UPDATE observation_counts SET observations = observations - 1 WHERE dataset_id = OLD.dataset_id;
  INSERT OR IGNORE INTO observation_counts (dataset_id, observations) VALUES (NEW.dataset_id, 0);
  UPDATE observation_counts SET observations = observations + 1 WHERE dataset_id = NEW.dataset_id;
END;

${OBSERVATION_CELLS_SQL}
CREATE VIRTUAL TABLE IF NOT EXISTS observations_rtree USING rtree(id, min_lon, max_lon, min_lat, max_lat);
CREATE VIRTUAL TABLE IF NOT EXISTS releves_rtree USING rtree(id, min_lon, max_lon, min_lat, max_lat);

CREATE TABLE IF NOT EXISTS observation_observers (
  occurrence_id INTEGER NOT NULL REFERENCES observations(occurrence_id) ON DELETE CASCADE,
  person_id INTEGER NOT NULL REFERENCES people(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (occurrence_id, person_id)
);
CREATE INDEX IF NOT EXISTS observation_observers_person ON observation_observers(person_id);

CREATE TABLE IF NOT EXISTS supplements (
  occurrence_id INTEGER PRIMARY KEY REFERENCES observations(occurrence_id) ON DELETE CASCADE,
  minimum_depth_in_meters REAL, maximum_depth_in_meters REAL,
  sex INTEGER, project_obs_id TEXT, abundance INTEGER,
  pop_length REAL, pop_width REAL, plant_height REAL,
  releve_stratum INTEGER, cover_abs REAL, cat_aggregation INTEGER, substrate INTEGER
);

CREATE TABLE IF NOT EXISTS neophytes (
  occurrence_id INTEGER PRIMARY KEY REFERENCES observations(occurrence_id) ON DELETE CASCADE,
  control_type INTEGER, eradication INTEGER, control_dtype INTEGER, control_result INTEGER
);
CREATE INDEX IF NOT EXISTS neophytes_control_type ON neophytes(control_type);

-- Every validation ever set, newest last; the current one is also on the observation row.
CREATE TABLE IF NOT EXISTS validation_history (
  id INTEGER PRIMARY KEY,
  occurrence_id INTEGER NOT NULL REFERENCES observations(occurrence_id) ON DELETE CASCADE,
  validation INTEGER NOT NULL,
  v_presence_status INTEGER,
  comment TEXT,
  validated_by INTEGER REFERENCES people(id),
  validated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS validation_history_occurrence ON validation_history(occurrence_id);

CREATE TABLE IF NOT EXISTS docs (
  id INTEGER PRIMARY KEY,
  doc_type INTEGER,
  folder_name TEXT,
  file_name TEXT NOT NULL,             -- stored name (unique per folder)
  original_file_name TEXT,
  mimetype TEXT,
  size_in_bytes INTEGER NOT NULL DEFAULT 0,
  dataset_id INTEGER REFERENCES projects(id),
  doc_rem TEXT,
  owner INTEGER REFERENCES people(id),
  storage_path TEXT NOT NULL,          -- relative to the data dir's files/ folder
  thumbnail_path TEXT,                 -- relative, NULL when no thumbnail could be made
  generated INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS docs_dataset ON docs(dataset_id);

CREATE TABLE IF NOT EXISTS observation_docs (
  occurrence_id INTEGER NOT NULL REFERENCES observations(occurrence_id) ON DELETE CASCADE,
  doc_id INTEGER NOT NULL REFERENCES docs(id) ON DELETE CASCADE,
  PRIMARY KEY (occurrence_id, doc_id)
);
CREATE INDEX IF NOT EXISTS observation_docs_doc ON observation_docs(doc_id);
${PUBLISHED_NEOPHYTES_SQL}`;
