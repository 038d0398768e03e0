import '../../testing/setup-messages.js';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src-shared/contract/index.js';
import { i18n, setLocale } from '../../i18n/index.js';

async function count(language: Language, kind: 'canton' | 'district' | 'municipality'): Promise<string> {
  await setLocale(language);
  return i18n.global.t(`referenceData.units.count.${kind}`, { shown: '12', total: '2,134' });
}

describe('the count above the administrative units', () => {
  it('names the kind inside the sentence as each language writes it there (nouns capitalised in German only)', async () => {
    expect(await count('en', 'municipality')).toBe('12 of 2,134 municipalities');
    expect(await count('en', 'canton')).toBe('12 of 2,134 cantons');
    expect(await count('de', 'municipality')).toBe('12 von 2,134 Gemeinden');
    expect(await count('fr', 'municipality')).toBe('12 sur 2,134 communes');
    expect(await count('it', 'district')).toBe('12 di 2,134 distretti');
    await setLocale('en');
  });
});
