/**
 * The administrative unit screen's address (`/reference/units?unit_type=canton&name=ber&id=10002`):
 * the kind of unit shown, the name searched (contains, case and accents ignored) and the unit
 * chosen (its id, the `location_id` of the observation filters). Plain parameters: the screen reads
 * every unit of a kind once and searches on screen.
 */
import { fold } from '../../../src-shared/domain/fold.js';
import { choiceParam, countParam, defineRouteQuery, plainParam, type RouteQueryState } from '../../components/lists/route-query.js';

/** The kinds of administrative unit (interface v5 `unit_type`). */
export const UNIT_TYPES = ['canton', 'district', 'municipality'] as const;
/** One kind of unit. */
export type UnitType = (typeof UNIT_TYPES)[number];

const fields = {
  unit_type: choiceParam('unit_type', UNIT_TYPES, 'municipality'),
  name: plainParam('name', '', (raw) => raw.trim().slice(0, 100) || undefined, String),
  /** The chosen unit; 0 for none. */
  id: countParam('id', 0, 9),
};

/** The screen's address codec (no sort of its own: units are listed by name). */
export const UNITS_QUERY = defineRouteQuery({ fields, sort: { allowed: ['name'] as const, initial: { sort: 'name', dir: 'asc' } } });

/** What the address says about the screen. */
export type UnitsState = RouteQueryState<typeof fields, 'name'>;

/** The units whose name contains `query` (folded), by name in `locale`'s order. */
export function matchingUnits<U extends { name: string }>(units: readonly U[], query: string, locale: string): U[] {
  const wanted = fold(query.trim());
  const collator = new Intl.Collator(locale);
  return units.filter((unit) => !wanted || fold(unit.name).includes(wanted)).sort((a, b) => collator.compare(a.name, b.name));
}
