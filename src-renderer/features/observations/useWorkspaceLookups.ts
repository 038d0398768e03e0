import { computed, type ComputedRef } from 'vue';
import { useI18n } from 'vue-i18n';
import type { FilterClauseInput } from '../../../src-shared/contract/observations.js';
import type { Observation } from '../../../src-shared/schemas/observation.js';
import type { Language } from '../../../src-shared/contract/settings.js';
import { useReferenceNamesStore, type NameKind } from '../../stores/reference-names.js';
import { useChecksStore } from '../record-checks/index.js';
import { useVocabulariesStore } from '../../stores/vocabularies.js';
import type { ChipContext, Translate } from './chip-text.js';
import { numberValues } from './clause-edit.js';
import type { CellContext } from './columns.js';
import { filterFieldDef } from './filter-fields.js';
import { useTaxaGroupName } from './filters/taxa-group-name.js';

/** What the table and the chips need to show names and labels. */
export interface WorkspaceLookups {
  cell: ComputedRef<CellContext>;
  chip: ComputedRef<ChipContext>;
  /** Asks for the names the rows show (taxa, people, projects, municipalities). */
  primeRows(rows: readonly Observation[]): void;
  /** Asks for the names the chips of `clauses` show. */
  primeClauses(clauses: readonly FilterClauseInput[]): void;
  /** Asks main's checks for the flags of these records (the `checks` column shows them). */
  primeFlags(occurrence_ids: readonly number[]): void;
}

const KIND_BY_EDITOR: Partial<Record<string, NameKind>> = { taxon: 'taxon', person: 'person', unit: 'unit', project: 'project' };

/**
 * Lookups over the app's stores (vocabulary labels, names by id), reactive to the UI language and
 * to names arriving later. The vocabularies and taxa groups are read on first use.
 */
export function useWorkspaceLookups(): WorkspaceLookups {
  const { t, locale } = useI18n();
  const vocabularies = useVocabulariesStore();
  const names = useReferenceNamesStore();
  const groupName = useTaxaGroupName();
  const checks = useChecksStore();
  void vocabularies.ensureLoaded().catch(() => undefined);
  void vocabularies.ensureTaxaGroups().catch(() => undefined);

  const cell = computed<CellContext>(() => ({
    language: locale.value,
    label: (vocabulary, code) => vocabularies.label(vocabulary, code),
    taxon: (id) => names.taxon(id),
    name: (kind, id) => names.name(kind, id),
    flags: (id) => {
      const entry = checks.byRecord.get(id);
      if (entry?.status !== 'done') return null;
      return entry.results.filter((result) => result.outcome === 'flag')
        .map((result) => checks.definition(result.check_id)?.names[locale.value as Language] ?? result.check_id);
    },
  }));

  const chip = computed<ChipContext>(() => ({
    ...cell.value,
    t: t as Translate,
    taxaGroup: (id) => groupName(id),
  }));

  function primeRows(rows: readonly Observation[]): void {
    void names.request('taxon', rows.map((row) => row.taxon_id));
    void names.request('person', rows.flatMap((row) => row.recorded_by_id ?? []));
    void names.request('unit', rows.map((row) => row.municipality_id));
    void names.request('project', []);
  }

  function primeClauses(clauses: readonly FilterClauseInput[]): void {
    for (const clause of clauses) {
      const kind = KIND_BY_EDITOR[filterFieldDef(clause.field)?.editor.kind ?? ''];
      if (kind) void names.request(kind, numberValues(clause));
    }
  }

  function primeFlags(occurrence_ids: readonly number[]): void {
    void checks.ensureDefinitions().catch(() => undefined);
    void checks.ensure(occurrence_ids);
  }

  return { cell, chip, primeRows, primeClauses, primeFlags };
}
