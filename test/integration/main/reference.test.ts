/**
 * Reference lookups through the desk (src-main/domains/reference.ts) against the reference
 * service: vocabularies (cached per profile), taxon names (scientific and vernacular, any
 * language), taxa groups, people, projects by right, administrative units, habitats.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/index.js';
import { startTestServer } from '../../helpers/server.js';
import type { TestDesk } from './desk-fixture.js';
import { call, signedInDesk } from './workspace-fixture.js';

let server: RunningServer;
let manager: TestDesk;
let steward: TestDesk;

beforeAll(async () => {
  server = await startTestServer();
  [manager, steward] = await Promise.all([signedInDesk(server, 'manager'), signedInDesk(server, 'steward')]);
});
afterAll(async () => {
  await Promise.all([manager?.services.dispose(), steward?.services.dispose()]);
  await server?.close();
});

describe('reference.vocabularies', () => {
  it('answers every entry with its four labels, with one request per profile', async () => {
    manager.requests.reset();
    const first = await call(manager, 'reference.vocabularies', undefined);
    const second = await call(manager, 'reference.vocabularies', undefined);
    expect(second).toBe(first);
    expect(manager.requests.count('GET /public/v5/vocabularies')).toBe(1);
    const count = server.db.prepare('SELECT count(*) FROM vocabularies').pluck().get() as number;
    expect(first).toHaveLength(count);
    expect(first.filter((v) => v.field_name === 'validation').map((v) => v.code)).toEqual([1, 2, 3, 4, 5]);
    expect(first.find((v) => v.field_name === 'validation' && v.code === 2)).toMatchObject({ label_en: expect.any(String), label_de: expect.any(String) });
  });

  it('loads again after a switch to another profile, and shares concurrent loads', async () => {
    const desk = await signedInDesk(server, 'manager');
    desk.requests.reset();
    const [a, b] = await Promise.all([call(desk, 'reference.vocabularies', undefined), call(desk, 'reference.vocabularies', undefined)]);
    expect(b).toBe(a);
    expect(desk.requests.count('GET /public/v5/vocabularies')).toBe(1);
    const sandbox = desk.services.settings.activeProfile();
    const copy = desk.services.settings.save({
      name: 'Sandbox copy', service_base_url: sandbox.service_base_url, auth_server_url: sandbox.auth_server_url,
      client_id: sandbox.client_id, grant_type: sandbox.grant_type,
    });
    await call(desk, 'profiles.activate', { id: copy.profile.id });
    const reloaded = await call(desk, 'reference.vocabularies', undefined);
    expect(reloaded).not.toBe(a); // loaded again for the other profile …
    expect(reloaded).toEqual(a);
    expect(await call(desk, 'reference.vocabularies', undefined)).toBe(reloaded); // … and cached for it
    await desk.services.dispose();
  });
});

describe('reference.taxonNames', () => {
  it('finds a genus by scientific name, accepted names first', async () => {
    const names = await call(manager, 'reference.taxonNames', { query: 'Dianthus' });
    expect(names.map((n) => n.scientific_name)).toContain('Dianthus sylvestris Wulfen');
    const firstSynonym = names.findIndex((n) => n.taxonomic_status !== 'accepted');
    if (firstSynonym >= 0) expect(names.slice(firstSynonym).every((n) => n.taxonomic_status !== 'accepted')).toBe(true);
  });

  it('finds by vernacular name in any language, ignoring case and accents', async () => {
    const nelke = await call(manager, 'reference.taxonNames', { query: 'Nelke' });
    expect(nelke.map((n) => n.scientific_name)).toContain('Dianthus sylvestris Wulfen');
    expect(nelke.find((n) => n.scientific_name.startsWith('Dianthus sylvestris'))?.vernacular_name_de).toBe('Stein-Nelke');
    const italian = await call(manager, 'reference.taxonNames', { query: 'garofano selvatico' });
    expect(italian[0]?.scientific_name).toBe('Dianthus sylvestris Wulfen');
  });

  it('merges the two searches without duplicates, respects the limit, and reads by ids in the order asked', async () => {
    const names = await call(manager, 'reference.taxonNames', { query: 'a', limit: 30 });
    expect(names).toHaveLength(30);
    expect(new Set(names.map((n) => n.id)).size).toBe(30);
    const byIds = await call(manager, 'reference.taxonNames', { ids: [2, 1, 2] });
    expect(byIds.map((n) => n.id)).toEqual([2, 1]);
    expect(await call(manager, 'reference.taxonNames', { query: '  ' })).toEqual([]);
    expect((await call(manager, 'reference.taxonNames', { query: 'Dianthus, Wulfen' })).length).toBeGreaterThan(0);
  });
});

describe('reference.taxaGroups', () => {
  it('answers every group of the taxonomy once, cached', async () => {
    manager.requests.reset();
    const groups = await call(manager, 'reference.taxaGroups', undefined);
    const expected = server.db.prepare('SELECT id, name FROM taxa_groups ORDER BY name').all();
    expect(groups).toEqual(expected);
    expect(manager.requests.count('GET /public/v5/taxonomy/taxa')).toBe(expected.length + 1);
    await call(manager, 'reference.taxaGroups', undefined);
    expect(manager.requests.count('GET /public/v5/taxonomy/taxa')).toBe(expected.length + 1);
  });
});

describe('reference.people', () => {
  it('finds people by last or first name, and by full name', async () => {
    const byLast = await call(manager, 'reference.people', { query: 'steiner' });
    expect(byLast.map((p) => `${p.first_name} ${p.last_name}`)).toContain('Sabine Steiner');
    const byFirst = await call(manager, 'reference.people', { query: 'sabine' });
    expect(byFirst.map((p) => p.last_name)).toContain('Steiner');
    const full = await call(manager, 'reference.people', { query: 'Sabine Steiner' });
    expect(full[0]).toMatchObject({ first_name: 'Sabine', last_name: 'Steiner' });
    expect(new Set(byFirst.map((p) => p.id)).size).toBe(byFirst.length);
  });

  it('reads people by ids in the order asked', async () => {
    const ids = server.db.prepare('SELECT person_id FROM accounts ORDER BY username DESC').pluck().all() as number[];
    expect((await call(manager, 'reference.people', { ids })).map((p) => p.id)).toEqual(ids);
  });
});

describe('reference.projects', () => {
  it('lists the projects on which the caller has the right', async () => {
    const all = server.db.prepare('SELECT count(*) FROM projects').pluck().get() as number;
    expect(await call(manager, 'reference.projects', { right: 'manage' })).toHaveLength(all);
    expect(await call(steward, 'reference.projects', {})).toHaveLength(all - 1);
    expect(await call(steward, 'reference.projects', { right: 'validate' })).toHaveLength(all - 1);
    expect(await call(steward, 'reference.projects', { right: 'write' })).toEqual([]);
    expect((await call(steward, 'reference.projects', {}))[0]).toMatchObject({ project_name: expect.any(String), my_role: 'validator' });
  });
});

describe('reference.administrativeUnits', () => {
  it('lists units by type, without geometry unless asked', async () => {
    const cantons = await call(manager, 'reference.administrativeUnits', { unit_type: ['canton'], limit: 100 });
    expect(cantons).toHaveLength(26);
    expect(cantons.every((u) => u.unit_type === 'canton' && !('geometry' in u))).toBe(true);
    const [ticino] = await call(manager, 'reference.administrativeUnits', { ids: [10021], with_geometry: true });
    expect(ticino).toMatchObject({ id: 10021, unit_type: 'canton', geometry: { type: expect.stringMatching(/Polygon$/) } });
  });

  it('searches by name (sorted by name) and pages through all municipalities', async () => {
    const found = await call(manager, 'reference.administrativeUnits', { query: 'bellinz', unit_type: ['municipality'] });
    expect(found.map((u) => u.name)).toContain('Bellinzona');
    const count = server.db.prepare("SELECT count(*) FROM administrative_units WHERE unit_type = 'municipality'").pluck().get() as number;
    const first = await call(manager, 'reference.administrativeUnits', { unit_type: ['municipality'], limit: 1000 });
    const rest = await call(manager, 'reference.administrativeUnits', { unit_type: ['municipality'], limit: 1000, offset: 1000 });
    const last = await call(manager, 'reference.administrativeUnits', { unit_type: ['municipality'], limit: 1000, offset: 2000 });
    expect(new Set([...first, ...rest, ...last].map((u) => u.id)).size).toBe(count);
  });

  it('caches lookups per profile', async () => {
    manager.requests.reset();
    await call(manager, 'reference.administrativeUnits', { unit_type: ['district'], limit: 5 });
    await call(manager, 'reference.administrativeUnits', { unit_type: ['district'], limit: 5 });
    expect(manager.requests.count('GET /public/v5/administrative_units')).toBe(1);
  });
});

describe('reference.habitats', () => {
  it('answers every habitat, cached', async () => {
    manager.requests.reset();
    const habitats = await call(manager, 'reference.habitats', undefined);
    expect(habitats.length).toBe(server.db.prepare('SELECT count(*) FROM habitats').pluck().get());
    expect(habitats[0]).toMatchObject({ id: expect.any(Number), code: expect.any(String), name_de: expect.any(String) });
    await call(manager, 'reference.habitats', undefined);
    expect(manager.requests.count('GET /public/v5/habitats')).toBe(1);
  });
});
