import type { RecordChecksMessages } from './en.js';

/** Italian messages of the checks on screen. */
const recordChecksIt: RecordChecksMessages = {
  recordChecks: {
    title: 'Verifiche',
    checking: 'Verifica in corso…',
    failed: 'Impossibile richiedere le verifiche: {message}',
    retry: 'Verifica di nuovo',
    noFlags: 'Nessuna verifica segnala questa osservazione.',
    passed: '{count} verifiche superate.',
    skipped: 'Saltate: {list}',
    notRun: 'Non eseguite: {list}',
    nearestLink: 'Apri l’osservazione validata più vicina, #{id}',
    nearestOnMap: 'Sulla carta: questa osservazione e l’osservazione validata più vicina (punto blu).',
    flagsColumn: 'Verifiche',
    flagCount: '{count} segnalazioni: {names}',
    workspace: {
      button: 'Controlli',
      hasFlag: 'Segnalato da',
      anyFlagPlaceholder: 'Scegliere i controlli',
      apply: 'Mostrare i dati segnalati',
      clear: 'Mostrare di nuovo tutti',
      checkAll: 'Controllare tutti i {count} risultati',
      notice: {
        'not-scanned': 'Non è ancora stato controllato nulla: nessun dato è segnalato. Controllare prima i {matching} risultati.',
        'none-flagged': 'Nessun dato controllato finora porta queste segnalazioni.',
        truncated: 'Altri dati sono segnalati: l’elenco mostra i primi {max}. Restringere il filtro per vedere gli altri.',
      },
      summary: {
        done: '{checked} controllati: {flagged} segnalati.',
        cancelled: 'Fermato dopo {checked} (conservati): {flagged} segnalati.',
        failed: 'Interrotto dopo {checked}: {error}',
      },
    },
    severity: { error: 'Errore', warning: 'Avviso', info: 'Indicazione' },
    reason: {
      no_event_date: 'nessuna data',
      no_footprint: 'nessuna geometria',
      no_elevation: 'nessuna quota',
      no_taxon: 'nessun taxon',
      no_verbatim_identification: 'nessuna determinazione originale',
      no_date_precision: 'nessuna precisione della data',
      date_too_coarse: 'data troppo imprecisa',
      no_reference_data: 'nessun dato di riferimento',
      disabled: 'disattivata',
      request_failed: 'una richiesta non è riuscita',
    },
    evidence: {
      event_date_in_range: { future: 'La data {date} è nel futuro (oggi è il {today}).', early: 'La data {date} è anteriore al {year}, il primo anno plausibile.' },
      footprint_in_country: { outside: 'Il punto {point} si trova fuori dalla Svizzera.' },
      elevation_order: { order: 'La quota minima {min} supera la quota massima {max}.' },
      elevation_in_taxon_range: { outside: 'La quota da {min} a {max} è fuori dall’intervallo delle {count} osservazioni validate del taxon, da {taxonMin} a {taxonMax} (tolleranza {tolerance}).' },
      within_known_range: {
        nearest: 'Nessuna osservazione validata del taxon entro {max}: la più vicina, #{id}, dista {distance} ({count} osservazioni validate).',
        none: 'Nessuna osservazione validata del taxon entro {max} ({count} osservazioni validate).',
      },
      period_within_year: { month: 'Nessuna osservazione validata del taxon in {month}; le sue {count} osservazioni validate sono di {months}.' },
      likely_duplicate: { duplicates: 'Stesso taxon nello stesso giorno entro {max}: {ids}.' },
      coordinate_uncertainty_in_range: {
        uncertainty: 'L’incertezza delle coordinate {value} supera il limite di {max}.',
        footprint: 'La geometria si estende a {radius} dal suo punto, più dell’incertezza indicata di {value}.',
      },
      identification_matches_taxon: { mismatch: '«{verbatim}» non corrisponde a nessun nome di {accepted} (confrontato con {names}).' },
      date_precision_recent: { coarse: 'Un’osservazione degli ultimi {years} anni ({date}) datata solo al {precision}.' },
    },
  },
};

export default recordChecksIt;
