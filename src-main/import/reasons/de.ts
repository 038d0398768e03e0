import type { RowReasonCode } from './en.js';

/** Why an import row is refused, in German (see ./en.ts). */
export const rowReasonsDe: Record<RowReasonCode, string> = {
  'not-a-number': 'ist keine Zahl',
  'not-a-date': 'ist kein Datum (ISO 8601, tt.mm.jjjj oder ein Darwin-Core-Intervall)',
  'interval-end-not-a-date': 'hat ein Intervallende, das kein Datum ist',
  'ends-before-start': 'endet, bevor es beginnt',
  'spans-decade': 'umfasst mehr als ein Jahrzehnt',
  'outside-coordinate-range': 'liegt ausserhalb des Koordinatenbereichs',
  'not-in-vocabulary': 'ist kein Wert des Vokabulars {vocabulary}',
  'not-wkt': 'ist kein WKT in WGS84 ({detail})',
  'not-person-ids': 'ist keine Liste von Personen-IDs',
  'no-taxon': 'hat kein bestätigtes Taxon (siehe Zuordnung)',
  'no-person': 'hat keine bestätigte Person (siehe Zuordnung)',
  'needs-pair': 'braucht sein Gegenstück ({pair})',
  'empty': 'ist leer',
  'no-coordinate-system': 'ist in keinem bekannten Koordinatensystem (WGS84, LV95, LV03)',
  'not-a-split-date': 'Jahr, Monat und Tag ergeben kein Datum',
  'too-long': '{field}: höchstens {maximum} Zeichen',
  'too-big': '{field}: höchstens {maximum}',
  'too-small': '{field}: mindestens {minimum}',
  'wrong-type': '{field}: kein Wert dieses Felds',
  'schema': '{field}: {message}',
};
