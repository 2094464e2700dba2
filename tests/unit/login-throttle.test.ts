import { describe, expect, it } from 'vitest';
import {
  accountKey,
  addressKey,
  attemptSubject,
  deviceKey,
  LOGIN_THROTTLE,
  registrationKey,
  retryMinutes,
  throttleDecision,
} from '@/lib/server/security/login-throttle';
import { MemoryRateLimitStore } from '@/lib/server/security/rate-limit-store';
import { reserveAttempt } from '@/lib/server/security/reserve-attempt';

const state = (count: number, resetSeconds = 100) => ({ count, resetSeconds });

describe('login throttling (issue 3: rate-limited per account and per IP, never forever)', () => {
  it('counts include the attempt itself: the limit-th attempt is allowed, the next is not', () => {
    expect(throttleDecision([{ state: state(5), limit: 5 }, { state: state(20), limit: 20 }])).toEqual({ allowed: true });
    expect(throttleDecision([{ state: state(6, 120), limit: 5 }, { state: state(1, 900), limit: 20 }])).toEqual({ allowed: false, retryAfterSeconds: 120 });
  });

  it('reports the later reset of the counters over their limit, at least one second', () => {
    expect(throttleDecision([{ state: state(9, 30), limit: 5 }, { state: state(21, 300), limit: 20 }])).toEqual({ allowed: false, retryAfterSeconds: 300 });
    expect(throttleDecision([{ state: state(6, 0), limit: 5 }])).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(retryMinutes(900)).toBe(15);
    expect(retryMinutes(61)).toBe(2);
    expect(retryMinutes(0)).toBe(1);
  });

  it('memory store: counts in a window that expires; release gives one back, never below zero', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    await store.increment('k', 60);
    expect((await store.increment('k', 60)).count).toBe(2);
    await store.release('k');
    expect((await store.peek('k')).count).toBe(1);
    await store.release('k');
    await store.release('k');
    expect((await store.peek('k')).count).toBe(0);
    now = 61_000;
    await store.release('k');
    expect((await store.peek('k')).count).toBe(0);
    expect((await store.increment('k', 60)).count).toBe(1);
    await store.reset('k');
    expect((await store.peek('k')).count).toBe(0);
  });
});

describe('issue 17 item 6: login throttle keys and reservations', () => {
  it('keys the account counter on the account id, so e-mail and username share it', () => {
    expect(accountKey({ id: 7 })).toBe('login:acct:7');
    // No such account: what was typed, normalised (the same answer and limit as a real one).
    expect(accountKey({ login: '  Ana@Example.COM ' })).toBe(accountKey({ login: 'ana@example.com' }));
    expect(accountKey({ login: '7' })).not.toBe(accountKey({ id: 7 }));
    expect(attemptSubject(7, 'ana@example.com', null)).toEqual({ key: 'login:acct:7', limit: LOGIN_THROTTLE.accountLimit });
    expect(attemptSubject(7, 'demo_ana', null)).toEqual(attemptSubject(7, 'ana@example.com', null));
  });

  it('a device cookie issued to this account moves the count to the device; any other does not', () => {
    expect(attemptSubject(7, 'ana', { accountId: 7, deviceId: 'd1' })).toEqual({ key: deviceKey('d1'), limit: LOGIN_THROTTLE.deviceLimit });
    expect(attemptSubject(7, 'ana', { accountId: 8, deviceId: 'd1' })).toEqual({ key: accountKey({ id: 7 }), limit: LOGIN_THROTTLE.accountLimit });
    expect(attemptSubject(null, 'nobody', { accountId: 8, deviceId: 'd1' })).toEqual({ key: accountKey({ login: 'nobody' }), limit: LOGIN_THROTTLE.accountLimit });
  });

  it('address and registration counters are separate', () => {
    expect(addressKey('203.0.113.9')).not.toBe(registrationKey('203.0.113.9'));
  });

  it('increment-then-check: of 25 concurrent attempts exactly the limit get through, refusals give their places back', async () => {
    const store = new MemoryRateLimitStore();
    const counters = [
      { key: 'acct', limit: 5, windowSeconds: 900 },
      { key: 'addr', limit: 20, windowSeconds: 900 },
    ];
    const decisions = await Promise.all(Array.from({ length: 25 }, () => reserveAttempt(store, counters)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect((await store.peek('acct')).count).toBe(5);
    expect((await store.peek('addr')).count).toBe(5);
  });
});

// REGISTRATION_LIMIT_PER_ADDRESS (default REGISTRATION_THROTTLE.addressLimit) is read by lib/server/env.ts: tests/unit/env.test.ts.
