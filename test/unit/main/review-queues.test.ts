import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeskError, type FilterClauseInput } from '../../../src-shared/contract/index.js';
import type { ApiClient } from '../../../src-main/api/client.js';
import type { ObservationListRequest, ObservationsDomain } from '../../../src-main/domains/observations.js';
import { ProfileCache } from '../../../src-main/domains/reference-cache.js';
import type { ReferenceDomain } from '../../../src-main/domains/reference.js';
import { ReviewQueues } from '../../../src-main/domains/review-queues.js';
import { WorkspaceState } from '../../../src-main/domains/workspace-state.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Queues over a fake service: `neophytes` taxa have the fact, `matching(clauses)` answers each list's filtered total. */
function setup(options: { neophytes?: number[]; matching?: (clauses: readonly FilterClauseInput[]) => number; flagged?: (flags: readonly string[]) => number[] | null } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'desk-queues-'));
  dirs.push(dir);
  let user = 'steward';
  const state = new WorkspaceState({ dir, scope: () => `sandbox-${user}` });
  const lists: ObservationListRequest[] = [];
  const observations = {
    list: vi.fn(async (input: ObservationListRequest) => {
      lists.push(input);
      const total = options.matching?.(input.clauses) ?? 0;
      return { rows: total ? [{ occurrence_id: 41 }] : [], total: 999, filtered_total: total };
    }),
  } as unknown as ObservationsDomain;
  // the validation vocabulary does not start at 1 here: "not validated" is its first code, whatever it is
  const reference = { vocabularies: async () => [{ field_name: 'validation', code: 12 }, { field_name: 'validation', code: 10 }, { field_name: 'presence', code: 1 }] } as unknown as ReferenceDomain;
  const request = vi.fn(async (_request: unknown, _schema?: unknown) => ({ data: (options.neophytes ?? []).map((id) => ({ id })), total: null, filtered_total: null }));
  const api = { request } as unknown as ApiClient;
  const queues = new ReviewQueues({ state, observations, reference, api, cache: new ProfileCache({ scope: () => 'sandbox' }), flagged: options.flagged, newId: () => 'mine' });
  return { queues, lists, request, switchUser: (name: string) => (user = name) };
}

const clause = (clauses: readonly FilterClauseInput[], field: string) => clauses.find((c) => c.field === field);

describe('review queues', () => {
  it('ship three queues, "outside known range" first: neophytes, not validated, flagged, oldest first', () => {
    const { queues } = setup();
    const list = queues.list().queues;
    expect(list.map((q) => q.builtin)).toEqual(['outside-known-range', 'not-validated-oldest', 'likely-duplicates']);
    expect(list[0]).toMatchObject({ not_validated: true, taxon_fact: { fact_type: 'neophyte', fact_value: 'true' }, flags: ['within_known_range'], sort: 'event_date', dir: 'asc' });
  });

  it('resolve: the taxa of the fact (read once), the first validation code, the flagged ids and the steward\'s scope', async () => {
    const { queues, request } = setup({ neophytes: [7, 9], flagged: (flags) => (flags.includes('within_known_range') ? [41, 42] : null) });
    queues.setScope({ taxa_group_ids: [3, 3], canton_ids: [21] });
    const resolved = await queues.resolve('outside-known-range');
    expect(resolved.empty_reason).toBeNull();
    expect(resolved.clauses).toEqual([
      { field: 'taxa_group_id', operation: 'in', value: [3] },
      { field: 'location_id', operation: 'in', value: [21] },
      { field: 'validation', operation: 'eq', value: 10 },
      { field: 'taxon_id', operation: 'in', value: [7, 9] },
      { field: 'occurrence_id', operation: 'in', value: [41, 42] },
    ]);
    expect(resolved).toMatchObject({ sort: 'event_date', dir: 'asc' });
    const toScan = await queues.resolve('outside-known-range', { flags: false });
    expect(toScan.clauses.map((c) => c.field)).toEqual(['taxa_group_id', 'location_id', 'validation', 'taxon_id']);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![0]).toMatchObject({ path: '/public/v5/taxonomy/taxa', filters: [{ field: 'fact_type', value: 'neophyte' }, { field: 'fact_value', value: 'true' }] });
  });

  it('says why a queue cannot match instead of listing nothing: no taxon has the fact, or no scan flagged any record', async () => {
    expect((await setup({ neophytes: [] }).queues.resolve('outside-known-range')).empty_reason).toBe('no-taxa');
    expect((await setup({ neophytes: [7], flagged: () => null }).queues.resolve('outside-known-range')).empty_reason).toBe('no-flagged');
    const progress = await setup({ neophytes: [] }).queues.progress('outside-known-range');
    expect(progress).toEqual({ left: 0, total: 0, first_occurrence_id: null, empty_reason: 'no-taxa' });
  });

  it('progress: what is left (not validated) of the same queue whatever the validation, with the first record to open', async () => {
    const { queues, lists } = setup({ matching: (clauses) => (clause(clauses, 'validation') ? 37 : 120) });
    expect(await queues.progress('not-validated-oldest')).toEqual({ left: 37, total: 120, first_occurrence_id: 41, empty_reason: null });
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(list).toMatchObject({ limit: 1, with_total: true, right: 'validate', sort: 'event_date', dir: 'asc' });
  });

  it('keeps a user\'s own queues and scope apart from another user\'s, and refuses to change the shipped ones', async () => {
    const { queues, switchUser } = setup();
    const saved = queues.save({ name: 'Ticino orchids', clauses: [{ field: 'taxon_id', operation: 'in', value: [5] }], not_validated: false, taxon_fact: null, flags: [], sort: 'event_date', dir: 'desc' });
    expect(saved).toMatchObject({ id: 'mine', builtin: null });
    queues.setScope({ taxa_group_ids: [], canton_ids: [21] });
    expect(queues.list().queues.map((q) => q.id)).toContain('mine');
    switchUser('curator');
    expect(queues.list().queues.map((q) => q.id)).not.toContain('mine');
    expect(queues.list().scope).toEqual({ taxa_group_ids: [], canton_ids: [] });
    switchUser('steward');
    expect(() => queues.remove('outside-known-range')).toThrow(DeskError);
    expect(() => queues.save({ ...saved, id: 'likely-duplicates' })).toThrow('cannot be changed');
    queues.remove('mine');
    expect(queues.list().queues).toHaveLength(3);
    await expect(queues.resolve('mine')).rejects.toMatchObject({ status: 404 });
  });
});
