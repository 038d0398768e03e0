/**
 * Why an import row is refused, in English: the dry run's reasons and the error report's
 * `import_error` (src-main/import/reasons/index.ts picks the UI language). `{name}` placeholders
 * are filled from the error's params; every language has exactly these codes and placeholders
 * (a unit test checks it).
 */
export const rowReasonsEn = {
  'not-a-number': 'is not a number',
  'not-a-date': 'is not a date (ISO 8601, dd.mm.yyyy or a Darwin Core interval)',
  'interval-end-not-a-date': 'has an interval end that is not a date',
  'ends-before-start': 'ends before it starts',
  'spans-decade': 'spans more than a decade',
  'outside-coordinate-range': 'is outside the coordinate range',
  'not-in-vocabulary': 'is not a value of the {vocabulary} vocabulary',
  'not-wkt': 'is not WKT in WGS84 ({detail})',
  'not-person-ids': 'is not a list of person ids',
  'no-taxon': 'has no confirmed taxon (see matching)',
  'no-person': 'has no confirmed person (see matching)',
  'needs-pair': 'needs its pair ({pair})',
  'empty': 'is empty',
  'no-coordinate-system': 'is in no known coordinate system (WGS84, LV95, LV03)',
  'not-a-split-date': 'year, month and day are not a date',
  'too-long': '{field}: at most {maximum} characters',
  'too-big': '{field}: at most {maximum}',
  'too-small': '{field}: at least {minimum}',
  'wrong-type': '{field}: not a value of this field',
  /** A rule of the shared schema without a code of its own: its English message. */
  'schema': '{field}: {message}',
} as const;

/** The codes of the reasons. */
export type RowReasonCode = keyof typeof rowReasonsEn;
