/**
 * Small parts of the upload queue: backoff delays, which failures are retried, the messages of
 * 413/415/422, the rate meter, and restoring saved items (src-main/uploads/retry-policy.ts,
 * rate.ts, store.ts).
 */
import { describe, expect, it } from 'vitest';
import { DeskError } from '../../../src-shared/contract/index.js';
import { RateMeter } from '../../../src-main/uploads/rate.js';
import { backoffDelayMs, DEFAULT_RETRY_POLICY, isRetryable, uploadError } from '../../../src-main/uploads/retry-policy.js';
import { publicItem, restoredItem, type StoredUploadItem } from '../../../src-main/uploads/store.js';

const shape = (status: number, code: string) => ({ status, code, message: 'x', fields: [] });

describe('backoff', () => {
  it('doubles from the base delay up to the cap, with equal jitter between half and the whole delay', () => {
    expect([1, 2, 3, 4, 5, 10].map((n) => backoffDelayMs(n, DEFAULT_RETRY_POLICY, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000, 60000]);
    expect(backoffDelayMs(3, DEFAULT_RETRY_POLICY, () => 0)).toBe(2000);
    expect(backoffDelayMs(3, DEFAULT_RETRY_POLICY, () => 0.5)).toBe(3000);
  });

  it('retries no answer, stalls, 408, 429 and 5xx, but not cancel, file problems or other 4xx', () => {
    expect([shape(0, 'network'), shape(0, 'stalled'), shape(408, 'http-error'), shape(429, 'rate-limited'), shape(500, 'server'), shape(503, 'server')].map(isRetryable)).toEqual([true, true, true, true, true, true]);
    expect([shape(0, 'cancelled'), shape(0, 'file-missing'), shape(0, 'file-changed'), shape(400, 'bad-request'), shape(401, 'session-expired'), shape(403, 'forbidden'), shape(413, 'too-large'), shape(415, 'x'), shape(422, 'validation')].map(isRetryable)).toEqual(Array(9).fill(false));
  });
});

describe('messages', () => {
  it('names the file and its size for 413, the file for 415, and the fields for 422', () => {
    const big = uploadError(new DeskError(shape(413, 'too-large')), 'scan.tif', 3.5 * 1024 * 1024 * 1024);
    expect(big.message).toBe('“scan.tif” (3584.0 MB) is larger than the service accepts. x');
    expect(uploadError(new DeskError(shape(415, 'unsupported-media-type')), 'a.exe', 1).message).toBe('The service does not accept the type of “a.exe”. x');
    const invalid = uploadError(new DeskError({ status: 422, code: 'validation', message: 'Some fields are not valid.', fields: [{ field: 'doc[dataset_id]', message: 'No write right on project 4.' }] }), 'a.jpg', 1);
    // the part name doc[dataset_id] becomes the form's field name
    expect(invalid).toMatchObject({ message: 'The service refused the details of “a.jpg”: dataset_id: No write right on project 4.', fields: [{ field: 'dataset_id' }] });
    expect(uploadError(new TypeError('boom'), 'a.jpg', 1)).toEqual({ status: 0, code: 'internal', message: '“a.jpg” could not be uploaded: boom', fields: [] });
  });
});

describe('rate meter', () => {
  it('measures over the last three seconds and estimates the time left', () => {
    const meter = new RateMeter();
    expect(meter.rateBytesPerS()).toBe(0);
    expect(meter.etaMs(100)).toBeNull();
    meter.add(0, 0);
    meter.add(1000, 10_000_000); // 10 MB/s for a second
    for (let t = 2000; t <= 6000; t += 1000) meter.add(t, 10_000_000 + (t - 1000) * 1000); // then 1 MB/s
    expect(meter.rateBytesPerS()).toBeCloseTo(1_000_000, -3);
    expect(meter.etaMs(5_000_000)).toBe(5000);
  });
});

describe('restore', () => {
  const base = { bytes_sent: 500, bytes_total: 1000, rate_bytes_per_s: 20, eta_ms: 25, retry_at: '2025-06-14T08:00:01.000Z', scope: 's' } as StoredUploadItem;

  it('turns queued and uploading items into interrupted ones without progress, and keeps finished ones', () => {
    expect(restoredItem({ ...base, state: 'uploading' })).toMatchObject({ state: 'interrupted', bytes_sent: 0, rate_bytes_per_s: 0, eta_ms: null, retry_at: null });
    expect(restoredItem({ ...base, state: 'queued' }).state).toBe('interrupted');
    expect(restoredItem({ ...base, state: 'done' })).toMatchObject({ state: 'done', bytes_sent: 500 });
    expect(restoredItem({ ...base, state: 'failed' }).state).toBe('failed');
  });

  it('never hands the session scope to the renderer', () => {
    expect(publicItem({ ...base, state: 'done' })).not.toHaveProperty('scope');
  });
});
