import type { RowReasonCode } from './en.js';

/** Why an import row is refused, in French (see ./en.ts). */
export const rowReasonsFr: Record<RowReasonCode, string> = {
  'not-a-number': 'n’est pas un nombre',
  'not-a-date': 'n’est pas une date (ISO 8601, jj.mm.aaaa ou un intervalle Darwin Core)',
  'interval-end-not-a-date': 'a une fin d’intervalle qui n’est pas une date',
  'ends-before-start': 'se termine avant de commencer',
  'spans-decade': 'couvre plus d’une décennie',
  'outside-coordinate-range': 'est hors de la plage des coordonnées',
  'not-in-vocabulary': 'n’est pas une valeur du vocabulaire {vocabulary}',
  'not-wkt': 'n’est pas du WKT en WGS84 ({detail})',
  'not-person-ids': 'n’est pas une liste d’identifiants de personnes',
  'no-taxon': 'n’a pas de taxon confirmé (voir l’association)',
  'no-person': 'n’a pas de personne confirmée (voir l’association)',
  'needs-pair': 'a besoin de sa paire ({pair})',
  'empty': 'est vide',
  'no-coordinate-system': 'n’est dans aucun système de coordonnées connu (WGS84, LV95, LV03)',
  'not-a-split-date': 'l’année, le mois et le jour ne forment pas une date',
  'too-long': '{field} : au plus {maximum} caractères',
  'too-big': '{field} : au plus {maximum}',
  'too-small': '{field} : au moins {minimum}',
  'wrong-type': '{field} : pas une valeur de ce champ',
  'schema': '{field} : {message}',
};
