import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src-shared/contract/settings.js';
import de from './de.js';
import en from './en.js';
import fr from './fr.js';
import it_ from './it.js';
import { UI_LANGUAGES } from '../i18n/languages.js';

const locales = { en, de, fr, it: it_ } as const;

/** Every leaf of a message tree as `path → text`. */
function leaves(tree: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) for (const [p, v] of leaves(value, path)) out.set(p, v);
    else out.set(path, value);
  }
  return out;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
const english = leaves(en);

describe('i18n completeness', () => {
  it('offers exactly the contract\'s languages', () => {
    expect([...UI_LANGUAGES]).toEqual([...LANGUAGES]);
    expect(Object.keys(locales)).toEqual([...LANGUAGES]);
  });

  for (const [language, messages] of Object.entries(locales)) {
    describe(language, () => {
      const own = leaves(messages);

      it('has every key of English and no other', () => {
        expect([...english.keys()].filter((key) => !own.has(key))).toEqual([]);
        expect([...own.keys()].filter((key) => !english.has(key))).toEqual([]);
      });

      it('has a non-empty text for every key, with the same placeholders as English', () => {
        for (const [key, text] of own) {
          expect(typeof text, key).toBe('string');
          expect((text as string).trim(), key).not.toBe('');
          expect(placeholders(text as string), key).toEqual(placeholders(english.get(key) as string));
        }
      });

      it('uses no character vue-i18n would read as syntax (@ | and stray braces)', () => {
        for (const [key, text] of own) {
          expect(text as string, key).not.toMatch(/[@|$%]/);
          expect((text as string).replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/);
        }
      });
    });
  }

  it('is really translated: key UI words differ from English', () => {
    expect([de.signIn.button, fr.signIn.button, it_.signIn.button]).toEqual(['Anmelden', 'Se connecter', 'Accedi']);
    expect([de.topbar.signOut, fr.topbar.signOut, it_.topbar.signOut]).toEqual(['Abmelden', 'Se déconnecter', 'Esci']);
  });
});

describe('every key the code uses exists', () => {
  const sources = import.meta.glob(['../**/*.vue', '../**/*.ts', '!../**/*.test.ts', '!../i18n/*.ts', '!./*.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

  it('finds the t(…) calls', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
  });

  it('resolves every literal key of t(…) and of the i18n key tables in English', () => {
    const missing: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      const keys = [
        ...[...text.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)].map((m) => m[1]!),
        // Key tables (e.g. error code → title key) live in the features and components/feedback;
        // bridge and stores use desk names like 'service.status' that only look like keys.
        ...(file.startsWith('../features/') || file.startsWith('../components/') || file.endsWith('.vue')
          ? [...text.matchAll(/'((?:settings|errors|nav|home|signIn|expired|service|topbar|app|primevue)\.[\w.]+)'/g)].map((m) => m[1]!)
          : []),
      ];
      for (const key of keys) if (!english.has(key)) missing.push(`${file}: ${key}`);
    }
    expect(missing).toEqual([]);
  });
});
