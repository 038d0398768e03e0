import { describe, expect, it } from 'vitest';
import { INTL_LOCALES, localesOf } from '../../../src-shared/domain/locale.js';

describe('the locale map', () => {
  it('writes the national languages in their Swiss variants and English as in the UK', () => {
    expect(localesOf('de').display).toBe('de-CH');
    expect(localesOf('fr').display).toBe('fr-CH');
    expect(localesOf('it').display).toBe('it-CH');
    expect(localesOf('en').display).toBe('en-GB');
  });

  it('writes coordinates in Swiss grouping in every language, so no grouping comma is pasted', () => {
    expect(localesOf('en').coordinates).toBe('en-CH');
    expect(new Intl.NumberFormat(localesOf('en').coordinates).format(2_600_000)).not.toContain(',');
  });

  it('reads a regional tag as its language and keeps a foreign one', () => {
    expect(localesOf('de-AT').display).toBe('de-CH');
    expect(localesOf('es').display).toBe('es');
    expect(INTL_LOCALES).toEqual(['en-GB', 'en-CH', 'de-CH', 'fr-CH', 'it-CH']);
  });
});
