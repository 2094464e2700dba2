/** Issue 17 items 5 and 9: which origins may read the API cross-origin and post to the collectors. */
import { describe, expect, it } from 'vitest';
import { allowedOrigins, corsAllowedOrigin, isCrossSitePost, postSource } from '@/lib/server/security/allowed-origins';
import { normalizeOrigin } from '@/lib/domain/seo/site-url';

const allowed = allowedOrigins({ siteUrl: 'https://cursalia.test/', extra: ' https://www.cursalia.test , not a url, https://app.cursalia.test/path ' });

describe('allowed origins (issue 17 item 5)', () => {
  it('are the site origin plus the configured list', () => {
    expect([...allowed]).toEqual(['https://cursalia.test', 'https://www.cursalia.test', 'https://app.cursalia.test']);
    expect([...allowedOrigins({})]).toEqual(['http://localhost:3000']);
  });

  it('normalizes only http(s) origins', () => {
    expect(normalizeOrigin('https://A.example:443/x')).toBe('https://a.example');
    for (const value of ['null', '', 'file:///etc', 'javascript:alert(1)', null]) expect(normalizeOrigin(value)).toBeNull();
  });

  it('answers CORS only to a trusted origin, exactly as the browser sent it', () => {
    expect(corsAllowedOrigin('https://cursalia.test', allowed)).toBe('https://cursalia.test');
    expect(corsAllowedOrigin('https://www.cursalia.test', allowed)).toBe('https://www.cursalia.test');
    for (const origin of ['https://evil.example', 'https://cursalia.test.evil.example', 'http://cursalia.test', 'null', 'https://cursalia.test/', null]) {
      expect(corsAllowedOrigin(origin, allowed)).toBeNull();
    }
  });
});

describe('cross-site posts (issue 17 item 9)', () => {
  const post = (origin: string | null, secFetchSite: string | null = null, host: string | null = 'cursalia.test') => isCrossSitePost({ origin, secFetchSite, host }, allowed);

  it('refuses a foreign, null or malformed Origin', () => {
    expect(post('https://evil.example')).toBe(true);
    expect(post('null')).toBe(true);
    expect(post('garbage')).toBe(true);
    expect(post('https://evil.example', null, null)).toBe(true);
  });

  it('accepts the site, a configured origin, or the host the post was sent to', () => {
    expect(post('https://cursalia.test')).toBe(false);
    expect(post('https://www.cursalia.test', null, 'api.cursalia.test')).toBe(false);
    expect(post('http://localhost:4123', 'same-origin', 'localhost:4123')).toBe(false);
    expect(post('http://localhost:4123', null, 'localhost:4123, proxy.internal')).toBe(false);
  });

  it('without an Origin, refuses only what the browser marks cross-site', () => {
    expect(post(null, 'cross-site')).toBe(true);
    expect(post(null, 'same-origin')).toBe(false);
    expect(post(null, null)).toBe(false);
  });

  it('reads the host from X-Forwarded-Host, Host, else the URL', () => {
    expect(postSource(new Request('http://localhost:3000/x', { headers: { origin: 'https://a.example', 'x-forwarded-host': 'cursalia.test' } }))).toEqual({
      origin: 'https://a.example',
      secFetchSite: null,
      host: 'cursalia.test',
    });
    expect(postSource(new Request('http://localhost:3000/x')).host).toBe('localhost:3000');
  });
});
