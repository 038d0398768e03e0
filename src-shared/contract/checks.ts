/**
 * Desk methods and events of the automatic checks (issue 13, part 1): plausibility checks main
 * runs over what the interface returns (never inside the service), with their evidence as plain
 * data that the renderer words in the UI language. The engine is src-main/checks/; the checks
 * follow TDWG Biodiversity Data Quality tests and NBN Record Cleaner rule types where those exist
 * (each check's `standard`). Spread into DESK_METHODS / DESK_EVENTS by desk.ts.
 *
 * Units are in the field names (`_in_meters`); coordinates are WGS84 (EPSG:4326) degrees.
 */
import { z } from 'zod';
import { ProjectRightSchema } from '../domain/project-rights.js';
import { Id } from '../schemas/common.js';
import { FilterClauseInput } from './observations.js';
import { TaxonFactsSummary } from './taxon-facts-summary.js';

/**
 * Every check, by id:
 * - `event_date_in_range`: event date in the future or before a plausible year;
 * - `footprint_in_country`: the footprint's point outside Switzerland (the shipped boundaries);
 * - `elevation_order`: minimum elevation above maximum elevation;
 * - `elevation_in_taxon_range`: elevation outside the range of the taxon's validated records;
 * - `within_known_range`: no validated record of the taxon within a distance (the nearest named);
 * - `period_within_year`: a month in which the taxon has no validated record;
 * - `likely_duplicate`: another record of the same taxon on the same day within a distance;
 * - `coordinate_uncertainty_in_range`: coordinate uncertainty or footprint too large;
 * - `identification_matches_taxon`: verbatim identification matching no name of the taxon;
 * - `date_precision_recent`: a coarse date precision (month, year, decade) on a recent record.
 */
export const CHECK_IDS = [
  'event_date_in_range',
  'footprint_in_country',
  'elevation_order',
  'elevation_in_taxon_range',
  'within_known_range',
  'period_within_year',
  'likely_duplicate',
  'coordinate_uncertainty_in_range',
  'identification_matches_taxon',
  'date_precision_recent',
] as const;
export const CheckId = z.enum(CHECK_IDS);
export type CheckId = z.infer<typeof CheckId>;

/** How much a flag weighs: `error` almost surely wrong, `warning` worth a look, `info` a hint. */
export const CheckSeverity = z.enum(['error', 'warning', 'info']);
export type CheckSeverity = z.infer<typeof CheckSeverity>;

/**
 * What one check said about one record: `flag` (the record fails it, see the evidence), `pass`,
 * `skipped` (the record or the reference data lack what the check needs; see `reason`) or
 * `not_run` (a request failed or the check is switched off; see `reason`; `checks.run` again retries).
 */
export const CheckOutcome = z.enum(['flag', 'pass', 'not_run', 'skipped']);
export type CheckOutcome = z.infer<typeof CheckOutcome>;

/**
 * Why a check was skipped or not run:
 * `no_event_date`, `no_footprint`, `no_elevation`, `no_taxon`, `no_verbatim_identification`,
 * `no_date_precision`, `date_too_coarse` (the date is not precise enough for the check, e.g. a year
 * for the month's check), `no_reference_data` (the taxon has too few validated records to judge;
 * never a flag), `disabled` (switched off in the profile's settings), `request_failed` (a call to
 * the service failed; `message` says which and why).
 */
export const CheckReasonCode = z.enum([
  'no_event_date', 'no_footprint', 'no_elevation', 'no_taxon', 'no_verbatim_identification', 'no_date_precision',
  'date_too_coarse', 'no_reference_data', 'disabled', 'request_failed',
]);
export type CheckReasonCode = z.infer<typeof CheckReasonCode>;

/** A reason with, for `request_failed`, the service's or network's message (as main received it). */
export const CheckReason = z.object({ code: CheckReasonCode, message: z.string().optional() });
export type CheckReason = z.infer<typeof CheckReason>;

/** A point in WGS84 degrees. */
const Wgs84 = { longitude: z.number(), latitude: z.number() };

/**
 * Another record named as evidence: the nearest validated record (`within_known_range`) or a
 * likely duplicate. `distance_in_meters` is the great-circle distance between the two records'
 * points (`decimal_longitude`/`decimal_latitude`); `event_date` as the service returned it.
 */
export const RelatedRecord = z.object({
  occurrence_id: Id,
  distance_in_meters: z.number().min(0),
  ...Wgs84,
  event_date: z.string().nullable(),
});
export type RelatedRecord = z.infer<typeof RelatedRecord>;

/**
 * Evidence per check: present with every `flag`, and with a `pass` computed by the call that
 * answers it; null with `skipped`, `not_run` and with a `pass` answered from kept results (main
 * keeps no evidence of passes, so that a scan of a million records fits in memory).
 */
export const CHECK_EVIDENCE = {
  /** `problem` says which side failed; `reference_date` is today (ISO date, Swiss time) as the check saw it. */
  event_date_in_range: z.object({
    event_date: z.string(),
    problem: z.enum(['in_future', 'before_earliest_year']).nullable(),
    earliest_year: z.number().int(),
    reference_date: z.string(),
  }),
  /** The point tested (the footprint's representative point) and the country's code. */
  footprint_in_country: z.object({ ...Wgs84, country_code: z.literal('CH') }),
  elevation_order: z.object({ minimum_elevation_in_meters: z.number(), maximum_elevation_in_meters: z.number() }),
  /**
   * The record's elevations against the validated records' range (`taxon_*`), widened by
   * `tolerance_in_meters` on both sides before comparing.
   */
  elevation_in_taxon_range: z.object({
    minimum_elevation_in_meters: z.number().nullable(),
    maximum_elevation_in_meters: z.number().nullable(),
    taxon_minimum_elevation_in_meters: z.number(),
    taxon_maximum_elevation_in_meters: z.number(),
    tolerance_in_meters: z.number(),
    validated_record_count: z.number().int(),
  }),
  /** `nearest`: the nearest validated record of the taxon (another record than this one), at any distance. */
  within_known_range: z.object({
    max_distance_in_meters: z.number(),
    nearest: RelatedRecord.nullable(),
    validated_record_count: z.number().int(),
  }),
  /** `month` of the event date (1–12) and the months (1–12, ascending) of the taxon's validated records. */
  period_within_year: z.object({
    month: z.number().int().min(1).max(12),
    months_with_validated_records: z.array(z.number().int().min(1).max(12)),
    validated_record_count: z.number().int(),
  }),
  /** The other records of the taxon on the same day within `max_distance_in_meters`, nearest first (at most 10). */
  likely_duplicate: z.object({ max_distance_in_meters: z.number(), duplicates: z.array(RelatedRecord) }),
  /**
   * The stated uncertainty against the limit, and the footprint's radius (the largest distance
   * from its representative point to any of its vertices; 0 for a point) against the stated
   * uncertainty. `problem` says which failed.
   */
  coordinate_uncertainty_in_range: z.object({
    coordinate_uncertainty_in_meters: z.number().nullable(),
    max_uncertainty_in_meters: z.number(),
    footprint_radius_in_meters: z.number(),
    problem: z.enum(['uncertainty_too_large', 'footprint_larger_than_uncertainty']).nullable(),
  }),
  /** The names the verbatim identification was compared with: accepted name, synonyms, vernacular names (at most 20). */
  identification_matches_taxon: z.object({
    verbatim_identification: z.string(),
    accepted_scientific_name: z.string(),
    names_compared: z.array(z.string()),
  }),
  /** `date_precision` as its English vocabulary label (`month`, `year`, `decade`, `day`). */
  date_precision_recent: z.object({
    event_date: z.string(),
    date_precision: z.string(),
    recent_years: z.number().int(),
  }),
} as const satisfies { [K in CheckId]: z.ZodType };
export type CheckEvidence<K extends CheckId> = z.infer<(typeof CHECK_EVIDENCE)[K]>;

// The evidence schema is passed in (not looked up by `id`) so that each member keeps its own evidence type.
const resultOf = <K extends CheckId, E extends z.ZodType>(id: K, evidence: E) =>
  z.object({
    occurrence_id: Id,
    check_id: z.literal(id),
    outcome: CheckOutcome,
    /** See {@link CHECK_EVIDENCE}: always with `flag`. */
    evidence: evidence.nullable(),
    /** Present with `skipped` and `not_run`. */
    reason: CheckReason.optional(),
  });

/** One check's result on one record, discriminated by `check_id` (which fixes the evidence's shape). */
export const CheckResult = z.discriminatedUnion('check_id', [
  resultOf('event_date_in_range', CHECK_EVIDENCE.event_date_in_range),
  resultOf('footprint_in_country', CHECK_EVIDENCE.footprint_in_country),
  resultOf('elevation_order', CHECK_EVIDENCE.elevation_order),
  resultOf('elevation_in_taxon_range', CHECK_EVIDENCE.elevation_in_taxon_range),
  resultOf('within_known_range', CHECK_EVIDENCE.within_known_range),
  resultOf('period_within_year', CHECK_EVIDENCE.period_within_year),
  resultOf('likely_duplicate', CHECK_EVIDENCE.likely_duplicate),
  resultOf('coordinate_uncertainty_in_range', CHECK_EVIDENCE.coordinate_uncertainty_in_range),
  resultOf('identification_matches_taxon', CHECK_EVIDENCE.identification_matches_taxon),
  resultOf('date_precision_recent', CHECK_EVIDENCE.date_precision_recent),
]);
export type CheckResult = z.infer<typeof CheckResult>;
/** The result of one check, its evidence typed: `CheckResultOf<'within_known_range'>['evidence']`. */
export type CheckResultOf<K extends CheckId> = Extract<CheckResult, { check_id: K }>;

/** A number parameter of a check: its name (with its unit, e.g. `max_distance_in_meters`), default and bounds. */
export const CheckParameterDefinition = z.object({
  name: z.string(),
  default: z.number(),
  min: z.number(),
  max: z.number(),
  /** Whole numbers only. */
  integer: z.boolean(),
});
export type CheckParameterDefinition = z.infer<typeof CheckParameterDefinition>;

/** The four UI languages' texts. */
const Names = z.object({ en: z.string(), de: z.string(), fr: z.string(), it: z.string() });

/**
 * What the renderer needs to show a check: names in en/de/fr/it, severity, the standard it
 * follows (e.g. `TDWG BDQ VALIDATION_EVENTDATE_INRANGE`, `NBN Record Cleaner PeriodWithinYear`),
 * its parameters and whether it needs the taxon's validated records (`uses_taxon_facts`).
 */
export const CheckDefinition = z.object({
  id: CheckId,
  severity: CheckSeverity,
  names: Names,
  standard: z.string(),
  parameters: z.array(CheckParameterDefinition),
  uses_taxon_facts: z.boolean(),
});
export type CheckDefinition = z.infer<typeof CheckDefinition>;

/** One check's settings: on/off and its parameters by name (missing ones take the default). */
export const CheckSetting = z.object({ enabled: z.boolean(), parameters: z.record(z.string(), z.number()) });
export type CheckSetting = z.infer<typeof CheckSetting>;

/**
 * The checks' settings of the active profile: every check (missing ones take their defaults,
 * all on) and the validation codes that count as "validated" for the taxon facts (default the
 * reference vocabulary's 2 "valid" and 3 "probable").
 */
export const CheckSettings = z.object({
  checks: z.partialRecord(CheckId, CheckSetting),
  validated_codes: z.array(z.number().int().positive()).min(1).max(20),
});
export type CheckSettings = z.infer<typeof CheckSettings>;

/**
 * A background scan's state: `running`, then `done`, `cancelled` (what was checked is kept) or
 * `failed` (`error` says why; what was checked is kept). `total` is the number of matching records
 * (known once their ids were read; null before); `checked` the records checked so far;
 * `flag_counts` per check the records it flagged; `flagged_records` records with any flag;
 * `not_run_records` records where some check could not run. Times are ISO 8601 UTC.
 */
export const ScanProgress = z.object({
  scan_id: z.string(),
  state: z.enum(['running', 'done', 'cancelled', 'failed']),
  total: z.number().int().nullable(),
  checked: z.number().int(),
  flagged_records: z.number().int(),
  not_run_records: z.number().int(),
  flag_counts: z.partialRecord(CheckId, z.number().int()),
  started_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
  error: z.string().nullable(),
});
export type ScanProgress = z.infer<typeof ScanProgress>;

const OccurrenceIds = z.object({ occurrence_ids: z.array(Id).max(1000) });
const Results = z.object({ results: z.array(CheckResult) });

/** Desk methods of the checks. Results cover the enabled checks of the active profile only. */
export const CHECK_METHODS = {
  /** Every check with names, severity, standard and parameters (static; fetch once). */
  'checks.definitions': { input: z.void(), output: z.array(CheckDefinition) },
  /**
   * Runs the enabled checks on these records (a page, at most 1000) and answers every result
   * (one per record and enabled check). Records and taxon facts come from main's caches where it
   * has them (a page just listed is); results kept for an unchanged record are answered without
   * checking again. A failing request gives `not_run` results with the reason, never a rejection.
   */
  'checks.run': { input: OccurrenceIds, output: Results },
  /** The kept results of these records (from `checks.run` or a scan), without checking anything; records never checked are absent. */
  'checks.results': { input: OccurrenceIds, output: Results },
  /**
   * The records a check flagged among those kept (the last scan and pages checked since),
   * for "has flag X" (`occurrence_id[in]`); with several ids, records flagged by any of them.
   * `truncated` when more than `limit` matched (ascending ids).
   */
  'checks.flaggedIds': {
    input: z.object({ check_ids: z.array(CheckId).min(1).max(CHECK_IDS.length), limit: z.number().int().min(1).max(100_000).default(10_000) }),
    output: z.object({ occurrence_ids: z.array(Id), truncated: z.boolean() }),
  },
  /**
   * Starts checking every record matching the filter in the background ("Check all N matching");
   * answers at once with the scan's first progress. Progress arrives as `checks.scanProgress`
   * events. A scan already running is cancelled first (only one runs at a time).
   */
  'checks.scan': {
    input: z.object({ clauses: z.array(FilterClauseInput).max(50), right: ProjectRightSchema.optional() }),
    output: ScanProgress,
  },
  /** The current or last scan's progress, null when none ran since the app started. */
  'checks.scanStatus': { input: z.void(), output: ScanProgress.nullable() },
  /** Cancels the scan (what was checked is kept); answers its progress. Cancelling a finished scan changes nothing. */
  'checks.cancelScan': { input: z.object({ scan_id: z.string() }), output: ScanProgress },
  /**
   * The validated records of a taxon summed up (points, months, elevations) from the facts the
   * checks use, cached per taxon in main; a failed read is the client's DeskError.
   */
  'checks.taxonFacts': { input: z.object({ taxon_id: Id }), output: TaxonFactsSummary },
  /** The active profile's check settings (defaults where never set). */
  'checks.getSettings': { input: z.void(), output: CheckSettings },
  /**
   * Stores the active profile's settings and answers them as stored. A parameter outside its
   * definition's bounds or unknown is DeskError `invalid-input` naming it. Kept results are dropped.
   */
  'checks.setSettings': { input: CheckSettings, output: CheckSettings },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

/** Events of the checks. */
export const CHECK_EVENTS = {
  /** A scan's progress: at once on state changes, otherwise at most every 250 ms. */
  'checks.scanProgress': ScanProgress,
  /**
   * Kept results were dropped and should be asked again: settings changed (`taxon_ids` null) or
   * the validated records of these taxa changed (a validation was set).
   */
  'checks.invalidated': z.object({ taxon_ids: z.array(Id).nullable() }),
} as const satisfies Record<string, z.ZodType>;
