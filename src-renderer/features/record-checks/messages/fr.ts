import type { RecordChecksMessages } from './en.js';

/** French messages of the checks on screen. */
const recordChecksFr: RecordChecksMessages = {
  recordChecks: {
    title: 'Vérifications',
    checking: 'Vérification…',
    failed: 'Les vérifications n’ont pas pu être demandées\u00a0: {message}',
    retry: 'Vérifier à nouveau',
    noFlags: 'Aucune vérification ne signale cette observation.',
    passed: '{count} vérifications réussies.',
    skipped: 'Ignorées\u00a0: {list}',
    notRun: 'Non effectuées\u00a0: {list}',
    nearestLink: 'Ouvrir l’observation validée la plus proche, #{id}',
    nearestOnMap: 'Sur la carte\u00a0: cette observation et l’observation validée la plus proche (point bleu).',
    flagsColumn: 'Vérifications',
    flagCount: '{count} signalements\u00a0: {names}',
    workspace: {
      button: 'Contrôles',
      hasFlag: 'Signalé par',
      anyFlagPlaceholder: 'Choisir des contrôles',
      apply: 'Afficher les données signalées',
      clear: 'Tout afficher à nouveau',
      checkAll: 'Contrôler les {count} résultats',
      notice: {
        'not-scanned': 'Rien n’a encore été contrôlé : aucune donnée n’est signalée. Contrôler d’abord les {matching} résultats.',
        'none-flagged': 'Aucune donnée contrôlée jusqu’ici ne porte ces signalements.',
        truncated: 'D’autres données sont signalées : la liste montre les {max} premières. Restreindre le filtre pour voir les autres.',
      },
      summary: {
        done: '{checked} contrôlées : {flagged} signalées.',
        cancelled: 'Arrêté après {checked} (conservées) : {flagged} signalées.',
        failed: 'Interrompu après {checked} : {error}',
      },
    },
    severity: { error: 'Erreur', warning: 'Avertissement', info: 'Indication' },
    reason: {
      no_event_date: 'pas de date',
      no_footprint: 'pas de géométrie',
      no_elevation: 'pas d’altitude',
      no_taxon: 'pas de taxon',
      no_verbatim_identification: 'pas d’identification d’origine',
      no_date_precision: 'pas de précision de date',
      date_too_coarse: 'date trop imprécise',
      no_reference_data: 'pas de données de référence',
      disabled: 'désactivée',
      request_failed: 'une requête a échoué',
    },
    evidence: {
      event_date_in_range: { future: 'La date {date} est dans le futur (aujourd’hui\u00a0: {today}).', early: 'La date {date} est antérieure à {year}, la première année plausible.' },
      footprint_in_country: { outside: 'Le point {point} se trouve hors de Suisse.' },
      elevation_order: { order: 'L’altitude minimale {min} dépasse l’altitude maximale {max}.' },
      elevation_in_taxon_range: { outside: 'L’altitude {min} à {max} sort de l’intervalle des {count} observations validées du taxon, {taxonMin} à {taxonMax} (tolérance {tolerance}).' },
      within_known_range: {
        nearest: 'Aucune observation validée du taxon à moins de {max}\u00a0: la plus proche, #{id}, est à {distance} ({count} observations validées).',
        none: 'Aucune observation validée du taxon à moins de {max} ({count} observations validées).',
      },
      period_within_year: { month: 'Aucune observation validée du taxon en {month}\u00a0; ses {count} observations validées datent de {months}.' },
      likely_duplicate: { duplicates: 'Même taxon le même jour à moins de {max}\u00a0: {ids}.' },
      coordinate_uncertainty_in_range: {
        uncertainty: 'L’incertitude des coordonnées {value} dépasse la limite de {max}.',
        footprint: 'La géométrie s’étend à {radius} de son point, plus que l’incertitude indiquée de {value}.',
      },
      identification_matches_taxon: { mismatch: '«\u00a0{verbatim}\u00a0» ne correspond à aucun nom de {accepted} (comparé à {names}).' },
      date_precision_recent: { coarse: 'Une observation des {years} dernières années ({date}) datée seulement à {precision} près.' },
    },
  },
};

export default recordChecksFr;
