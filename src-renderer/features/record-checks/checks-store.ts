/**
 * The checks as the renderer shows them (issue 13, "flags on screen"): their definitions (names in
 * the four languages, severity), read once, and the results of the records on screen, asked of main
 * (`checks.run`, which answers kept results without checking again) and forgotten when main says
 * they changed (`checks.invalidated`) or the record was validated.
 */
import { defineStore } from 'pinia';
import { ref, shallowReactive } from 'vue';
import type { CheckDefinition, CheckId, CheckResult } from '../../../src-shared/contract/checks.js';
import type { DeskError } from '../../../src-shared/contract/errors.js';
import { getDesk, toDeskError } from '../../bridge/index.js';

/** The results of one record, or why they could not be asked. */
export type RecordChecks = { status: 'done'; results: CheckResult[] } | { status: 'error'; error: DeskError };

/** Most ids per `checks.run` (the contract's limit). */
const MAX_IDS = 1000;

/** See the file comment. */
export const useChecksStore = defineStore('recordChecks', () => {
  const definitions = ref<CheckDefinition[]>([]);
  const byRecord = shallowReactive(new Map<number, RecordChecks>());
  const asking = new Set<number>();
  /** The checks of the workspace's "has flag" filter (a queue saved from the workspace takes them). */
  const workspaceFlags = ref<CheckId[]>([]);
  let definitionsLoad: Promise<void> | null = null;
  let listening = false;

  function listen(): void {
    if (listening) return;
    listening = true;
    getDesk().on('checks.invalidated', () => byRecord.clear());
  }

  /** Reads the definitions once (a failure is retried on the next call). */
  function ensureDefinitions(): Promise<void> {
    listen();
    if (definitions.value.length) return Promise.resolve();
    definitionsLoad ??= getDesk().checks.definitions()
      .then((list) => void (definitions.value = list))
      .finally(() => (definitionsLoad = null));
    return definitionsLoad;
  }

  /** Runs the checks on the records not known yet (at most 1000 a call); each record's answer or error lands in {@link byRecord}. */
  async function ensure(ids: readonly number[], options: { force?: boolean } = {}): Promise<void> {
    listen();
    const wanted = [...new Set(ids)].filter((id) => (options.force || !byRecord.has(id)) && !asking.has(id));
    for (let start = 0; start < wanted.length; start += MAX_IDS) {
      const batch = wanted.slice(start, start + MAX_IDS);
      for (const id of batch) asking.add(id);
      try {
        const { results } = await getDesk().checks.run({ occurrence_ids: batch });
        const grouped = new Map<number, CheckResult[]>(batch.map((id) => [id, []]));
        for (const result of results) grouped.get(result.occurrence_id)?.push(result);
        for (const [id, list] of grouped) byRecord.set(id, { status: 'done', results: list });
      } catch (error) {
        for (const id of batch) byRecord.set(id, { status: 'error', error: toDeskError(error) });
      } finally {
        for (const id of batch) asking.delete(id);
      }
    }
  }

  /** Forgets a record's results (it changed: a validation was saved). */
  function forget(id: number): void {
    byRecord.delete(id);
  }

  /** The definition of a check. */
  function definition(id: CheckId): CheckDefinition | undefined {
    return definitions.value.find((entry) => entry.id === id);
  }

  /** The flags of a record (empty until checked). */
  function flagsOf(id: number): CheckResult[] {
    const entry = byRecord.get(id);
    return entry?.status === 'done' ? entry.results.filter((result) => result.outcome === 'flag') : [];
  }

  return { definitions, byRecord, workspaceFlags, ensureDefinitions, ensure, forget, definition, flagsOf };
});
