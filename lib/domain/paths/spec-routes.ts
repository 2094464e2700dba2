/**
 * The route table of spec §2 as data (purpose → Spanish path). Tests walk it, and the
 * sitemap and menus read it, so a path is written in one place.
 */
export const SPEC_ROUTES = {
  login: '/entrar/',
  register: '/registro/',
  onboarding: '/onboarding/',
  homeAnonymous: '/',
  homeLoggedIn: '/home/',
  logout: '/logout/',
  cart: '/carrito-de-compras/',
  settings: '/configuracion/',
  premium: '/premium/',
  academies: '/academias/',
  referrals: '/referidos/',
  higherEducation: '/business/higher-education/',
  business: '/business/',
  businessPlans: '/planes/',
  businessDownloads: '/business/descargables/',
  search: '/cursos-online/search/',
  catalogue: '/cursos-online/',
  newCourses: '/cursos-nuevos/',
  blog: '/blog/',
  live: '/live/',
  tools: '/recursos/herramientas/',
  agenda: '/agenda-cursos/',
  mentors: '/mentores/',
  inbox: '/inbox/',
  legalTerms: '/legal/terminos-y-condiciones/',
  renewal: '/renovacion/',
  orgLearn: '/org/{orgId}/learn/',
  orgPanel: '/org/{orgId}/panel/',
  mentorDashboard: '/mentor/panel/proyectos/',
  teacherDashboard: '/panel-profesor/',
  affiliateDashboard: '/afiliados/panel/',
} as const;

export type SpecRoute = keyof typeof SPEC_ROUTES;

/** Fills `{param}` placeholders, e.g. orgPath('orgLearn', 'acme') → /org/acme/learn/. */
export function fillRoute(route: SpecRoute, params: Record<string, string> = {}): string {
  return SPEC_ROUTES[route].replace(/\{(\w+)\}/g, (_m, key: string) => encodeURIComponent(params[key] ?? ''));
}
