import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../../src-server/auth/login-throttle.js';

describe('LoginThrottle', () => {
  const clock = { nowMs: 1_000_000 };
  const throttle = (): LoginThrottle => new LoginThrottle({}, () => clock.nowMs);

  it('lets five failures through, then makes each attempt wait twice as long as the one before', () => {
    const t = throttle();
    for (let i = 0; i < 5; i++) { expect(t.retryAfterMs('steward|10.0.0.1')).toBe(0); t.fail('steward|10.0.0.1'); }
    expect(t.retryAfterMs('steward|10.0.0.1')).toBe(0);
    t.fail('steward|10.0.0.1');
    expect(t.retryAfterMs('steward|10.0.0.1')).toBe(1000);
    clock.nowMs += 1000;
    expect(t.retryAfterMs('steward|10.0.0.1')).toBe(0);
    t.fail('steward|10.0.0.1');
    expect(t.retryAfterMs('steward|10.0.0.1')).toBe(2000);
    expect(t.retryAfterMs('steward|10.0.0.2')).toBe(0);
  });

  it('caps the wait at 15 minutes, forgets a key after it and on success', () => {
    const t = throttle();
    for (let i = 0; i < 40; i++) t.fail('k');
    expect(t.retryAfterMs('k')).toBe(15 * 60_000);
    clock.nowMs += 15 * 60_000;
    expect(t.retryAfterMs('k')).toBe(0);
    for (let i = 0; i < 6; i++) t.fail('k');
    t.succeed('k');
    expect(t.retryAfterMs('k')).toBe(0);
  });

  it('remembers a bounded number of keys', () => {
    const t = new LoginThrottle({ maxKeys: 2, freeAttempts: 0 }, () => clock.nowMs);
    for (const k of ['a', 'b', 'c']) t.fail(k);
    expect(t.retryAfterMs('a')).toBe(0);
    expect(t.retryAfterMs('c')).toBe(1000);
  });
});
