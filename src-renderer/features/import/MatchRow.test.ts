import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLocale } from '../../i18n/index.js';
import MatchRow from './MatchRow.vue';
import '../../testing/setup-messages.js';

afterEach(async () => {
  await setLocale('en');
});

const rowsOf = (rows: number): string =>
  mount(MatchRow, { props: { name: 'Ailanthus altissima', rows, modelValue: null, options: [], choosable: false }, global: { plugins: [i18n] } }).get('.rows').text();

describe('a name of the matching step', () => {
  it('counts its rows in the language\'s singular and plural', async () => {
    expect([rowsOf(1), rowsOf(2)]).toEqual(['1 row', '2 rows']);
    await setLocale('fr');
    expect([rowsOf(0), rowsOf(1), rowsOf(2)]).toEqual(['0 ligne', '1 ligne', '2 lignes']);
    await setLocale('de');
    expect([rowsOf(1), rowsOf(1200)]).toEqual(['1 Zeile', "1'200 Zeilen"]);
  });
});
