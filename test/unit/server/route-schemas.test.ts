import { describe, expect, it } from 'vitest';
import { OPS } from '../../../src-shared/filters/grammar.js';
import { ProblemError } from '../../../src-server/http/problem.js';
import { listQuery, parseQueryString } from '../../../src-server/http/route-schemas.js';

/** The problem a query schema's failure carries (what the service answers, http/route-schemas.ts validationProblem). */
function problemOf(result: { error?: { issues: readonly object[] } }): ProblemError | undefined {
  const issue = result.error?.issues[0] as { params?: { problem?: unknown } } | undefined;
  const problem = issue?.params?.problem;
  return problem instanceof ProblemError ? problem : undefined;
}

describe('listQuery', () => {
  const schema = listQuery({ filters: { code: { type: 'integer', operations: OPS.ordered } }, sortable: ['code'] });

  it('parses filters and paging of the query as the service parses it', () => {
    const parsed = schema.parse(parseQueryString('code[gte]=2&limit=5&sort=code&dir=desc'));
    expect(parsed).toMatchObject({ limit: 5, offset: 0, sort: 'code', dir: 'desc', clauses: [{ field: 'code', operation: 'gte', value: 2 }] });
    expect([...parsed.given].sort()).toEqual(['code[gte]', 'dir', 'limit', 'sort']);
  });

  it('refuses __proto__ as the unknown parameter it is (zod\'s object parsing drops that key, so it passed unseen)', () => {
    const result = schema.safeParse(parseQueryString('limit=5&__proto__=1'));
    expect(result.success).toBe(false);
    expect(problemOf(result)).toMatchObject({ status: 400, parameter: '__proto__' });
  });

  it('refuses an unknown parameter with a 400 naming it', () => {
    const result = schema.safeParse(parseQueryString('colour=red'));
    expect(problemOf(result)).toMatchObject({ status: 400, parameter: 'colour' });
  });
});
