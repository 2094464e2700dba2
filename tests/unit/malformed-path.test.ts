/** Issue 17 item 11: paths whose percent-encoding does not decode are refused (proxy.ts answers 400). */
import { describe, expect, it } from 'vitest';
import { isDecodablePath, isPagePath, malformedPathResponse } from '@/lib/domain/paths/malformed-path';

describe('malformed paths (issue 17 item 11)', () => {
  it('knows which paths do not decode', () => {
    for (const path of ['/%ff/', '/cursos-online/%ff/', '/media/course/%ff.svg', '/api/org/%ff/report-csv/', '/%', '/a%2/', '/%E0%A4%A/', '/%C0%AF/', '/%ED%A0%80/']) {
      expect(isDecodablePath(path), path).toBe(false);
    }
    for (const path of ['/', '/cursos-online/', '/cursos-online/dise%C3%B1o/', '/blog/%20x/', '/media/course/x.svg', '/100%25/']) {
      expect(isDecodablePath(path), path).toBe(true);
    }
  });

  it('tells pages from API, media, Next files and files with an extension (the proxy matcher)', () => {
    for (const path of ['/', '/cursos-online/', '/pt/blog/x/', '/%ff/']) expect(isPagePath(path), path).toBe(true);
    for (const path of ['/api/org/1/report-csv/', '/graphql/', '/_next/static/x.js', '/media/course/%ff.svg', '/favicon.ico', '/robots.txt']) {
      expect(isPagePath(path), path).toBe(false);
    }
  });

  it('answers a short, uncached 400', async () => {
    const res = malformedPathResponse();
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.text()).length).toBeLessThan(200);
  });
});
