/**
 * The per-request CSP nonce of pages (issue 9 item 4; lib/security/security-headers.ts).
 * proxy.ts makes one per page request and hands it to the render in this request header;
 * Next reads it from the request's Content-Security-Policy for its own scripts.
 */
export const NONCE_HEADER = 'x-nonce';

/** 128 random bits, base64: unguessable and valid in a CSP source expression. */
export function newCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** A nonce we issued looks like this; anything else in the header is ignored. */
export function isWellFormedNonce(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9+/]{22}==$/.test(value);
}
