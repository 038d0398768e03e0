import { describe, expect, it } from 'vitest';
import { bulkMaintenanceWorkMem } from '../../../src-server/db/postgres/seed.js';

const MB = 2 ** 20;

describe('memory of the index builds after a PostgreSQL bulk load', () => {
  it('gives a small load the 512 MB it had before and grows with the rows from ~2M on', () => {
    expect(bulkMaintenanceWorkMem(20_000)).toBe(512 * MB);
    expect(bulkMaintenanceWorkMem(1_000_000)).toBe(512 * MB);
    expect(bulkMaintenanceWorkMem(4_000_000)).toBe(4_000_000 * 256);
  });

  it('stops at 2 GB, so that a 10M or larger load does not ask the server for more', () => {
    expect(bulkMaintenanceWorkMem(10_000_000)).toBe(2048 * MB);
    expect(bulkMaintenanceWorkMem(100_000_000)).toBe(2048 * MB);
  });
});
