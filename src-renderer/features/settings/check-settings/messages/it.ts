import type { CheckSettingsMessages } from './en.js';

/** Italian messages of Impostazioni → Controlli automatici. */
const checkSettingsIt: CheckSettingsMessages = {
  checkSettings: {
    title: 'Controlli automatici',
    intro: 'I controlli di plausibilità segnalano i dati da esaminare. Sono eseguiti in questa applicazione su ciò che il servizio restituisce, con queste impostazioni per il profilo «{profile}».',
    standard: 'Standard: {standard}',
    usesTaxonFacts: 'Confronta con ciò che il servizio conosce del taxon.',
    validatedCodes: 'Dati considerati validati (riferimento dei controlli per taxon)',
    severity: { error: 'Errore', warning: 'Avviso', info: 'Indicazione' },
    parameters: {
      earliest_year: 'Primo anno plausibile',
      tolerance_in_meters: 'Tolleranza (m)',
      minimum_validated_records: 'Dati validati necessari per giudicare',
      max_distance_in_meters: 'Distanza (m)',
      max_uncertainty_in_meters: 'Incertezza massima delle coordinate (m)',
      footprint_tolerance_factor: 'La superficie può superare l’incertezza del fattore',
      recent_years: 'Recente significa negli ultimi (anni)',
    },
    loadFailed: 'Non è stato possibile leggere le impostazioni dei controlli.',
  },
};

export default checkSettingsIt;
