import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import type { PublicComparisonRow } from '../../../src-shared/contract/public-neophytes.js';
import type { Observation } from '../../../src-shared/schemas/observation.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import ProjectPublicView from './ProjectPublicView.vue';
import { publicMarks } from './public-comparison.js';

let app: MountedApp | undefined;
afterEach(() => {
  app?.wrapper.unmount();
  app = undefined;
  document.body.innerHTML = '';
});

const observation = (occurrence_id: number, event_date: string): Observation =>
  ({ occurrence_id, dataset_id: 3, taxon_id: 187, basis_of_record: 1, event_date, recorded_by_id: [1] }) as Observation;
const published = (occurrence_id: number, event_date: string, recorded_by: string[]) => ({
  occurrence_id, uuid: `u${occurrence_id}`, taxon_id: 187, dataset_name: 'Flora Ticino (GBIF)', event_date, recorded_by, decimal_longitude: 8.9, decimal_latitude: 46,
  coordinate_uncertainty_in_meters: null, municipality_id: null, v_presence_status: null, footprint_wkt: null, identified_by: null, neophyte: null, supplements: null,
});
const ROWS: PublicComparisonRow[] = [
  { observation: observation(11, '2025-06-14T09:30:00.000+02:00'), published: published(11, '2025-06-01T00:00:00.000+02:00', ['anonymous']) },
  { observation: observation(12, '2025-06-14T09:30:00.000+02:00'), published: published(12, '2025-06-14T09:30:00.000+02:00', ['Sabine Steiner']) },
  { observation: observation(13, '2025-06-14T09:30:00.000+02:00'), published: null },
];

describe('publicMarks', () => {
  it('marks a rounded date and anonymised observers, and a record the public does not see', () => {
    expect(ROWS.map(publicMarks)).toEqual([
      { published: true, rounded: true, anonymised: true },
      { published: true, rounded: false, anonymised: false },
      { published: false, rounded: false, anonymised: false },
    ]);
  });
});

describe('ProjectPublicView', () => {
  it('sets each observation beside what the public sees, with the changes marked', async () => {
    const desk = createFakeDesk();
    desk.fn('publicNeophytes.compare').mockResolvedValue({ rows: ROWS, filtered_total: 3, published_on_page: 2 });
    desk.fn('reference.taxonNames').mockResolvedValue([{ id: 187, scientific_name: 'Reynoutria japonica Houtt.' }]);
    desk.fn('reference.people').mockResolvedValue([{ id: 1, first_name: 'Sabine', last_name: 'Steiner' }]);
    app = await mountApp(defineComponent({ setup: () => () => h(ProjectPublicView, { projectId: 3, isPublic: true }) }), '/', desk);
    await flushPromises();
    expect(desk.fn('publicNeophytes.compare')).toHaveBeenCalledWith({ dataset_id: 3, offset: 0, limit: 50 });
    expect(app.wrapper.text()).toContain('2 of the 3 observations shown are public (3 in the project)');
    const cells = (id: number) => app!.wrapper.get(`[data-occurrence="${id}"]`).text();
    expect(cells(11)).toContain('rounded');
    // dates as recorded: the rounded one reads as the first of its month in any time zone
    expect(cells(11)).toContain('14 Jun 2025, 09:30');
    expect(cells(11)).toContain('1 Jun 2025');
    expect(cells(11)).toContain('anonymised');
    expect(cells(12)).not.toContain('rounded');
    expect(cells(13)).toContain('not published');
  });

  it('says that a project that is not public publishes nothing, without asking the service', async () => {
    const desk = createFakeDesk();
    app = await mountApp(defineComponent({ setup: () => () => h(ProjectPublicView, { projectId: 3, isPublic: false }) }), '/', desk);
    await flushPromises();
    expect(app.wrapper.get('[data-testid="project-not-public"]').text()).toContain('not public');
    expect(desk.fn('publicNeophytes.compare')).not.toHaveBeenCalled();
  });
});
