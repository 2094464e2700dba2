/** The page cache stores each cached page's CSP with it (issue 14 item 1; docs/security.md). */
import { describe, expect, it } from 'vitest';
import { withPagePolicy } from '@/lib/server/cache/page-cache-handler.mjs';
import { scriptHashSource } from '@/lib/server/security/content-security-policy.mjs';

describe('page cache handler', () => {
  it("gives a cached page the hashes of its own inline scripts and keeps Next's headers", () => {
    const value = { kind: 'APP_PAGE', html: '<script>a()</script><script src="/b.js"></script><script>c()</script>', headers: { 'x-next-cache-tags': 't' } };
    const policy = (withPagePolicy(value) as { headers: Record<string, string> }).headers['content-security-policy'];
    expect(policy).toContain(`script-src 'self' '${scriptHashSource('a()')}' '${scriptHashSource('c()')}'`);
    expect(policy).not.toContain('nonce-');
    expect(value.headers['x-next-cache-tags']).toBe('t');
  });
  it('computes it once, and leaves other entries (routes, fetches, streamed bodies) alone', () => {
    const value = { kind: 'APP_PAGE', html: '<script>a()</script>', headers: { 'content-security-policy': 'kept' } };
    expect((withPagePolicy(value) as typeof value).headers['content-security-policy']).toBe('kept');
    const route = { kind: 'APP_ROUTE', body: 'x', headers: {} };
    expect(withPagePolicy(route)).toEqual({ kind: 'APP_ROUTE', body: 'x', headers: {} });
    expect(withPagePolicy(null)).toBeNull();
  });
});
