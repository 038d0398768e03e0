import type { PublicNeophytesDomain } from '../domains/public-neophytes.js';
import type { TaxonomyDomain } from '../domains/taxonomy.js';
import type { DomainHandlers } from './handlers.js';

/**
 * `taxonomy.*` and `publicNeophytes.*` (src-shared/contract/taxonomy.ts, public-neophytes.ts):
 * the browsing screens' reads of the public endpoints, through src-main/domains/taxonomy.ts and
 * public-neophytes.ts. Inputs are validated by the dispatcher; clauses are checked by the domain.
 */
export function browseHandlers(taxonomy: TaxonomyDomain, neophytes: PublicNeophytesDomain): DomainHandlers<'taxonomy'> & DomainHandlers<'publicNeophytes'> {
  return {
    'taxonomy.taxon': ({ id }) => taxonomy.taxon(id),
    'taxonomy.references': () => taxonomy.references(),
    'publicNeophytes.list': (input, context) => neophytes.list(input, context?.signal),
    'publicNeophytes.get': ({ occurrence_id }) => neophytes.get(occurrence_id),
    'publicNeophytes.clusterTile': ({ z, x, y, clauses, taxa_matching }, context) => neophytes.clusterTile({ z, x, y }, clauses, taxa_matching, context?.signal),
    'publicNeophytes.compare': ({ dataset_id, offset, limit }) => neophytes.compare(dataset_id, offset, limit),
  };
}
