import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DESK_METHODS, DeskError, WORKSPACE_STATE_MAX_BYTES } from '../../../src-shared/contract/index.js';
import { WorkspaceState } from '../../../src-main/domains/workspace-state.js';
import { workspaceStateHandlers } from '../../../src-main/ipc/workspace-state.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'desk-state-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('workspace state', () => {
  it('keeps a draft across a restart (a new instance over the same folder reads it)', () => {
    const dir = tempDir();
    const draft = { footprint_wkt: 'POINT (8.95 46.0)', basis_of_record: 1, recorded_by_id: [1, 2] };
    new WorkspaceState({ dir, scope: () => 'profile-a-steward' }).put('draft:observation:new', draft);
    const restarted = new WorkspaceState({ dir, scope: () => 'profile-a-steward' });
    expect(restarted.get('draft:observation:new')).toEqual(draft);
    expect(readdirSync(dir).some((name) => name.startsWith('state-profile-a-steward'))).toBe(true);
  });

  it('keeps each user apart: one user never reads another one\'s drafts', () => {
    const dir = tempDir();
    let user = 'steward';
    const state = new WorkspaceState({ dir, scope: () => user });
    state.put('draft:observation:7', { occurrence_remarks: 'steward typing' });
    user = 'curator';
    expect(state.get('draft:observation:7')).toBeNull();
    expect(state.list('draft:')).toEqual([]);
    user = 'steward';
    expect(state.get('draft:observation:7')).toEqual({ occurrence_remarks: 'steward typing' });
  });

  it('refuses without a signed-in user (401 not-signed-in)', () => {
    const state = new WorkspaceState({ dir: tempDir(), scope: () => null });
    expect(() => state.put('saved-filters', [])).toThrow(DeskError);
    let thrown: unknown;
    try {
      state.get('saved-filters');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ status: 401, code: 'not-signed-in' });
  });

  it('lists the keys of a prefix newest first, and removes them', async () => {
    let now = Date.parse('2026-11-21T10:00:00Z');
    const state = new WorkspaceState({ dir: tempDir(), scope: () => 'u', now: () => now });
    const handlers = workspaceStateHandlers(state);
    await handlers['workspaceState.put']({ key: 'draft:observation:1', value: { a: 1 } });
    now += 60_000;
    await handlers['workspaceState.put']({ key: 'draft:observation:new', value: { b: 2 } });
    await handlers['workspaceState.put']({ key: 'saved-filters', value: [] });
    expect((await handlers['workspaceState.list']({ prefix: 'draft:observation:' })).entries).toEqual([
      { key: 'draft:observation:new', saved_at: '2026-11-21T10:01:00.000Z' },
      { key: 'draft:observation:1', saved_at: '2026-11-21T10:00:00.000Z' },
    ]);
    await handlers['workspaceState.remove']({ key: 'draft:observation:1' });
    await handlers['workspaceState.remove']({ key: 'draft:observation:missing' });
    expect((await handlers['workspaceState.get']({ key: 'draft:observation:1' })).value).toBeNull();
    expect((await handlers['workspaceState.list']({ prefix: 'draft:' })).entries.map((e) => e.key)).toEqual(['draft:observation:new']);
  });

  it('the contract refuses keys that are not keys and values beyond the size limit', () => {
    const put = DESK_METHODS['workspaceState.put'].input;
    expect(put.safeParse({ key: '../settings', value: 1 }).success).toBe(false);
    expect(put.safeParse({ key: 'Draft', value: 1 }).success).toBe(false);
    expect(put.safeParse({ key: 'draft:observation:new', value: { wkt: 'x'.repeat(WORKSPACE_STATE_MAX_BYTES) } }).success).toBe(false);
    expect(put.safeParse({ key: 'draft:observation:new', value: { when: new Date() } }).success).toBe(false);
    expect(put.safeParse({ key: 'draft:observation:new', value: { wkt: 'POINT (1 2)' } }).success).toBe(true);
  });
});
