/**
 * The habitats list (TypoCH, `reference.habitats`, cached by main per server) in the data layer:
 * one query per signed-in scope (key `[scope, 'reference', 'habitats']`), read once and shared by
 * the habitat pickers of the forms and the habitat names of the detail.
 */
import { useQuery, type DefineQueryOptions, type UseQueryReturn } from '@pinia/colada';
import type { DeskOutput } from '../../src-shared/contract/desk.js';
import { getDesk } from '../bridge/index.js';
import { scopedKey } from './query-keys.js';
import { keptQuery } from './reference-lists.js';
import { useSignedInScope } from './signed-in-scope.js';

/** A habitat as `reference.habitats` answers it: id, TypoCH code, names per language (`name_en`…). */
export type HabitatEntry = DeskOutput<'reference.habitats'>[number];

/** The query options of the habitats in `scope` (a reference list: read once per scope). */
export function habitatsQuery(scope: string): DefineQueryOptions<HabitatEntry[]> {
  return keptQuery(scopedKey(scope, 'reference', 'habitats'), () => getDesk().reference.habitats());
}

/** The habitats for a component (follows the signed-in scope). */
export function useHabitats(): UseQueryReturn<HabitatEntry[]> {
  const scope = useSignedInScope();
  return useQuery(() => habitatsQuery(scope.value));
}
