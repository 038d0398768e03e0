/**
 * Every administrative unit of one kind with its boundary (`reference.administrativeUnits` with
 * `with_geometry`, pages of 1000 until a shorter one: 2,134 municipalities are three reads),
 * through the data layer: key `[scope, 'reference', 'unit-geometries', kind]`, never stale while
 * the desk runs (units change with a data release), collected five minutes after the last screen
 * that showed them closed (the boundaries weigh megabytes).
 */
import { useQuery, type UseQueryReturn } from '@pinia/colada';
import { markRaw, type Ref } from 'vue';
import type { AdministrativeUnit } from '../../../src-shared/contract/reference.js';
import { getDesk } from '../../bridge/index.js';
import { scopedKey } from '../../data/query-keys.js';
import { useSignedInScope } from '../../data/signed-in-scope.js';
import type { UnitType } from './units-query.js';

/** Units per read (the interface notes' largest page). */
const PAGE = 1000;

/** Reads every unit of `kind` with its geometry, page by page. */
export async function readUnitGeometries(kind: UnitType): Promise<AdministrativeUnit[]> {
  const all: AdministrativeUnit[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await getDesk().reference.administrativeUnits({ unit_type: [kind], with_geometry: true, limit: PAGE, offset });
    all.push(...page);
    if (page.length < PAGE) return all;
  }
}

/** The units of the kind `kind` names, read when it changes. */
export function useUnitGeometries(kind: Ref<UnitType>): UseQueryReturn<AdministrativeUnit[]> {
  const scope = useSignedInScope();
  return useQuery({
    key: () => scopedKey(scope.value, 'reference', 'unit-geometries', kind.value),
    // plain records nobody edits: no deep reactivity over thousands of polygons
    query: async () => markRaw(await readUnitGeometries(kind.value)),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
