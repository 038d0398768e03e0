import type { ReferenceDomain } from '../domains/reference.js';
import type { DomainHandlers } from './handlers.js';

/**
 * `reference.*` (src-shared/contract/reference.ts): vocabularies, taxon names, taxa groups,
 * people, projects, administrative units and habitats for pickers and labels, through
 * src-main/domains/reference.ts (which caches what rarely changes per active profile).
 */
export function referenceHandlers(reference: ReferenceDomain): DomainHandlers<'reference'> {
  return {
    'reference.vocabularies': () => reference.vocabularies(),
    'reference.taxonNames': (lookup) => reference.taxonNames(lookup),
    'reference.taxaGroups': () => reference.taxaGroups(),
    'reference.people': (lookup) => reference.people(lookup),
    'reference.projects': ({ right }) => reference.projects(right),
    'reference.administrativeUnits': (lookup) => reference.administrativeUnits(lookup),
    'reference.habitats': () => reference.habitats(),
  };
}
