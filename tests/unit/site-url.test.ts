import { describe, expect, it } from 'vitest';
import { absoluteAssetUrl, absoluteUrl, configuredSiteOrigin, siteOrigin } from '@/lib/domain/seo/site-url';

describe('the site origin: one reading of NEXT_PUBLIC_SITE_URL (issue 19 item 2)', () => {
  it('is the configured URL’s origin, without path, slash or default port', () => {
    expect(siteOrigin('https://Cursalia.example:443/any/path/')).toBe('https://cursalia.example');
    expect(siteOrigin('  http://127.0.0.1:3100  ')).toBe('http://127.0.0.1:3100');
  });

  it('falls back to http://localhost:3000 when unset, blank, not a URL or not http(s)', () => {
    for (const value of [undefined, '', '   ', 'not a url', 'ftp://files.example', 'javascript:alert(1)']) {
      expect(siteOrigin(value), String(value)).toBe('http://localhost:3000');
      expect(configuredSiteOrigin(value), String(value)).toBeNull();
    }
  });

  it('builds absolute page and asset URLs on it (canonical links, structured data, sitemaps)', () => {
    expect(absoluteUrl('/blog/', 'pt', 'https://c.example')).toBe('https://c.example/pt/blog/');
    expect(absoluteUrl('/blog/', 'es', 'https://c.example')).toBe('https://c.example/blog/');
    expect(absoluteAssetUrl('media/x.svg', 'https://c.example')).toBe('https://c.example/media/x.svg');
    expect(absoluteAssetUrl('https://cdn.example/x.svg', 'https://c.example')).toBe('https://cdn.example/x.svg');
  });
});
