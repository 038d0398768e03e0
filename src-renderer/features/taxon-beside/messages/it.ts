/** Italian messages of the taxon beside a record (see ./en.ts). */
import type { TaxonBesideMessages } from './en.js';

const taxonBesideIt: TaxonBesideMessages = {
  taxonBeside: {
    title: 'Il taxon',
    loading: 'Caricamento del taxon…',
    noTaxon: 'Questa osservazione non indica alcun taxon.',
    failed: 'Impossibile caricare il taxon: {message}',
    notFound: 'La tassonomia non ha alcun nome con questo numero.',
    retry: 'Riprova',
    acceptedName: 'Nome accettato',
    family: 'Famiglia',
    vernacularName: 'Nome comune',
    noVernacular: 'nessuno in questa lingua',
    synonyms: 'Sinonimi',
    relations: 'Relazioni',
    profile: 'Profilo',
    references: 'Elencato in',
    none: 'nessuno',
    openPage: 'Apri la pagina del taxon',
    records: {
      title: 'I suoi dati validati',
      loading: 'Lettura dei dati validati del taxon…',
      failed: 'Impossibile leggere i dati validati del taxon: {message}',
      none: 'Nessun dato validato di questo taxon: nessun dato di riferimento.',
      count: 'Dati validati: {count}',
      sampled: 'La carta mostra {shown} di {count} punti.',
      showAll: 'Mostrarli nelle osservazioni',
      elevation: 'Altitudine',
      elevationRange: 'da {minimum} a {maximum} m',
      noElevation: 'nessun dato validato indica un’altitudine',
      showElevation: 'Dati in questa fascia altitudinale',
      months: 'Mesi',
      showMonths: 'Mostrarli per data',
    },
    map: { label: 'Carta dei dati validati del taxon (verde) e di questa osservazione (arancione)' },
    months: {
      label: 'Dati validati per mese',
      bar: 'Dati in {month}: {count}',
    },
  },
};

export default taxonBesideIt;
