/**
 * How many observations, relevés and documents a project holds (`projects.holdings`: `with_total`
 * with `dataset_id[eq]` on each list, records the caller may read), through the data layer: the
 * project page and each row of the project list share one cached answer per project.
 */
import type { ProjectHoldings } from '../../../src-shared/contract/projects.js';
import { getDesk } from '../../bridge/index.js';
import { useLoaded, type Loaded } from '../../data/use-loaded.js';

/** The holdings of the project `id()` (read when the caller mounts and whenever the id changes). */
export function useProjectHoldings(id: () => number): Loaded<ProjectHoldings> {
  return useLoaded<ProjectHoldings>({ domain: 'projects', what: 'holdings', input: id }, () => getDesk().projects.holdings({ id: id() }));
}
