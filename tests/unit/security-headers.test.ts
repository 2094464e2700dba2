/** Security headers of issue 9 item 4 and issue 14 item 1 (lib/server/security/; docs/security.md). */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, EMBEDDABLE_HANDOUT_PATTERN, EMBEDDABLE_PATH_PATTERN, embeddableHeaders, securityHeaders, staticContentSecurityPolicy } from '@/lib/server/security/security-headers';
import { inlineScriptHashes, scriptHashSource } from '@/lib/server/security/content-security-policy.mjs';
import { isWellFormedNonce, newCspNonce } from '@/lib/server/security/csp-nonce';
// The matcher Next runs next.config.ts header sources through.
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';

const byKey = (list: Array<{ key: string; value: string }>) => Object.fromEntries(list.map((h) => [h.key, h.value]));

describe('security headers', () => {
  it('refuse framing, sniffing and foreign origins', () => {
    const h = byKey(securityHeaders({ production: true, hsts: true }));
    expect(h['X-Frame-Options']).toBe('DENY');
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(h['Permissions-Policy']).toContain('camera=()');
    expect(h['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    // The CSP is not among them: pages get theirs from the proxy or the page cache.
    expect(h['Content-Security-Policy']).toBeUndefined();
    const csp = staticContentSecurityPolicy({ production: true, hsts: true });
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:/);
  });
  it('the lecture tools of IFRAME lectures may be framed by this origin only, and run nothing inline (issue 15)', () => {
    expect(EMBEDDABLE_PATH_PATTERN).toBe('/media/lectures/embed/:file*');
    // The classroom frames the PDF handouts of PDF lectures too (same origin only): paid content,
    // served by the lecture media route, so the exception names its handouts and nothing else.
    expect(EMBEDDABLE_HANDOUT_PATTERN).toBe('/api/classroom/lectures/:lectureId(\\d+)/media/:handout(handout-(?:es|pt|en)\\.pdf)');
    const handout = getPathMatch(EMBEDDABLE_HANDOUT_PATTERN, { strict: true, removeUnnamedParams: true });
    expect(handout('/api/classroom/lectures/42/media/handout-pt.pdf')).toMatchObject({ lectureId: '42', handout: 'handout-pt.pdf' });
    for (const other of ['/api/classroom/lectures/42/media/video.mp4', '/api/classroom/lectures/42/media/handout-es.pdf/x', '/api/classroom/lectures/x/media/handout-es.pdf', '/api/v2/graph/private/', '/media/lectures/handouts/fotografia-es.pdf']) {
      expect(handout(other), other).toBe(false);
    }
    expect(getPathMatch(EMBEDDABLE_PATH_PATTERN, { strict: true })('/media/lectures/embed/palette.html')).not.toBe(false);
    const h = byKey(embeddableHeaders({ production: true, hsts: true }));
    expect(h['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(h['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(h['Content-Security-Policy']).toContain("script-src 'self';");
    expect(h['Content-Security-Policy']).toContain("style-src 'self';");
    // Everything else still refuses every framer.
    expect(contentSecurityPolicy({ production: true })).toContain("frame-ancestors 'none'");
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
  it('pages rendered per request: scripts only with the request nonce (strict-dynamic) or a listed hash, never unsafe-inline', () => {
    const csp = contentSecurityPolicy({ production: true, nonce: 'abcdefghijklmnopqrstuv==', scriptHashes: ['sha256-theme'] });
    expect(csp).toContain("script-src 'self' 'nonce-abcdefghijklmnopqrstuv==' 'sha256-theme' 'strict-dynamic';");
    // <style> elements (Emotion) and style attributes run no code; cached HTML cannot carry a
    // per-request nonce for them (issue 14: the strict part is script-src).
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp.match(/script-src [^;]*/)![0]).not.toContain('unsafe');
  });
  it('cached pages: their inline scripts by hash, bundles from self, no nonce and no strict-dynamic', () => {
    const csp = contentSecurityPolicy({ production: true, scriptHashes: ['sha256-a', 'sha256-b', 'sha256-a'] });
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(csp).not.toContain('nonce-');
    expect(csp).not.toContain('strict-dynamic');
    expect(csp.match(/script-src [^;]*/)![0]).not.toContain('unsafe');
  });
  it('hashes every inline script that runs, as the browser computes it, and skips bundles and data blocks', () => {
    const html = [
      '<html><head><script id="t">document.documentElement.dataset.x=1</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Course"}</script></head><body>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script type="module">import("/x.js")</script><SCRIPT nonce="n">self.__next_f.push([1,"<\\/script>"])</SCRIPT></body></html>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      scriptHashSource('document.documentElement.dataset.x=1'),
      scriptHashSource('(self.__next_f=self.__next_f||[]).push([0])'),
      scriptHashSource('import("/x.js")'),
      scriptHashSource('self.__next_f.push([1,"<\\/script>"])'),
    ]);
    // SHA-256 of the exact UTF-8 text, base64 (CSP 3 hash-source); known vector: empty string.
    expect(scriptHashSource('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });
  it('responses that are not pages: nothing inline at all', () => {
    const csp = staticContentSecurityPolicy({ production: true, hsts: false });
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
