import { describe, expect, it } from 'vitest';
import { connectionProblem, postgisProblem, PostgresStartupError } from '../../../src-server/db/postgres/startup-error.js';
import { describeTarget } from '../../../src-server/db/postgres/pool.js';

const target = describeTarget('postgres://steward:secret@db.example.org:5433/observations');

describe('PostgreSQL start-up messages', () => {
  it('names the Debian package of the server\'s major version when PostGIS is not installed', () => {
    const error = postgisProblem(target, false, 16);
    expect(error.reason).toBe('postgis-not-installed');
    expect(error.message).toContain('apt-get install postgresql-16-postgis-3');
    expect(error.message).toContain("psql -d observations -c 'CREATE EXTENSION postgis;'");
    expect(error.message).toContain('db.example.org:5433');
  });

  it('treats a host name that does not resolve as unreachable, naming host and port', () => {
    const error = connectionProblem(Object.assign(new Error('getaddrinfo ENOTFOUND db.example.org'), { code: 'ENOTFOUND' }), target);
    expect(error).toBeInstanceOf(PostgresStartupError);
    expect((error as PostgresStartupError).reason).toBe('unreachable');
    expect((error as PostgresStartupError).message).toContain('db.example.org:5433 is unreachable');
  });

  it('passes other errors through unchanged', () => {
    const other = Object.assign(new Error('too many connections'), { code: '53300' });
    expect(connectionProblem(other, target)).toBe(other);
  });

  it('never puts the password into a target description', () => {
    expect(JSON.stringify(target)).not.toContain('secret');
    expect(target).toEqual({ host: 'db.example.org', port: 5433, database: 'observations', user: 'steward' });
  });
});
