import { describe, expect, it } from 'vitest';
import { pluralText, type Translator } from './plural.js';
import '../testing/setup-messages.js';

const tree: Record<string, string> = { 'rows.one': '{count} row', 'rows.other': '{count} rows' };
const fake: Translator = {
  t: (key, values = {}) => tree[key]!.replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name])),
  te: (key) => key in tree,
};

describe('counted messages', () => {
  it('chooses the language\'s form of the count, with the count grouped', () => {
    expect(pluralText(fake, 'en', 'rows', 1)).toBe('1 row');
    expect(pluralText(fake, 'en', 'rows', 0)).toBe('0 rows');
    expect(pluralText(fake, 'fr', 'rows', 0)).toBe('0 row'); // French counts 0 as singular
    expect(pluralText(fake, 'de', 'rows', 12345)).toBe("12'345 rows");
  });

  it('falls back to `other` for a category the tree does not write (French "many" of a million)', () => {
    expect(new Intl.PluralRules('fr').select(1_000_000)).toBe('many');
    expect(pluralText(fake, 'fr', 'rows', 1_000_000)).toMatch(/ rows$/);
  });
});
