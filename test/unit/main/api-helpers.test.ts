/** Pure helpers of the API core (src-main/api/): URLs, totals, problem details, network failures. */
import { describe, expect, it } from 'vitest';
import { buildApiUrl, readTotals } from '../../../src-main/api/url.js';
import { codeForStatus, problemToDeskError } from '../../../src-main/api/problem.js';
import { describeNetworkFailure, isLoopbackUrl, networkErrorCode } from '../../../src-main/api/network-errors.js';

const fetchFailure = (code: string, message = code): TypeError =>
  new TypeError('fetch failed', { cause: Object.assign(new Error(message), { code }) });

describe('buildApiUrl', () => {
  it('joins base URL (with path, with or without slash) and API path, then query and filters', () => {
    const url = buildApiUrl('https://host.example/obs/', '/rest/v5/observations', { limit: 10, with_total: true, sort: undefined, srid: null }, [
      { field: 'taxon_id', operation: 'in', value: [1, 2] },
      { field: 'event_date', operation: 'gte', value: '2025-01-01' },
      { field: 'releve_id', operation: 'is_null' },
    ]);
    expect(url.href).toBe(
      'https://host.example/obs/rest/v5/observations?limit=10&with_total=true&taxon_id%5Bin%5D=1%2C2&event_date%5Bgte%5D=2025-01-01&releve_id%5Bis_null%5D=true',
    );
    expect(buildApiUrl('http://127.0.0.1:5000', 'public/v5/vocabularies', { field_name: ['a', 'b'] }).search).toBe('?field_name=a&field_name=b');
  });

  it('reads the totals headers, null when absent or not a number', () => {
    expect(readTotals(new Headers({ 'x-total': '120', 'x-filtered-total': '7' }))).toEqual({ total: 120, filtered_total: 7 });
    expect(readTotals(new Headers({ 'x-total': 'many' }))).toEqual({ total: null, filtered_total: null });
  });
});

describe('problemToDeskError', () => {
  it('takes detail, then title, and the well-formed field errors', () => {
    const error = problemToDeskError(422, {
      type: 'about:blank', title: 'Unprocessable Entity', status: 422, detail: 'The body is not valid.',
      errors: [{ field: 'last_name', message: 'Required.' }, { field: 3, message: 'ignored' }, 'junk'],
      extension: 'kept out',
    });
    expect(error.toShape()).toEqual({ status: 422, code: 'validation', message: 'The body is not valid.', fields: [{ field: 'last_name', message: 'Required.' }] });
    expect(problemToDeskError(409, { title: 'Conflict' }).message).toBe('Conflict');
  });

  it('falls back to plain words per status for bodies it cannot read', () => {
    expect(problemToDeskError(403, '<html>nope</html>').toShape()).toEqual({ status: 403, code: 'forbidden', message: 'You do not have the right to do this.', fields: [] });
    expect(problemToDeskError(502, undefined).message).toBe('The service had a problem (HTTP 502). Please try again later.');
    expect(problemToDeskError(418, {}).code).toBe('http-error');
    expect(problemToDeskError(401, { error: 'invalid_token', error_description: 'expired' }).message).toBe('expired');
    expect([400, 404, 413, 415].map(codeForStatus)).toEqual(['bad-request', 'not-found', 'too-large', 'unsupported-media-type']);
  });
});

describe('network failures in plain words', () => {
  const url = 'https://obs.example.org:8443/public/v5/vocabularies';
  it.each([
    ['ENOTFOUND', /^The server name obs\.example\.org could not be found \(DNS\)/],
    ['ECONNREFUSED', /^Nothing answers at obs\.example\.org:8443 \(connection refused\)/],
    ['ECONNRESET', /closed the connection/],
    ['CERT_HAS_EXPIRED', /secure connection to obs\.example\.org:8443 failed.*CERT_HAS_EXPIRED/],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', /certificate or TLS setup/],
    ['EHOSTUNREACH', /network unreachable/],
  ])('%s', (code, message) => {
    expect(networkErrorCode(fetchFailure(code))).toBe(code);
    expect(describeNetworkFailure(fetchFailure(code), url)).toMatch(message);
  });

  it('timeouts, and anything else with its own words', () => {
    expect(describeNetworkFailure(new DOMException('The operation timed out', 'TimeoutError'), url, 5000)).toBe(
      'obs.example.org:8443 did not answer within 5 seconds (timeout). Check the address, or try again later.',
    );
    expect(describeNetworkFailure(new TypeError('fetch failed', { cause: new Error('something odd') }), url)).toBe('Could not connect to obs.example.org:8443: something odd.');
  });

  it('knows the loopback hosts', () => {
    expect(['http://127.0.0.1:1', 'http://localhost/', 'http://[::1]:80'].map((u) => isLoopbackUrl(u))).toEqual([true, true, true]);
    expect(isLoopbackUrl('http://127.0.0.1.example.org')).toBe(false);
  });
});
