import { describe, expect, it } from 'vitest';
import { newSpeciesBody, speciesChangeBody } from './species-body.js';

const RELEVE = { id: 9, dataset_id: 3, event_date: '2025-07-02', footprint_wkt: 'POLYGON((8 46,8.001 46,8.001 46.001,8 46))', recorded_by_id: [2, 5] };

describe('species of a relevé', () => {
  it('takes the relevé’s project, plot, date and observers, as a human observation with its cover code', () => {
    expect(newSpeciesBody(RELEVE, 100, 5)).toEqual({
      ok: true,
      body: { dataset_id: 3, basis_of_record: 1, releve_id: 9, taxon_id: 100, cover: 5, footprint_wkt: RELEVE.footprint_wkt, event_date: '2025-07-02', recorded_by_id: [2, 5] },
    });
    const bare = newSpeciesBody({ id: 9, dataset_id: 3 }, 100, null);
    expect(bare).toEqual({ ok: true, body: { dataset_id: 3, basis_of_record: 1, releve_id: 9, taxon_id: 100, cover: null } });
  });

  it('checks changes with the shared schema', () => {
    expect(speciesChangeBody({ cover: 3 })).toEqual({ ok: true, body: { cover: 3 } });
    const bad = speciesChangeBody({ taxon_id: -1 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problem).toMatch(/^taxon_id/);
  });
});
