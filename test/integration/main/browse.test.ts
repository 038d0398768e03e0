/**
 * The browsing screens' reads through the desk (src-main/domains/taxonomy.ts,
 * public-neophytes.ts) against the reference service: a taxon page (a synonym leads to its
 * accepted taxon, parents, profile, relations), the public neophyte list without sign-in, one
 * published record and a 404 for an unpublished one, cluster tiles naming single observations,
 * and a project beside what the public sees of it (anonymised observers, rounded dates).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/index.js';
import { startTestServer } from '../../helpers/server.js';
import { composeDesk, type TestDesk } from './desk-fixture.js';
import { call, deskError, signedInDesk } from './workspace-fixture.js';

let server: RunningServer;
let anonymous: TestDesk;
let manager: TestDesk;

beforeAll(async () => {
  server = await startTestServer();
  anonymous = composeDesk(server);
  manager = await signedInDesk(server, 'manager');
});
afterAll(async () => {
  await Promise.all([anonymous?.services.dispose(), manager?.services.dispose()]);
  await server?.close();
});

describe('taxonomy.taxon', () => {
  it('gives a synonym its accepted taxon with profile, relations and parents, signed out', async () => {
    const page = await call(anonymous, 'taxonomy.taxon', { id: 391 });
    expect(page.name).toMatchObject({ id: 391, taxonomic_status: 'synonym', accepted_taxon_id: 187 });
    expect(page.taxon).toMatchObject({ id: 187, scientific_name: 'Reynoutria japonica Houtt.', family: 'Polygonaceae' });
    expect(page.taxon?.synonyms.map((s) => s.id).sort()).toEqual([391, 392]);
    expect(page.profile?.facts.length).toBeGreaterThan(0);
    expect(page.relations.some((r) => r.relation_type === 'has_synonym' && r.related_taxon_id === 391)).toBe(true);
    for (const parent of page.parents) expect(['Reynoutria', 'Polygonaceae']).toContain(parent.scientific_name);
  });

  it('answers not-found for an id the taxonomy does not hold', async () => {
    const error = await deskError(call(anonymous, 'taxonomy.taxon', { id: 999_999 }));
    expect(error).toMatchObject({ status: 404, code: 'not-found' });
  });
});

describe('publicNeophytes', () => {
  it('lists published records with totals and control filters, signed out', async () => {
    const page = await call(anonymous, 'publicNeophytes.list', { clauses: [], limit: 5 });
    expect(page.rows).toHaveLength(5);
    expect(page.filtered_total).toBeGreaterThan(5);
    const controlled = await call(anonymous, 'publicNeophytes.list', { clauses: [{ field: 'control_type', operation: 'is_not_null' }], limit: 50 });
    expect(controlled.rows.length).toBeGreaterThan(0);
    expect(controlled.rows.every((row) => row.neophyte !== null)).toBe(true);
  });

  it('refuses a clause the public endpoints do not offer before any request', async () => {
    const error = await deskError(call(anonymous, 'publicNeophytes.list', { clauses: [{ field: 'recorded_by_id', operation: 'in', value: [1] }] }));
    expect(error).toMatchObject({ code: 'invalid-input', fields: [expect.objectContaining({ field: 'recorded_by_id' })] });
  });

  it('reads one published record, and not-found for one that is not published', async () => {
    const [first] = (await call(anonymous, 'publicNeophytes.list', { clauses: [], limit: 1 })).rows;
    expect(await call(anonymous, 'publicNeophytes.get', { occurrence_id: first!.occurrence_id })).toMatchObject({ occurrence_id: first!.occurrence_id });
    const hidden = server.db.prepare('SELECT o.occurrence_id FROM observations o JOIN projects p ON p.id = o.dataset_id WHERE p.is_public = 0 LIMIT 1').pluck().get() as number;
    expect(await deskError(call(anonymous, 'publicNeophytes.get', { occurrence_id: hidden }))).toMatchObject({ status: 404 });
  });

  it('reads the world tile, whose clusters count every published record', async () => {
    const world = await call(anonymous, 'publicNeophytes.clusterTile', { z: 0, x: 0, y: 0, clauses: [] });
    expect(world.type).toBe('FeatureCollection');
    const total = world.features.reduce((sum, f) => sum + Number((f.properties as { total: number }).total), 0);
    expect(total).toBe((await call(anonymous, 'publicNeophytes.list', { clauses: [], limit: 1 })).filtered_total);
  });

  it('sets a project beside what the public sees of it: observers anonymised, dates rounded', async () => {
    const project = server.db.prepare("SELECT id FROM projects WHERE is_public = 1 AND anonymise_observers = 1 AND date_rounding <> 'none' LIMIT 1").pluck().get() as number | undefined;
    expect(project).toBeDefined();
    const page = await call(manager, 'publicNeophytes.compare', { dataset_id: project!, limit: 200 });
    const published = page.rows.filter((row) => row.published !== null);
    expect(published.length).toBe(page.published_on_page);
    expect(published.length).toBeGreaterThan(0);
    for (const { observation, published: shown } of published) {
      expect(shown!.occurrence_id).toBe(observation.occurrence_id);
      expect(shown!.recorded_by.every((name) => name === 'anonymous')).toBe(true);
    }
  });
});
