import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView } from 'vue-router';
import { DeskError } from '../../../src-shared/contract/errors.js';
import type { TaxonPage } from '../../../src-shared/contract/taxonomy.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';

let app: MountedApp | undefined;
afterEach(() => {
  app?.wrapper.unmount();
  app = undefined;
  document.body.innerHTML = '';
});

const Root = defineComponent({ setup: () => () => h('div', [h(RouterView)]) });

const JAPONICA = {
  id: 187, scientific_name: 'Reynoutria japonica Houtt.', rank: 'species', taxonomic_status: 'accepted', genus: 'Reynoutria', family: 'Polygonaceae',
  group: 'vascular_plants', reference_id: 1, vernacular_name_de: 'Japanischer Staudenknöterich', vernacular_name_fr: 'Renouée du Japon',
  vernacular_name_it: null, vernacular_name_en: 'Japanese knotweed', accepted_taxon_id: 187, accepted_scientific_name: 'Reynoutria japonica Houtt.',
};
const PAGE: TaxonPage = {
  name: { ...JAPONICA, id: 391, scientific_name: 'Fallopia japonica (Houtt.) Ronse Decr.', taxonomic_status: 'synonym' },
  taxon: { ...JAPONICA, synonyms: [{ id: 391, scientific_name: 'Fallopia japonica (Houtt.) Ronse Decr.' }] },
  profile: { taxon_id: 187, scientific_name: JAPONICA.scientific_name, rank: 'species', group: 'vascular_plants', facts: [{ fact_type: 'neophyte', fact_value: 'true' }] },
  relations: [{ taxon_id: 187, relation_type: 'listed_in', reference_id: 2, reference_title: 'Checklist 2017', related_taxon_id: null, related_scientific_name: null }],
  parents: [{ ...JAPONICA, id: 12, scientific_name: 'Polygonaceae', rank: 'family' }],
};

async function open(path: string, answer: () => Promise<TaxonPage>): Promise<MountedApp> {
  const desk = createFakeDesk();
  desk.fn('taxonomy.taxon').mockImplementation(answer);
  desk.fn('taxonomy.references').mockResolvedValue([{ id: 1, title: 'Flora Helvetica 2018', short_title: 'FH' }]);
  const mounted = await mountApp(Root, path, desk);
  await flushPromises();
  return mounted;
}

describe('TaxonView', () => {
  it('shows a synonym as a notice above its accepted taxon, with parents, vernacular names, facts and references', async () => {
    app = await open('/taxa/391', async () => PAGE);
    const text = app.wrapper.text();
    expect(app.desk.fn('taxonomy.taxon')).toHaveBeenCalledWith({ id: 391 });
    expect(app.wrapper.get('[data-testid="taxon-synonym-notice"]').text()).toContain('Fallopia japonica (Houtt.) Ronse Decr. is a synonym');
    expect(app.wrapper.get('[data-testid="taxon-name"]').text()).toBe('Reynoutria japonica Houtt.');
    expect(text).toContain('Japanese knotweed');
    expect(app.wrapper.get('[data-testid="taxon-vernacular-names"]').text()).toContain('Japanischer Staudenknöterich');
    expect(app.wrapper.get('[data-testid="taxon-facts"]').text()).toContain('neophyte');
    expect(app.wrapper.get('[data-testid="taxon-references"]').text()).toContain('Flora Helvetica 2018');
    expect(app.wrapper.get('[data-testid="taxon-references"]').text()).toContain('Checklist 2017');
    const family = app.wrapper.findAll('a').find((a) => a.text() === 'Polygonaceae');
    expect(family?.attributes('href')).toBe('/taxa/12');
  });

  it('links the accepted taxon’s observations and its public neophyte observations', async () => {
    app = await open('/taxa/187', async () => ({ ...PAGE, name: JAPONICA }));
    expect(app.wrapper.find('[data-testid="taxon-synonym-notice"]').exists()).toBe(false);
    expect(app.wrapper.get('[data-testid="taxon-observations"]').attributes('href')).toBe('/observations?taxon_id[in]=187');

  });

  it('says "not found" for an unknown id and keeps the way back', async () => {
    app = await open('/taxa/999999', async () => { throw new DeskError({ status: 404, code: 'not-found', message: 'No taxon name 999999.', fields: [] }); });
    expect(app.wrapper.get('[data-testid="load-problem"]').text()).toContain('The taxonomy has no name with this number.');
    expect(app.wrapper.findAll('a').some((a) => a.attributes('href') === '/taxa' && a.text().includes('Back to the taxonomy'))).toBe(true);
  });
});
