/** English messages of the checks on screen (top-level key `recordChecks`), merged into messages/en.ts. */
const recordChecksEn = {
  recordChecks: {
    title: 'Checks',
    checking: 'Checking…',
    failed: 'The checks could not be asked: {message}',
    retry: 'Check again',
    noFlags: 'No check flags this observation.',
    passed: '{count} checks passed.',
    skipped: 'Skipped: {list}',
    notRun: 'Not run: {list}',
    nearestLink: 'Open the nearest validated record, #{id}',
    nearestOnMap: 'On the map: this observation and the nearest validated record (blue point).',
    flagsColumn: 'Checks',
    flagCount: '{count} flags: {names}',
    workspace: {
      button: 'Checks',
      hasFlag: 'Has flag',
      anyFlagPlaceholder: 'Choose checks',
      apply: 'Show flagged records',
      clear: 'Show all again',
      checkAll: 'Check all {count} matching',
      notice: {
        'not-scanned': 'Nothing was checked yet, so no record carries a flag. Check all {matching} matching first.',
        'none-flagged': 'No record checked so far carries these flags.',
        truncated: 'More records are flagged: the list shows the first {max}. Narrow the filter to see the others.',
      },
      summary: {
        done: 'Checked {checked}: {flagged} flagged.',
        cancelled: 'Stopped after {checked} (kept): {flagged} flagged.',
        failed: 'Stopped after {checked}: {error}',
      },
    },
    severity: { error: 'Error', warning: 'Warning', info: 'Hint' },
    reason: {
      no_event_date: 'no event date',
      no_footprint: 'no footprint',
      no_elevation: 'no elevation',
      no_taxon: 'no taxon',
      no_verbatim_identification: 'no verbatim identification',
      no_date_precision: 'no date precision',
      date_too_coarse: 'date not precise enough',
      no_reference_data: 'no reference data',
      disabled: 'switched off',
      request_failed: 'a request failed',
    },
    evidence: {
      event_date_in_range: { future: 'The date {date} is in the future (today is {today}).', early: 'The date {date} is before {year}, the earliest plausible year.' },
      footprint_in_country: { outside: 'The point {point} lies outside Switzerland.' },
      elevation_order: { order: 'The minimum elevation {min} is above the maximum elevation {max}.' },
      elevation_in_taxon_range: { outside: 'Elevation {min} to {max} is outside the range of the {count} validated records of the taxon, {taxonMin} to {taxonMax} (tolerance {tolerance}).' },
      within_known_range: {
        nearest: 'No validated record of the taxon within {max}: the nearest, #{id}, is {distance} away ({count} validated records).',
        none: 'No validated record of the taxon within {max} ({count} validated records).',
      },
      period_within_year: { month: 'No validated record of the taxon in {month}; its {count} validated records are from {months}.' },
      likely_duplicate: { duplicates: 'Same taxon on the same day within {max}: {ids}.' },
      coordinate_uncertainty_in_range: {
        uncertainty: 'The coordinate uncertainty {value} is above the limit of {max}.',
        footprint: 'The footprint reaches {radius} from its point, more than the stated uncertainty of {value}.',
      },
      identification_matches_taxon: { mismatch: '“{verbatim}” matches no name of {accepted} (compared with {names}).' },
      date_precision_recent: { coarse: 'A record of the last {years} years ({date}) dated only to the {precision}.' },
    },
  },
};

/** The shape of these messages in every locale. */
export type RecordChecksMessages = typeof recordChecksEn;

export default recordChecksEn;
