/**
 * Failed-login throttling policy (issue 3): failures are counted per account and per client
 * address in fixed windows. Past the limit, further attempts are refused until the window
 * ends — never forever — and a successful login clears the account's count.
 */
export const LOGIN_THROTTLE = {
  /** Wrong passwords allowed per account in one window. */
  accountLimit: 5,
  /** Wrong passwords allowed from one address (any accounts) in one window. */
  addressLimit: 20,
  windowSeconds: 15 * 60,
} as const;

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function throttleDecision(
  account: { count: number; resetSeconds: number },
  address: { count: number; resetSeconds: number },
  policy: { accountLimit: number; addressLimit: number } = LOGIN_THROTTLE,
): ThrottleDecision {
  const blocked = [
    account.count >= policy.accountLimit ? account.resetSeconds : -1,
    address.count >= policy.addressLimit ? address.resetSeconds : -1,
  ].filter((s) => s >= 0);
  return blocked.length ? { allowed: false, retryAfterSeconds: Math.max(1, ...blocked) } : { allowed: true };
}

/** Keys are normalised so 'Ana@X.com' and 'ana@x.com' share one count. */
export function accountKey(login: string): string {
  return `login:acct:${login.trim().toLowerCase()}`;
}

export function addressKey(address: string): string {
  return `login:addr:${address}`;
}

/** The client address: the first X-Forwarded-For entry (set by Next's server), else X-Real-IP. */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
}
