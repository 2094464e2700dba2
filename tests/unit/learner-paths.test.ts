/**
 * lib/domain/paths/learner-paths: spec §2 "Learner-area paths".
 */
import { describe, expect, it } from 'vitest';
import {
  businessAdminLinks,
  CLASSIC_LINKS,
  DASHBOARD_LINKS,
  learnerNextPath,
  learnerOrgSlug,
  learnerPaths,
  learnerVariant,
  orgPrefix,
} from '../../lib/domain/paths/learner-paths';
import type { RoleUser } from '../../lib/domain/roles';

function user(overrides: Partial<RoleUser> = {}): RoleUser {
  return {
    isStaff: false,
    isMentor: false,
    isProfessor: false,
    isAffiliate: false,
    hasMembership: false,
    segmentation: 'PAYG',
    userDegreeSegmentation: null,
    organization: null,
    membership: null,
    features: { teacherPanel: false, mentorPanel: false },
    ...overrides,
  };
}

const premium = () => user({ hasMembership: true, segmentation: 'Member', membership: { membershipType: { method: 'A_1' } } });
const degree = () => user({ segmentation: 'Degree', userDegreeSegmentation: 'ACTIVATED_DEGREE_SEGMENTATION' });
const member = (myRole = 'member') => user({ segmentation: 'B2B', organization: { slug: 'acme-learning', name: 'Acme Learning', myRole, assignedType: 'all-catalog' } });

describe('§2 "The dashboard variant applies when the user is B2B, or premium with the premium-dashboard flag on, or has an active degree with the degree-dashboard flag on."', () => {
  it('B2B → dashboard, with or without flags', () => {
    expect(learnerVariant(member())).toBe('dashboard');
    expect(learnerVariant(user({ segmentation: 'B2B' }))).toBe('dashboard');
  });
  it('premium → dashboard only with the premium-dashboard flag', () => {
    expect(learnerVariant(premium(), { premiumDashboard: true })).toBe('dashboard');
    expect(learnerVariant(premium())).toBe('classic');
    expect(learnerVariant(premium(), { degreeDashboard: true })).toBe('classic');
  });
  it('active degree → dashboard only with the degree-dashboard flag', () => {
    expect(learnerVariant(degree(), { degreeDashboard: true })).toBe('dashboard');
    expect(learnerVariant(degree())).toBe('classic');
    expect(learnerVariant(degree(), { premiumDashboard: true })).toBe('classic');
    expect(learnerVariant(user({ userDegreeSegmentation: 'EXPIRED_DEGREE_SEGMENTATION' }), { degreeDashboard: true })).toBe('classic');
  });
  it('PAYG, anonymous → classic, whatever the flags', () => {
    expect(learnerVariant(user(), { premiumDashboard: true, degreeDashboard: true })).toBe('classic');
    expect(learnerVariant(null, { premiumDashboard: true, degreeDashboard: true })).toBe('classic');
  });
});

describe('§2 dashboard paths', () => {
  it('lists every dashboard path', () => {
    const p = learnerPaths({ user: premium(), flags: { premiumDashboard: true } });
    expect(p).toMatchObject({
      variant: 'dashboard',
      prefix: '',
      orgSlug: null,
      home: '/learn/',
      enrolled: '/learn/my-courses/enrolled/',
      microdegree: '/learn/microdegree/',
      bootcamp: '/learn/bootcamp/',
      academies: '/learn/academies/',
      tracks: '/learn/my-courses/tracks/',
      saved: '/learn/my-courses/saved/',
      projects: '/learn/projects/',
      certificates: '/learn/certificates/',
      studyPlan: '/learn/studyplan/',
      notes: '/learn/my-courses/notes/',
      contentForYou: '/learn/content-for-you/',
      myCourses: '/learn/my-courses/enrolled/',
    });
  });
});

describe('§2 classic paths', () => {
  it('lists every classic path; there is no content-for-you', () => {
    const p = learnerPaths({ user: user() });
    expect(p).toMatchObject({
      variant: 'classic',
      prefix: '',
      home: '/home/',
      enrolled: '/panel/mis-cursos/',
      microdegree: '/panel/mis-cursos/microdegree/',
      bootcamp: '/panel/mis-cursos/bootcamp/',
      academies: '/panel/mis-cursos/academias/',
      tracks: '/panel/mis-cursos/especializaciones/',
      saved: '/panel/mis-cursos-guardados/',
      projects: '/panel/mis-proyectos/',
      certificates: '/panel/mis-diplomas/',
      studyPlan: '/panel/mi-plan-de-estudios/',
      notes: '/panel/mis-apuntes/',
      contentForYou: null,
      myCourses: '/panel/mis-cursos/',
    });
  });
  it('"/ (no user) or /home/ for home"', () => {
    expect(learnerPaths({ user: null }).home).toBe('/');
    expect(learnerPaths({ user: user() }).home).toBe('/home/');
    expect(learnerPaths({ user: premium() }).home).toBe('/home/');
  });
  it('the two lists have the same links (plus content-for-you on the dashboard)', () => {
    expect(Object.keys(CLASSIC_LINKS)).toEqual(Object.keys(DASHBOARD_LINKS));
  });
});

describe('§2 "If the user belongs to an organisation (slug on the user, or a supplied slug), every learner path is prefixed with /org/{slug}."', () => {
  it('the slug on the user prefixes every path', () => {
    const p = learnerPaths({ user: member() });
    expect(p.prefix).toBe('/org/acme-learning');
    expect(p.orgSlug).toBe('acme-learning');
    for (const key of ['home', 'enrolled', 'microdegree', 'bootcamp', 'academies', 'tracks', 'saved', 'projects', 'certificates', 'studyPlan', 'notes', 'contentForYou'] as const) {
      expect(p[key]).toMatch(/^\/org\/acme-learning\/learn\//);
    }
    expect(p.home).toBe('/org/acme-learning/learn/');
    expect(p.saved).toBe('/org/acme-learning/learn/my-courses/saved/');
  });
  it('a supplied slug is used when the user has none (e.g. an organisation page, signed out)', () => {
    const p = learnerPaths({ user: null, orgSlug: 'banco-andino' });
    expect(p).toMatchObject({ variant: 'dashboard', prefix: '/org/banco-andino', home: '/org/banco-andino/learn/' });
    expect(learnerOrgSlug(user({ segmentation: 'B2B' }), 'banco-andino')).toBe('banco-andino');
  });
  it("the user's own slug wins over a supplied one", () => {
    expect(learnerOrgSlug(member(), 'banco-andino')).toBe('acme-learning');
  });
  it('a blank slug is no organisation; slugs are URL-encoded', () => {
    expect(learnerOrgSlug(null, '  ')).toBeNull();
    expect(orgPrefix('')).toBe('');
    expect(orgPrefix('a b')).toBe('/org/a%20b');
  });
  it('B2B by segmentation without an organisation → dashboard without a prefix', () => {
    expect(learnerPaths({ user: user({ segmentation: 'B2B' }) })).toMatchObject({ variant: 'dashboard', prefix: '', home: '/learn/' });
  });
});

describe('§2 "Degree students see the micro-degree link instead of the courses link."', () => {
  it('classic variant', () => {
    expect(learnerPaths({ user: degree() }).myCourses).toBe('/panel/mis-cursos/microdegree/');
  });
  it('dashboard variant', () => {
    expect(learnerPaths({ user: degree(), flags: { degreeDashboard: true } }).myCourses).toBe('/learn/microdegree/');
  });
  it('everyone else sees the courses link', () => {
    expect(learnerPaths({ user: premium() }).myCourses).toBe('/panel/mis-cursos/');
    expect(learnerPaths({ user: member() }).myCourses).toBe('/org/acme-learning/learn/my-courses/enrolled/');
  });
});

describe('§2 "The home target is the login-free home for anonymous non-business users, and a personalised home otherwise."', () => {
  it('anonymous, non-business → /', () => {
    expect(learnerPaths({ user: null }).home).toBe('/');
  });
  it('anonymous in a business context → the organisation home', () => {
    expect(learnerPaths({ user: null, orgSlug: 'acme-learning' }).home).toBe('/org/acme-learning/learn/');
  });
  it('signed in → /home/ (classic) or /learn/ (dashboard)', () => {
    expect(learnerPaths({ user: user() }).home).toBe('/home/');
    expect(learnerPaths({ user: premium(), flags: { premiumDashboard: true } }).home).toBe('/learn/');
    expect(learnerPaths({ user: degree(), flags: { degreeDashboard: true } }).home).toBe('/learn/');
    expect(learnerPaths({ user: member() }).home).toBe('/org/acme-learning/learn/');
  });
});

describe('§2 "A query parameter next (or a global next URL) gives a post-login redirect target."', () => {
  it('the query parameter wins', () => {
    expect(learnerNextPath('/inbox/', '/carrito-de-compras/')).toBe('/inbox/');
    expect(learnerPaths({ user: user(), next: '/inbox/' })).toMatchObject({ next: '/inbox/', afterLogin: '/inbox/' });
  });
  it('the global next URL is used without a query parameter', () => {
    expect(learnerNextPath(undefined, '/carrito-de-compras/')).toBe('/carrito-de-compras/');
    expect(learnerPaths({ user: null, globalNext: '/agenda-cursos/?x=1' }).next).toBe('/agenda-cursos/?x=1');
  });
  it('an unsafe query parameter falls back to the global next URL (safeNextPath)', () => {
    expect(learnerNextPath('https://evil.example/', '/blog/')).toBe('/blog/');
    expect(learnerNextPath('//evil.example/', null)).toBeNull();
  });
  it('a repeated query parameter uses its first value', () => {
    expect(learnerNextPath(['/inbox/', '/blog/'])).toBe('/inbox/');
  });
  it('without next, after login goes to the personalised home', () => {
    expect(learnerPaths({ user: null }).afterLogin).toBe('/home/');
    expect(learnerPaths({ user: user() })).toMatchObject({ next: null, afterLogin: '/home/' });
    expect(learnerPaths({ user: member() }).afterLogin).toBe('/org/acme-learning/learn/');
    expect(learnerPaths({ user: null, orgSlug: 'acme-learning', next: 'javascript:alert(1)' }).afterLogin).toBe('/org/acme-learning/learn/');
  });
});

describe('§2 "Business admin links are built from the organisation slug, plus a leader sub-path."', () => {
  it('panel and leader links from the slug', () => {
    expect(businessAdminLinks('acme-learning')).toEqual({ panel: '/org/acme-learning/panel/', leader: '/org/acme-learning/panel/leader/' });
    expect(learnerPaths({ user: member('admin') }).businessAdmin).toEqual({ panel: '/org/acme-learning/panel/', leader: '/org/acme-learning/panel/leader/' });
    expect(learnerPaths({ user: null, orgSlug: 'banco-andino' }).businessAdmin?.panel).toBe('/org/banco-andino/panel/');
  });
  it('no slug → no business admin links', () => {
    expect(businessAdminLinks(null)).toBeNull();
    expect(learnerPaths({ user: user({ segmentation: 'B2B' }) }).businessAdmin).toBeNull();
    expect(learnerPaths({ user: premium() }).businessAdmin).toBeNull();
  });
});
