import type { CheckSettingsMessages } from './en.js';

/** French messages of Paramètres → Contrôles automatiques. */
const checkSettingsFr: CheckSettingsMessages = {
  checkSettings: {
    title: 'Contrôles automatiques',
    intro: 'Les contrôles de plausibilité signalent les données à examiner. Ils tournent dans cette application sur ce que le service renvoie, avec ces paramètres pour le profil « {profile} ».',
    standard: 'Norme : {standard}',
    usesTaxonFacts: 'Compare avec ce que le service connaît du taxon.',
    validatedCodes: 'Données considérées comme validées (référence des contrôles par taxon)',
    severity: { error: 'Erreur', warning: 'Avertissement', info: 'Indication' },
    parameters: {
      earliest_year: 'Première année plausible',
      tolerance_in_meters: 'Tolérance (m)',
      minimum_validated_records: 'Données validées nécessaires pour juger',
      max_distance_in_meters: 'Distance (m)',
      max_uncertainty_in_meters: 'Incertitude des coordonnées maximale (m)',
      footprint_tolerance_factor: 'La surface peut dépasser l’incertitude du facteur',
      recent_years: 'Récent signifie dans les dernières (années)',
    },
    loadFailed: 'Les paramètres des contrôles n’ont pas pu être lus.',
  },
};

export default checkSettingsFr;
