/**
 * The per-request CSP nonce of pages rendered per request (lib/server/security/page-rendering.ts).
 * proxy.ts makes one per view and puts it in the request's Content-Security-Policy, where Next
 * reads it for its own scripts.
 *
 * 128 random bits, base64: unguessable and valid in a CSP source expression. */
export function newCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** A nonce we issued looks like this; anything else in the header is ignored. */
export function isWellFormedNonce(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9+/]{22}==$/.test(value);
}
