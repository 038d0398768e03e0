/**
 * English messages of Settings → Automatic checks (the checks' own names come from main in the
 * four languages). Spread into messages/en.ts. vue-i18n syntax: `{name}` is a placeholder.
 */
const checkSettingsEn = {
  checkSettings: {
    title: 'Automatic checks',
    intro: 'Plausibility checks flag records for review. They run in this app over what the service returns, with these settings for the profile “{profile}”.',
    standard: 'Standard: {standard}',
    usesTaxonFacts: 'Compares with what the service holds on the taxon.',
    validatedCodes: 'Records that count as validated (the reference of the taxon checks)',
    severity: { error: 'Error', warning: 'Warning', info: 'Hint' },
    parameters: {
      earliest_year: 'Earliest plausible year',
      tolerance_in_meters: 'Tolerance (m)',
      minimum_validated_records: 'Validated records needed to judge',
      max_distance_in_meters: 'Distance (m)',
      max_uncertainty_in_meters: 'Largest coordinate uncertainty (m)',
      footprint_tolerance_factor: 'Footprint may exceed the uncertainty by the factor',
      recent_years: 'Recent means within the last (years)',
    },
    loadFailed: 'The check settings could not be read.',
  },
};

export type CheckSettingsMessages = typeof checkSettingsEn;
export default checkSettingsEn;
