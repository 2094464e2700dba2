/**
 * Spec §2: "A query parameter next (or a global next URL) gives a post-login redirect target."
 * Only same-site paths are followed: a single leading '/', never '//' or a scheme.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN_PATH, postLoginTarget, safeNextPath } from '../../lib/domain/paths/next-path';

describe('safeNextPath', () => {
  it.each(['/', '/inbox/', '/pt/inbox/', '/cursos-online/?all=true', '/org/acme/learn/#top', '/blog/?page=2&x=https://a.b'])(
    'accepts the same-site path %s',
    (path) => {
      expect(safeNextPath(path)).toBe(path);
    },
  );

  it.each([
    ['protocol-relative', '//evil.example/'],
    ['triple slash', '///evil.example'],
    ['absolute http', 'https://evil.example/'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,hi'],
    ['backslash host', '/\\evil.example'],
    ['backslash anywhere', '/foo\\bar'],
    ['relative path', 'inbox/'],
    ['empty', ''],
    ['leading space', ' /inbox/'],
    ['tab inside', '/\t/evil.example'],
    ['newline inside', '/inbox/\n'],
    ['encoded slash', '/%2F/evil.example'],
    ['encoded backslash', '/%5cevil.example'],
  ])('rejects %s', (_label, value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('rejects non-strings and over-long values', () => {
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(['/inbox/'])).toBeNull();
    expect(safeNextPath(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});

describe('postLoginTarget', () => {
  it('uses next when safe, else /home/', () => {
    expect(postLoginTarget('/inbox/')).toBe('/inbox/');
    expect(postLoginTarget('https://evil.example/')).toBe(DEFAULT_AFTER_LOGIN_PATH);
    expect(DEFAULT_AFTER_LOGIN_PATH).toBe('/home/');
    expect(postLoginTarget(null, '/pt/home/')).toBe('/pt/home/');
  });
});
