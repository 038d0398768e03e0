import type { CheckSettingsMessages } from './en.js';

/** German messages of Einstellungen → Automatische Prüfungen (Swiss usage: ss for ß). */
const checkSettingsDe: CheckSettingsMessages = {
  checkSettings: {
    title: 'Automatische Prüfungen',
    intro: 'Plausibilitätsprüfungen markieren Funde zur Durchsicht. Sie laufen in dieser App über das, was der Dienst liefert, mit diesen Einstellungen für das Profil «{profile}».',
    standard: 'Standard: {standard}',
    usesTaxonFacts: 'Vergleicht mit dem, was der Dienst zum Taxon hat.',
    validatedCodes: 'Funde, die als validiert gelten (Referenz der Taxon-Prüfungen)',
    severity: { error: 'Fehler', warning: 'Warnung', info: 'Hinweis' },
    parameters: {
      earliest_year: 'Frühestes plausibles Jahr',
      tolerance_in_meters: 'Toleranz (m)',
      minimum_validated_records: 'Nötige validierte Funde für ein Urteil',
      max_distance_in_meters: 'Distanz (m)',
      max_uncertainty_in_meters: 'Grösste Koordinatenunsicherheit (m)',
      footprint_tolerance_factor: 'Fundfläche darf die Unsicherheit übertreffen um den Faktor',
      recent_years: 'Neu heisst innerhalb der letzten (Jahre)',
    },
    loadFailed: 'Die Einstellungen der Prüfungen konnten nicht gelesen werden.',
  },
};

export default checkSettingsDe;
