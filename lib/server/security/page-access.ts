import { matchedRoute, type RouteMatch } from './page-rendering';

/**
 * Routes whose page shows a visitor without a session nothing but the sign-in prompt
 * (components/auth/AccessNotice.tsx SignInPrompt, through learner-page.tsx, org-page-gate.tsx or
 * the page itself). The proxy answers such a request 401 with that page (issue 18 item 7), so
 * crawlers and monitors see it for what it is. Routes of lib/server/security/page-rendering.ts's
 * PAGE_ROUTES; tests/unit/page-access.test.ts checks each exists and renders per request.
 * Left out on purpose: the classroom (free preview lectures are open to everyone), the cart
 * and checkout (a guest cart), and certificates by code (looked up before anything else).
 */
export const SIGN_IN_ROUTES: ReadonlySet<string> = new Set([
  '/afiliados/panel/',
  '/configuracion/',
  '/inbox/',
  '/learn/',
  '/learn/academies/',
  '/learn/bootcamp/',
  '/learn/certificates/',
  '/learn/content-for-you/',
  '/learn/microdegree/',
  '/learn/my-courses/enrolled/',
  '/learn/my-courses/notes/',
  '/learn/my-courses/saved/',
  '/learn/my-courses/tracks/',
  '/learn/projects/',
  '/learn/studyplan/',
  '/mentor/panel/proyectos/',
  '/org/[orgId]/learn/',
  '/org/[orgId]/learn/academies/',
  '/org/[orgId]/learn/bootcamp/',
  '/org/[orgId]/learn/certificates/',
  '/org/[orgId]/learn/content-for-you/',
  '/org/[orgId]/learn/microdegree/',
  '/org/[orgId]/learn/my-courses/enrolled/',
  '/org/[orgId]/learn/my-courses/notes/',
  '/org/[orgId]/learn/my-courses/saved/',
  '/org/[orgId]/learn/my-courses/tracks/',
  '/org/[orgId]/learn/projects/',
  '/org/[orgId]/learn/studyplan/',
  '/org/[orgId]/panel/',
  '/org/[orgId]/panel/leader/',
  '/org/invitacion/[token]/',
  '/panel-profesor/',
  '/panel-profesor/respuestas-por-revisar/',
  '/panel/mi-plan-de-estudios/',
  '/panel/mis-apuntes/',
  '/panel/mis-cursos-guardados/',
  '/panel/mis-cursos/',
  '/panel/mis-cursos/academias/',
  '/panel/mis-cursos/bootcamp/',
  '/panel/mis-cursos/especializaciones/',
  '/panel/mis-cursos/microdegree/',
  '/panel/mis-diplomas/',
  '/panel/mis-proyectos/',
  '/staff/analytics/',
]);

/**
 * The status of a page view decided before it renders (issue 18 item 7): 401 for a sign-in-only
 * page requested without a valid session — no cookie, or one whose token is expired, tampered or
 * foreign (the proxy verifies it) — else null (the page's own status). A well-signed token that
 * was revoked since, and "no access" (403), need the database: page-viewer-status.ts decides
 * those for the proxy.
 */
export function statusBeforeRender(pathname: string, signedIn: boolean): 401 | null {
  return statusForRoute(matchedRoute(pathname), signedIn);
}

/** statusBeforeRender for a route already matched (the proxy matches each request once). */
export function statusForRoute(match: RouteMatch, signedIn: boolean): 401 | null {
  return !signedIn && match !== null && SIGN_IN_ROUTES.has(match.route) ? 401 : null;
}
