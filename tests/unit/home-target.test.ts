/** Spec §2: the landing is for visitors; a signed-in user's home is /home/ (issue 18 item 5). */
import { describe, expect, it } from 'vitest';
import { signedInHomeInstead } from '@/lib/domain/paths/home-target';
import { navigationAfterAuth } from '@/lib/domain/session/rules';
import { safeNextPath } from '@/lib/domain/paths/next-path';

describe('the signed-in home instead of the visitor landing', () => {
  it('sends each language landing to its /home/', () => {
    expect(signedInHomeInstead('/')).toBe('/home/');
    expect(signedInHomeInstead('/pt/')).toBe('/pt/home/');
    expect(signedInHomeInstead('/en')).toBe('/en/home/');
  });

  it('leaves every other page alone', () => {
    for (const path of ['/home/', '/cursos-online/', '/pt/home/', '/de/', '/es-x/', '/premium/']) expect(signedInHomeInstead(path)).toBeNull();
  });

  it('after signing in on the landing from the dialog, goes to /home/ unless a next says otherwise', () => {
    expect(navigationAfterAuth(null, '/', safeNextPath)).toBe('/home/');
    expect(navigationAfterAuth(null, '/pt/?ref=ana', safeNextPath)).toBe('/pt/home/');
    expect(navigationAfterAuth('/premium/', '/', safeNextPath)).toBe('/premium/');
    // Anywhere else the user stays where they signed in.
    expect(navigationAfterAuth(null, '/cursos-online/', safeNextPath)).toBeNull();
  });
});
