import { afterEach, describe, expect, it } from 'vitest';
import type { CheckResult } from '../../../src-shared/contract/checks.js';
import { i18n, setLocale } from '../../i18n/index.js';
import '../../testing/setup-messages.js';
import { evidenceWords, formatDistance, monthName } from './evidence-words.js';

const t = (key: string, params?: Record<string, unknown>) => i18n.global.t(key, params ?? {});
const inLanguage = async (language: 'en' | 'de' | 'fr' | 'it', result: CheckResult): Promise<string> => {
  await setLocale(language);
  return evidenceWords(result, t, language);
};
afterEach(() => setLocale('en'));

const range = (nearest: boolean): CheckResult => ({
  occurrence_id: 5, check_id: 'within_known_range', outcome: 'flag',
  evidence: {
    max_distance_in_meters: 30_000, validated_record_count: 12,
    nearest: nearest ? { occurrence_id: 812, distance_in_meters: 41_260, longitude: 8.95, latitude: 46.0, event_date: '2023-06-01T00:00:00.000+02:00' } : null,
  },
});

describe('check evidence in words', async () => {
  it('names the nearest validated record and its distance, in each language', async () => {
    expect(await inLanguage('en', range(true))).toBe('No validated record of the taxon within 30\u00a0km: the nearest, #812, is 41.3\u00a0km away (12 validated records).');
    expect(await inLanguage('de', range(true))).toBe('Keine validierte Beobachtung des Taxons innert 30\u00a0km: die nächste, #812, ist 41.3\u00a0km entfernt (12 validierte Beobachtungen).');
    expect(await inLanguage('fr', range(false))).toContain('Aucune observation validée du taxon à moins de 30\u00a0km');
    expect(await inLanguage('it', range(true))).toContain('#812');
  });

  it('says which side of a date or an uncertainty failed', async () => {
    const future: CheckResult = { occurrence_id: 1, check_id: 'event_date_in_range', outcome: 'flag', evidence: { event_date: '2031-05-02T10:00:00.000+02:00', problem: 'in_future', earliest_year: 1800, reference_date: '2026-11-26' } };
    expect(await inLanguage('en', future)).toBe('The date 02/05/2031 is in the future (today is 26/11/2026).');
    const early: CheckResult = { ...future, evidence: { ...future.evidence!, event_date: '1750-05-02T10:00:00.000+01:00', problem: 'before_earliest_year' } } as CheckResult;
    expect(await inLanguage('de', early)).toBe('Das Datum 02.05.1750 liegt vor 1800, dem frühesten plausiblen Jahr.');
    const footprint: CheckResult = { occurrence_id: 1, check_id: 'coordinate_uncertainty_in_range', outcome: 'flag', evidence: { coordinate_uncertainty_in_meters: 10, max_uncertainty_in_meters: 5000, footprint_radius_in_meters: 240.4, problem: 'footprint_larger_than_uncertainty' } };
    expect(await inLanguage('en', footprint)).toBe('The footprint reaches 240\u00a0m from its point, more than the stated uncertainty of 10\u00a0m.');
  });

  it('writes months by name and distances in m below a kilometre', async () => {
    expect(monthName(3, 'de')).toBe('März');
    expect(monthName(3, 'fr')).toBe('mars');
    expect(formatDistance(999.6, 'en')).toBe('1,000\u00a0m');
    expect(formatDistance(850, 'en')).toBe('850\u00a0m');
    expect(formatDistance(1_250, 'fr')).toBe('1,3\u00a0km');
  });

  it('gives nothing for a result without evidence (skipped, not run, a kept pass)', async () => {
    expect(await inLanguage('en', { occurrence_id: 1, check_id: 'likely_duplicate', outcome: 'skipped', evidence: null, reason: { code: 'no_footprint' } })).toBe('');
  });
});
