/**
 * Sign-in and sign-up throttling (issue 3; issue 17 items 6 and 7; docs/security.md).
 *
 * Wrong passwords are counted per account and per client address in fixed windows; past a
 * limit further attempts are refused until the window ends — never forever. Each attempt
 * reserves its place in the counters *before* the password is checked (an atomic increment),
 * so concurrent attempts cannot all read "below the limit" and slip through together; refused
 * and successful attempts give their place back, so the counts are of wrong passwords only.
 *
 * Known devices (ASVS 2.2.1, OWASP "device cookies"): an attacker can lock any account by
 * failing its password five times, so a browser that has signed in to the account before
 * carries a signed device cookie, and its attempts are counted on that device instead of on
 * the account: the account's owner still gets in while the account is throttled for everyone
 * else, and a stolen device cookie buys only five guesses per window.
 */
export const LOGIN_THROTTLE = {
  /** Wrong passwords allowed per account (from unknown devices) in one window. */
  accountLimit: 5,
  /** Wrong passwords allowed per known device (for its own account) in one window. */
  deviceLimit: 5,
  /** Wrong passwords allowed from one address (any accounts) in one window. */
  addressLimit: 20,
  windowSeconds: 15 * 60,
} as const;

/**
 * Registrations (each an argon2 hash, and an answer that says whether the e-mail is taken)
 * allowed from one address in one window. REGISTRATION_LIMIT_PER_ADDRESS overrides the limit
 * (lib/server/env.ts; the e2e runs register dozens of accounts from 127.0.0.1, playwright.config.ts sets it).
 */
export const REGISTRATION_THROTTLE = {
  addressLimit: 10,
  windowSeconds: 60 * 60,
} as const;

/** A counter after this attempt was added: its count and the seconds until its window ends. */
export type CounterState = { count: number; resetSeconds: number };

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether an attempt may go on, given the counters *including* the attempt itself (so the
 * limit-th attempt is allowed and the next one is not). When refused, the wait is the longest
 * of the windows that are over their limit.
 */
export function throttleDecision(counters: readonly { state: CounterState; limit: number }[]): ThrottleDecision {
  const blocked = counters.filter(({ state, limit }) => state.count > limit).map(({ state }) => state.resetSeconds);
  return blocked.length ? { allowed: false, retryAfterSeconds: Math.max(1, ...blocked) } : { allowed: true };
}

/**
 * The account counter's key: the account's id, so its e-mail and its username (either signs
 * in) share one count. A login that matches no account is keyed on what was typed, normalised.
 */
export function accountKey(account: { id: number } | { login: string }): string {
  return 'id' in account ? `login:acct:${account.id}` : `login:acct:?${account.login.trim().toLowerCase()}`;
}

export function deviceKey(deviceId: string): string {
  return `login:device:${deviceId}`;
}

export function addressKey(address: string): string {
  return `login:addr:${address}`;
}

export function registrationKey(address: string): string {
  return `register:addr:${address}`;
}

/**
 * Which counter holds this attempt's wrong password: the device's when the request carries a
 * valid device cookie issued to this very account, else the account's.
 */
export function attemptSubject(accountId: number | null, login: string, device: { accountId: number; deviceId: string } | null): { key: string; limit: number } {
  if (accountId !== null && device && device.accountId === accountId) return { key: deviceKey(device.deviceId), limit: LOGIN_THROTTLE.deviceLimit };
  return { key: accountKey(accountId !== null ? { id: accountId } : { login }), limit: LOGIN_THROTTLE.accountLimit };
}

/** Minutes to show for a wait in seconds (rounded up, at least one). */
export function retryMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
