import type { RecordChecksMessages } from './en.js';

/** German messages of the checks on screen (Swiss orthography). */
const recordChecksDe: RecordChecksMessages = {
  recordChecks: {
    title: 'Prüfungen',
    checking: 'Wird geprüft…',
    failed: 'Die Prüfungen konnten nicht abgefragt werden: {message}',
    retry: 'Erneut prüfen',
    noFlags: 'Keine Prüfung meldet etwas zu dieser Beobachtung.',
    passed: '{count} Prüfungen bestanden.',
    skipped: 'Übersprungen: {list}',
    notRun: 'Nicht ausgeführt: {list}',
    nearestLink: 'Nächste validierte Beobachtung öffnen, #{id}',
    nearestOnMap: 'Auf der Karte: diese Beobachtung und die nächste validierte (blauer Punkt).',
    flagsColumn: 'Prüfungen',
    flagCount: '{count} Hinweise: {names}',
    workspace: {
      button: 'Prüfungen',
      hasFlag: 'Hat Markierung',
      anyFlagPlaceholder: 'Prüfungen wählen',
      apply: 'Markierte Funde zeigen',
      clear: 'Wieder alle zeigen',
      checkAll: 'Alle {count} Treffer prüfen',
      notice: {
        'not-scanned': 'Noch wurde nichts geprüft, deshalb trägt kein Fund eine Markierung. Zuerst alle {matching} Treffer prüfen.',
        'none-flagged': 'Kein bisher geprüfter Fund trägt diese Markierungen.',
        truncated: 'Es sind mehr Funde markiert: die Liste zeigt die ersten {max}. Den Filter eingrenzen, um die übrigen zu sehen.',
      },
      summary: {
        done: '{checked} geprüft: {flagged} markiert.',
        cancelled: 'Nach {checked} angehalten (behalten): {flagged} markiert.',
        failed: 'Nach {checked} abgebrochen: {error}',
      },
    },
    severity: { error: 'Fehler', warning: 'Warnung', info: 'Hinweis' },
    reason: {
      no_event_date: 'kein Datum',
      no_footprint: 'keine Geometrie',
      no_elevation: 'keine Höhe',
      no_taxon: 'kein Taxon',
      no_verbatim_identification: 'keine ursprüngliche Bestimmung',
      no_date_precision: 'keine Datumsgenauigkeit',
      date_too_coarse: 'Datum zu ungenau',
      no_reference_data: 'keine Referenzdaten',
      disabled: 'ausgeschaltet',
      request_failed: 'eine Anfrage ist fehlgeschlagen',
    },
    evidence: {
      event_date_in_range: { future: 'Das Datum {date} liegt in der Zukunft (heute ist der {today}).', early: 'Das Datum {date} liegt vor {year}, dem frühesten plausiblen Jahr.' },
      footprint_in_country: { outside: 'Der Punkt {point} liegt ausserhalb der Schweiz.' },
      elevation_order: { order: 'Die minimale Höhe {min} liegt über der maximalen Höhe {max}.' },
      elevation_in_taxon_range: { outside: 'Die Höhe {min} bis {max} liegt ausserhalb des Bereichs der {count} validierten Beobachtungen des Taxons, {taxonMin} bis {taxonMax} (Toleranz {tolerance}).' },
      within_known_range: {
        nearest: 'Keine validierte Beobachtung des Taxons innert {max}: die nächste, #{id}, ist {distance} entfernt ({count} validierte Beobachtungen).',
        none: 'Keine validierte Beobachtung des Taxons innert {max} ({count} validierte Beobachtungen).',
      },
      period_within_year: { month: 'Keine validierte Beobachtung des Taxons im {month}; seine {count} validierten Beobachtungen stammen aus {months}.' },
      likely_duplicate: { duplicates: 'Gleiches Taxon am gleichen Tag innert {max}: {ids}.' },
      coordinate_uncertainty_in_range: {
        uncertainty: 'Die Koordinatenunsicherheit {value} liegt über der Grenze von {max}.',
        footprint: 'Die Geometrie reicht {radius} von ihrem Punkt, mehr als die angegebene Unsicherheit von {value}.',
      },
      identification_matches_taxon: { mismatch: '«{verbatim}» passt zu keinem Namen von {accepted} (verglichen mit {names}).' },
      date_precision_recent: { coarse: 'Eine Beobachtung der letzten {years} Jahre ({date}) nur auf {precision} genau datiert.' },
    },
  },
};

export default recordChecksDe;
