/**
 * Issue 18 item 7: a sign-in-only page requested without a session answers 401 (the proxy,
 * lib/server/security/page-access.ts). The list must name real routes, and each of them must be a page
 * that shows a visitor only the sign-in prompt (its own SignInPrompt, or the gates that show it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_ROUTES, statusBeforeRender } from '@/lib/server/security/page-access';
import { PAGE_ROUTES } from '@/lib/server/security/page-rendering';

const APP = path.resolve(import.meta.dirname, '../../app/[locale]');
/** What renders the sign-in prompt for a visitor: the notice itself, the refusal of a loader's gate, or the learner route factory. */
const GATES = /SignInPrompt|AccessDenialNotice|@\/components\/learning\/learner-route|SavedCoursesPage/;

describe('sign-in-only routes (issue 18 item 7)', () => {
  it.each([...SIGN_IN_ROUTES])('%s is a page rendered per request that gates visitors', (route) => {
    expect(PAGE_ROUTES).toContainEqual([route, 'per-request']);
    expect(readFileSync(path.join(APP, route, 'page.tsx'), 'utf8')).toMatch(GATES);
  });

  it('answers 401 without a session cookie, in every language and under an organisation', () => {
    for (const p of ['/learn/', '/pt/learn/my-courses/enrolled/', '/en/panel/mis-cursos/', '/org/acme-learning/panel/', '/inbox/', '/org/invitacion/abc/']) {
      expect(statusBeforeRender(p, false), p).toBe(401);
    }
  });

  it('leaves the page its own status with a session cookie (even a stale one: the page decides)', () => {
    expect(statusBeforeRender('/learn/', true)).toBeNull();
  });

  it('leaves public pages, the cart, checkout, the classroom and certificates by code alone', () => {
    for (const p of ['/', '/cursos-online/', '/carrito-de-compras/', '/carrito-de-compras/pago/', '/cursos-online/a/b/clase/1/', '/learn/certificates/ABC123/', '/entrar/', '/no-existe/']) {
      expect(statusBeforeRender(p, false), p).toBeNull();
    }
  });
});
