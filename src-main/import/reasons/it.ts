import type { RowReasonCode } from './en.js';

/** Why an import row is refused, in Italian (see ./en.ts). */
export const rowReasonsIt: Record<RowReasonCode, string> = {
  'not-a-number': 'non è un numero',
  'not-a-date': 'non è una data (ISO 8601, gg.mm.aaaa o un intervallo Darwin Core)',
  'interval-end-not-a-date': 'ha una fine d’intervallo che non è una data',
  'ends-before-start': 'finisce prima di iniziare',
  'spans-decade': 'copre più di un decennio',
  'outside-coordinate-range': 'è fuori dall’intervallo delle coordinate',
  'not-in-vocabulary': 'non è un valore del vocabolario {vocabulary}',
  'not-wkt': 'non è WKT in WGS84 ({detail})',
  'not-person-ids': 'non è un elenco di ID di persone',
  'no-taxon': 'non ha un taxon confermato (vedi associazione)',
  'no-person': 'non ha una persona confermata (vedi associazione)',
  'needs-pair': 'ha bisogno della sua coppia ({pair})',
  'empty': 'è vuoto',
  'no-coordinate-system': 'non è in un sistema di coordinate noto (WGS84, LV95, LV03)',
  'not-a-split-date': 'anno, mese e giorno non formano una data',
  'too-long': '{field}: al massimo {maximum} caratteri',
  'too-big': '{field}: al massimo {maximum}',
  'too-small': '{field}: almeno {minimum}',
  'wrong-type': '{field}: non è un valore di questo campo',
  'schema': '{field}: {message}',
};
