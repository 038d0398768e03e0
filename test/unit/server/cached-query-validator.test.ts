import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { cachingQueryValidator } from '../../../src-server/http/cached-query-validator.js';
import { parseQueryString } from '../../../src-server/http/route-schemas.js';
import { observationListQuery } from '../../../src-server/routes/observations.js';
import type { ParsedListQuery } from '../../../src-server/http/route-schemas.js';

/** The querystring validator of GET /observations as the service compiles it, and how often zod parsed. */
function observationsQueryValidator(): { validate: (query: string) => { value?: ParsedListQuery; error?: unknown }; parses: () => number } {
  let parses = 0;
  const counting: FastifySchemaCompiler<ZodType> = (route) => {
    const validate = validatorCompiler(route);
    return (data: unknown) => { parses++; return validate(data); };
  };
  const schema = observationListQuery({ srids: [4326, 2056] }) as unknown as FastifySchema & ZodType;
  const validate = cachingQueryValidator(counting)({ schema, method: 'GET', url: '/rest/v5/observations', httpPart: 'querystring' });
  return { validate: (query) => validate(parseQueryString(query)) as { value?: ParsedListQuery; error?: unknown }, parses: () => parses };
}

describe('cachingQueryValidator', () => {
  it('parses a query once and answers it again with the same values', () => {
    const { validate, parses } = observationsQueryValidator();
    const first = validate('dataset_id[in]=1,2&event_date[gte]=2010-01-01&limit=100&with_total=true');
    const again = validate('dataset_id[in]=1,2&event_date[gte]=2010-01-01&limit=100&with_total=true');
    expect(again.value).toEqual(first.value);
    expect(again.value?.clauses).toEqual([
      { field: 'dataset_id', operation: 'in', value: [1, 2] }, { field: 'event_date', operation: 'gte', value: '2010-01-01' },
    ]);
    expect([...again.value!.given].sort()).toEqual(['dataset_id[in]', 'event_date[gte]', 'limit', 'with_total']);
    expect(parses()).toBe(1);
  });

  it('gives a changed filter its own parse, not the answer of the query before', () => {
    const { validate, parses } = observationsQueryValidator();
    validate('dataset_id[eq]=1&limit=10');
    const other = validate('dataset_id[eq]=2&limit=10');
    expect(other.value?.clauses).toEqual([{ field: 'dataset_id', operation: 'eq', value: 2 }]);
    expect(validate('dataset_id[eq]=1&limit=20').value?.limit).toBe(20);
    expect(parses()).toBe(3);
  });

  it('hands each request a copy: what a route adds to its query (the bbox clause) is not in the next answer', () => {
    const { validate } = observationsQueryValidator();
    const query = 'bbox=8.9,46.0,9.0,46.1&validation[in]=1,2';
    validate(query).value!.clauses.push({ field: 'footprint_wkt', operation: 'eq', value: 'POLYGON((8.9 46,9 46,9 46.1,8.9 46.1,8.9 46))' });
    const next = validate(query).value!;
    next.options.right = 'manage';
    expect(next.clauses).toEqual([{ field: 'validation', operation: 'in', value: [1, 2] }]);
    expect(validate(query).value!.options).toEqual({ bbox: '8.9,46.0,9.0,46.1' });
  });

  it('answers a bad query with its error every time', () => {
    const { validate, parses } = observationsQueryValidator();
    expect(validate('limit=0').error).toBeTruthy();
    expect(validate('limit=0').error).toBeTruthy();
    expect(validate('limit=0').value).toBeUndefined();
    expect(parses()).toBe(3);
  });
});
