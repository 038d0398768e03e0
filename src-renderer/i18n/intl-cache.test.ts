import { describe, expect, it } from 'vitest';
import { cachedDateTimeFormat, cachedNumberFormat } from './intl-cache.js';

describe('Intl formatter cache', () => {
  it('gives the same formatter for the same locale and options, another for other ones', () => {
    const a = cachedNumberFormat('de-CH', { maximumFractionDigits: 2 });
    expect(cachedNumberFormat('de-CH', { maximumFractionDigits: 2 })).toBe(a);
    expect(cachedNumberFormat('fr-CH', { maximumFractionDigits: 2 })).not.toBe(a);
    expect(cachedNumberFormat('de-CH', { maximumFractionDigits: 0 })).not.toBe(a);
    expect(a.format(12345.678)).toMatch(/^12[’']345\.68$/);
    const date = cachedDateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(cachedDateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(date);
    expect(date.format(Date.UTC(2025, 5, 14))).toBe('14 Jun 2025');
  });
});
