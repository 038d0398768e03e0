/**
 * The query schemas of the public taxonomy lists (fastify-type-provider-zod): names, taxa and
 * profiles take the name filters and the deprecated `common_name` alias of `vernacular_name`
 * (registered alike by {@link nameListRoute}); relations and references their own filters.
 * Their 400s name the parameter.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { splitFilterKey, type FilterSpec } from '../../src-shared/filters/grammar.js';
import { NAME_SORTABLE, REFERENCE_FILTERS, REFERENCE_SORTABLE, RELATION_FILTERS, RELATION_SORTABLE } from '../../src-shared/filters/taxonomy.js';
import type { SqlRunner } from '../store/store.js';
import { markDeprecated } from '../http/deprecation.js';
import { envelope } from '../http/envelope.js';
import { allowOnly } from '../http/methods.js';
import { Envelope, listQuery, listQueryParsedBy } from '../http/route-schemas.js';
import { isHead, setTotals, type ListResult } from '../query/list.js';
import { parseListQuery, type ListParams } from '../query/params.js';

/** A parsed name/taxon/profile list query; `common_name_given`: the deprecated alias was used (answer with `Deprecation`). */
export type NameListParams = ListParams & { common_name_given: boolean };

/** `common_name[op]` renamed to `vernacular_name[op]`, the other parameters as they came. */
function renameCommonName(search: URLSearchParams): { search: URLSearchParams; renamed: boolean } {
  let renamed = false;
  const out = new URLSearchParams();
  for (const [key, value] of search) {
    if (splitFilterKey(key)?.field === 'common_name') {
      renamed = true;
      out.append(key.replace(/^common_name/, 'vernacular_name'), value);
    } else out.append(key, value);
  }
  return { search: out, renamed };
}

/** The query of /names (`NAME_FILTERS`), /taxa and /taxa/profiles (`TAXA_FILTERS`): filters, paging, totals, `common_name`. */
export const nameListQuery = (filters: FilterSpec) => listQueryParsedBy(
  {
    filters, sortable: NAME_SORTABLE, options: ['common_name'],
    optionHelp: { common_name: 'Deprecated alias of vernacular_name, with each of its operations (e.g. common_name[iw_contains]); answered with a Deprecation header.' },
  },
  (raw): NameListParams => {
    const { search, renamed } = renameCommonName(raw);
    return { ...parseListQuery(search, { filters, sortable: NAME_SORTABLE }), common_name_given: renamed };
  },
);

/** The query of /taxa/{id}/relations. */
export const relationListQuery = listQuery({ filters: RELATION_FILTERS, sortable: RELATION_SORTABLE });

/** The query of /references. */
export const referenceListQuery = listQuery({ filters: REFERENCE_FILTERS, sortable: REFERENCE_SORTABLE });

/**
 * Registers GET `url`, a list over the name filters (`filters`) answered by `list`, with
 * `Deprecation` when `common_name` was used, `X-Total`/`X-Filtered-Total` with `with_total`, and
 * 405 for other methods; `item` declares one row in the OpenAPI document.
 */
export function nameListRoute<Row>(app: FastifyInstance, url: string, route: {
  summary: string;
  filters: FilterSpec;
  item: z.ZodType<Row>;
  list: (sql: SqlRunner, p: ListParams, head: boolean) => Promise<ListResult<Row>>;
}): void {
  app.withTypeProvider<ZodTypeProvider>().get(url, {
    schema: { summary: route.summary, tags: ['taxonomy'], querystring: nameListQuery(route.filters), response: { 200: Envelope(z.array(route.item)) } },
  }, async (request, reply) => {
    if (request.query.common_name_given) markDeprecated(reply);
    const result = await route.list(app.store, request.query, isHead(request));
    setTotals(reply, result);
    return envelope(result.rows);
  });
  allowOnly(app, url, ['GET']);
}
