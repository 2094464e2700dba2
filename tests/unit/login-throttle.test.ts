import { describe, expect, it } from 'vitest';
import { accountKey, clientAddress, LOGIN_THROTTLE, throttleDecision } from '@/lib/security/login-throttle';
import { MemoryRateLimitStore } from '@/lib/server/security/rate-limit-store';

describe('login throttling (issue 3: rate-limited per account and per IP, never forever)', () => {
  it('allows attempts below both limits', () => {
    expect(throttleDecision({ count: 4, resetSeconds: 100 }, { count: 19, resetSeconds: 100 })).toEqual({ allowed: true });
  });

  it('blocks at the account limit until its window ends', () => {
    expect(throttleDecision({ count: LOGIN_THROTTLE.accountLimit, resetSeconds: 120 }, { count: 0, resetSeconds: 0 })).toEqual({ allowed: false, retryAfterSeconds: 120 });
  });

  it('blocks at the address limit and reports the later reset', () => {
    expect(throttleDecision({ count: 9, resetSeconds: 30 }, { count: 20, resetSeconds: 300 })).toEqual({ allowed: false, retryAfterSeconds: 300 });
  });

  it('normalises account keys and reads the first forwarded address', () => {
    expect(accountKey('  Ana@Example.COM ')).toBe(accountKey('ana@example.com'));
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }))).toBe('203.0.113.9');
    expect(clientAddress(new Headers())).toBe('unknown');
  });

  it('memory store: counts in a window that expires', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    await store.increment('k', 60);
    expect((await store.increment('k', 60)).count).toBe(2);
    now = 61_000;
    expect((await store.peek('k')).count).toBe(0);
    expect((await store.increment('k', 60)).count).toBe(1);
    await store.reset('k');
    expect((await store.peek('k')).count).toBe(0);
  });
});
