import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import type { TaxonFactsSummary } from '../../../src-shared/contract/taxon-facts-summary.js';
import type { TaxonPage } from '../../../src-shared/contract/taxonomy.js';
import { i18n } from '../../i18n/index.js';
import { makeObservation } from '../../testing/fake-observations.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import TaxonBeside from './TaxonBeside.vue';

let app: MountedApp | undefined;
afterEach(() => {
  app?.wrapper.unmount();
  app = undefined;
  i18n.global.locale.value = 'en';
  document.body.innerHTML = '';
});

const JAPONICA = {
  id: 187, scientific_name: 'Reynoutria japonica Houtt.', rank: 'species', taxonomic_status: 'accepted', genus: 'Reynoutria', family: 'Polygonaceae',
  group: 'vascular_plants', reference_id: 1, vernacular_name_de: 'Japanischer Staudenknöterich', vernacular_name_fr: 'Renouée du Japon',
  vernacular_name_it: null, vernacular_name_en: 'Japanese knotweed', accepted_taxon_id: 187, accepted_scientific_name: 'Reynoutria japonica Houtt.',
};
const PAGE: TaxonPage = {
  name: JAPONICA,
  taxon: { ...JAPONICA, synonyms: [{ id: 391, scientific_name: 'Fallopia japonica (Houtt.) Ronse Decr.' }] },
  profile: { taxon_id: 187, scientific_name: JAPONICA.scientific_name, rank: 'species', group: 'vascular_plants', facts: [{ fact_type: 'neophyte', fact_value: 'true' }] },
  relations: [{ taxon_id: 187, relation_type: 'listed_in', reference_id: 2, reference_title: 'Checklist 2017', related_taxon_id: null, related_scientific_name: null }],
  parents: [],
};
const FACTS: TaxonFactsSummary = {
  taxon_id: 187, validated_codes: [2, 3], validated_record_count: 42,
  validated_month_counts: [0, 0, 0, 0, 2, 10, 20, 8, 2, 0, 0, 0],
  elevation_range_in_meters: { minimum: 210, maximum: 1450, count: 40 }, validated_point_count: 0, points: [],
};

async function open(facts: TaxonFactsSummary = FACTS): Promise<MountedApp> {
  const desk = createFakeDesk();
  desk.fn('taxonomy.taxon').mockResolvedValue(PAGE);
  desk.fn('taxonomy.references').mockResolvedValue([{ id: 1, title: 'Flora Helvetica 2018', short_title: 'FH' }]);
  desk.fn('checks.taxonFacts').mockResolvedValue(facts);
  const observation = makeObservation(5, { taxon_id: 187, event_date: '2025-03-14T09:00:00.000+01:00' });
  const Root = defineComponent({ setup: () => () => h(TaxonBeside, { observation }) });
  return mountApp(Root, '/', desk);
}

describe('TaxonBeside', () => {
  it('asks for the taxon only after the detail was painted, then names it in the UI language with synonyms, profile and references', async () => {
    i18n.global.locale.value = 'de';
    app = await open();
    expect(app.desk.fn('taxonomy.taxon')).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(app!.wrapper.find('[data-testid="taxon-beside-names"]').exists()).toBe(true));
    expect(app.desk.fn('taxonomy.taxon')).toHaveBeenCalledWith({ id: 187 });
    const names = app.wrapper.get('[data-testid="taxon-beside-names"]').text();
    expect(names).toContain('Reynoutria japonica Houtt.');
    expect(names).toContain('Polygonaceae');
    expect(names).toContain('Japanischer Staudenknöterich');
    expect(names).not.toContain('Japanese knotweed');
    expect(app.wrapper.get('[data-testid="taxon-beside-synonyms"]').text()).toContain('Fallopia japonica');
    expect(app.wrapper.get('[data-testid="taxon-beside-profile"]').text()).toContain('neophyte: true');
    expect(app.wrapper.get('[data-testid="taxon-beside-references"]').text()).toContain('Flora Helvetica 2018');
    expect(app.wrapper.get('[data-testid="taxon-beside-references"]').text()).toContain('Checklist 2017');
  });

  it('shows the validated records with the month histogram (the record’s month marked) and links to them in the workspace', async () => {
    app = await open();
    await vi.waitFor(() => expect(app!.wrapper.find('[data-testid="taxon-records-count"]').exists()).toBe(true));
    expect(app.desk.fn('checks.taxonFacts')).toHaveBeenCalledWith({ taxon_id: 187 });
    expect(app.wrapper.get('[data-testid="taxon-records-count"]').text()).toBe('Validated records: 42');
    expect(app.wrapper.get('[data-testid="taxon-records-all"]').attributes('href')).toBe('/observations?taxon_id[in]=187&validation[in]=2,3');
    expect(app.wrapper.get('[data-testid="taxon-records-elevation"]').text()).toContain('210 to 1,450 m');
    expect(app.wrapper.get('[data-testid="taxon-records-elevation-link"]').attributes('href'))
      .toBe('/observations?taxon_id[in]=187&validation[in]=2,3&minimum_elevation_in_meters[gte]=210&minimum_elevation_in_meters[lte]=1450');
    const months = app.wrapper.findAll('[data-testid="taxon-month-histogram"] li');
    expect(months).toHaveLength(12);
    expect(months[6]!.attributes('aria-label')).toBe('Records in July: 20');
    expect(months[2]!.attributes('aria-label')).toBe('Records in March: 0');
    expect(months[2]!.classes()).toContain('month-histogram__month--current');
  });

  it('says "no reference data" for a taxon without validated records, not an empty chart', async () => {
    app = await open({ ...FACTS, validated_record_count: 0, validated_month_counts: new Array(12).fill(0), elevation_range_in_meters: null });
    await vi.waitFor(() => expect(app!.wrapper.find('[data-testid="taxon-records-none"]').exists()).toBe(true));
    expect(app.wrapper.get('[data-testid="taxon-records-none"]').text()).toContain('no reference data');
    expect(app.wrapper.find('[data-testid="taxon-month-histogram"]').exists()).toBe(false);
  });
});
