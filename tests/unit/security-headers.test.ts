/** Security headers of issue 9 item 4 (lib/security/security-headers.ts; docs/security.md). */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/security-headers';
import { isWellFormedNonce, newCspNonce } from '@/lib/security/csp-nonce';

const byKey = (list: Array<{ key: string; value: string }>) => Object.fromEntries(list.map((h) => [h.key, h.value]));

describe('security headers', () => {
  it('refuse framing, sniffing and foreign origins', () => {
    const h = byKey(securityHeaders({ production: true, hsts: true }));
    expect(h['X-Frame-Options']).toBe('DENY');
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(h['Permissions-Policy']).toContain('camera=()');
    expect(h['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    const csp = h['Content-Security-Policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:/);
  });
  it('no HSTS over plain HTTP, and eval only in development', () => {
    expect(byKey(securityHeaders({ production: true, hsts: false }))['Strict-Transport-Security']).toBeUndefined();
    expect(contentSecurityPolicy({ production: true })).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ production: false })).toContain('unsafe-eval');
  });
  it('lets the browser reach a separately hosted API (NEXT_PUBLIC_API_URL) and nothing else', () => {
    expect(contentSecurityPolicy({ production: true, apiUrl: 'https://api.example.test/graph/' })).toContain("connect-src 'self' https://api.example.test;");
    expect(contentSecurityPolicy({ production: true, apiUrl: 'not a url' })).toContain("connect-src 'self';");
  });
  it('pages: scripts and style elements only with the request nonce (strict-dynamic), never unsafe-inline', () => {
    const csp = contentSecurityPolicy({ production: true, nonce: 'abcdefghijklmnopqrstuv==' });
    expect(csp).toContain("script-src 'self' 'nonce-abcdefghijklmnopqrstuv==' 'strict-dynamic';");
    expect(csp).toContain("style-src 'self' 'nonce-abcdefghijklmnopqrstuv==';");
    // Style attributes cannot carry a nonce (React style props): allowed, they run no code.
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe-inline');
  });
  it('responses that are not pages: nothing inline at all', () => {
    const csp = contentSecurityPolicy({ production: true });
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('nonce-');
  });
  it('a fresh, unguessable nonce per request', () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => newCspNonce()));
    expect(nonces.size).toBe(1000);
    for (const n of nonces) expect(isWellFormedNonce(n)).toBe(true);
    expect(isWellFormedNonce("x' 'unsafe-inline")).toBe(false);
    expect(isWellFormedNonce(null)).toBe(false);
  });
});
