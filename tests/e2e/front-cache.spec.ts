import { expect, test } from '@playwright/test';
import { buyCourse } from '../support/buy-course';
import { inlineScripts, scriptSrc, sha256 } from './support/inline-scripts';

/**
 * The production server's front page cache (issue 14 item 1; lib/server/cache/front-page-cache.mjs,
 * docs/caching.md): an anonymous view of a cached public page is answered from the server's copy
 * of Next's response, byte for byte, with its hash policy and a fresh CSRF token; a purchase shows
 * on the course page at the very next view. Plain HTTP (fetch) so that each request carries only
 * the cookies written here.
 */

const COURSE = '/cursos-online/video-y-cine/edicion-de-video-con-davinci-resolve-para-principiantes/';
const PAGES = ['/', COURSE, '/agenda-cursos/', '/cursos-online/?all=true', '/pt/agenda-cursos/'];
const FRONT = 'x-front-cache';
/** Headers that differ per response whoever writes it. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'set-cookie', 'content-length', 'transfer-encoding', FRONT]);

type View = { status: number; headers: Record<string, string>; cookies: string[]; body: string };

async function view(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<View> {
  const res = await fetch(`${baseURL}${path}`, { headers, redirect: 'manual' });
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    out[name] = value;
  });
  return { status: res.status, headers: out, cookies: res.headers.getSetCookie(), body: await res.text() };
}

/**
 * Next's view of `path` (asked with `Cache-Control: no-cache`, which the front copy leaves to Next
 * and which renews it) and the front copy's view right after it.
 */
async function frontAndNext(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<{ next: View; front: View }> {
  let last = '';
  // A revalidation by another spec in between makes Next render the page again (a MISS, not
  // kept): ask again.
  for (let i = 0; i < 20; i += 1) {
    const next = await view(baseURL, path, { ...headers, 'cache-control': 'no-cache' });
    expect(next.status, path).toBe(200);
    const front = await view(baseURL, path, headers);
    if (next.headers[FRONT] === undefined && next.headers['x-nextjs-cache'] === 'HIT' && front.headers[FRONT] === 'HIT') return { next, front };
    last = `Next ${next.headers['x-nextjs-cache']}, then ${FRONT} ${front.headers[FRONT]}`;
  }
  throw new Error(`${path}: no front copy after 20 tries (last: ${last})`);
}

function comparable(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.has(name)));
}

function csrfToken(cookies: string[]): string | undefined {
  return cookies.find((c) => c.startsWith('csrftoken='))?.split(';')[0].slice('csrftoken='.length);
}

test.describe('front page cache', () => {
  test('an anonymous view of a cached page is Next’s response, from memory, with a fresh CSRF token', async ({ baseURL }) => {
    for (const path of PAGES) {
      const { next, front } = await frontAndNext(baseURL!, path);
      expect(front.body, path).toBe(next.body);
      expect(comparable(front.headers), path).toEqual(comparable(next.headers));
      // The policy still names every inline script of the page it came with.
      const policy = scriptSrc(front.headers['content-security-policy'] ?? '');
      expect(policy, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
      const scripts = inlineScripts(front.body);
      expect(scripts.length, path).toBeGreaterThan(3);
      for (const script of scripts) expect(policy, path).toContain(sha256(script));
      // A first visit gets its own CSRF token, as from the proxy; the locale cookie as Next set it.
      const tokens = [csrfToken(next.cookies), csrfToken(front.cookies)];
      expect(tokens[1], path).toMatch(/^[A-Za-z0-9_-]{32,128}$/);
      expect(tokens[1], path).not.toBe(tokens[0]);
      expect(front.cookies.filter((c) => !c.startsWith('csrftoken=')).map((c) => c.split(';')[0]), path).toEqual(next.cookies.filter((c) => !c.startsWith('csrftoken=')).map((c) => c.split(';')[0]));
    }
    // Compressed for a client that takes gzip (fetch decodes it), and a returning visitor's token is kept.
    const returning = await frontAndNext(baseURL!, COURSE, { 'accept-encoding': 'gzip', cookie: 'csrftoken=abcdefghijklmnopqrstuvwxyz0123456789; NEXT_LOCALE=es' });
    expect(returning.front.headers['content-encoding']).toBe('gzip');
    expect(returning.front.body).toBe(returning.next.body);
    expect(returning.front.cookies).toEqual([]);
  });

  test('what the front copy never answers: a signed-in visitor, a client navigation, a page rendered per request', async ({ baseURL }) => {
    await frontAndNext(baseURL!, COURSE);
    const signedIn = await view(baseURL!, COURSE, { cookie: 'cursalia_jwt=not-a-valid-token' });
    expect(signedIn.headers[FRONT]).toBeUndefined();
    const navigation = await view(baseURL!, COURSE, { rsc: '1' });
    expect(navigation.headers[FRONT]).toBeUndefined();
    for (let i = 0; i < 3; i += 1) {
      const search = await view(baseURL!, '/cursos-online/search/?q=fotografia');
      expect(search.headers[FRONT]).toBeUndefined();
    }
  });

  test('a purchase shows on the course page at the next view', async ({ baseURL }) => {
    const learners = (v: View) => Number(/([\d.]+) estudiantes?</.exec(v.body)?.[1].replace(/\./g, '') ?? NaN);
    const { front } = await frontAndNext(baseURL!, COURSE);
    const before = learners(front);
    expect(before).toBeGreaterThan(0);
    const courseId = Number(/\\"courseId\\":(\d+)/.exec(front.body)?.[1]);
    expect(courseId).toBeGreaterThan(0);
    await buyCourse(baseURL!, courseId, 'front');
    // No waiting: the checkout's revalidation emptied the copies before it answered.
    expect(learners(await view(baseURL!, COURSE))).toBeGreaterThan(before);
  });
});
