/**
 * lib/domain/learning/learner-area: which learner-area URL a user belongs on (spec §2 "Learner-area
 * paths"), on top of the variant rule of lib/domain/paths/learner-paths.ts.
 */
import { describe, expect, it } from 'vitest';
import { learnerAreaRedirect, learnerConceptPath, learnerNavItems, LEARNER_CONCEPTS, variantConceptPath } from '@/lib/domain/learning/learner-area';
import { learnerPaths } from '@/lib/domain/paths/learner-paths';
import type { RoleUser } from '@/lib/domain/roles';
import { PAGE_ROUTES } from '@/lib/server/security/page-rendering';

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
const member = () => user({ segmentation: 'B2B', organization: { slug: 'acme-learning', name: 'Acme Learning', myRole: 'member', assignedType: 'all-catalog' } });
const degree = () => user({ segmentation: 'Degree', userDegreeSegmentation: 'ACTIVATED_DEGREE_SEGMENTATION' });
const flags = { premiumDashboard: true, degreeDashboard: true };

describe('each concept exists once per variant', () => {
  it('maps the dashboard and classic paths of spec §2', () => {
    expect(LEARNER_CONCEPTS.map((c) => variantConceptPath('dashboard', c))).toEqual([
      '/learn/',
      '/learn/my-courses/enrolled/',
      '/learn/microdegree/',
      '/learn/bootcamp/',
      '/learn/academies/',
      '/learn/my-courses/tracks/',
      '/learn/projects/',
      '/learn/certificates/',
      '/learn/studyplan/',
      '/learn/my-courses/notes/',
      '/learn/content-for-you/',
    ]);
    expect(LEARNER_CONCEPTS.map((c) => variantConceptPath('classic', c))).toEqual([
      null,
      '/panel/mis-cursos/',
      '/panel/mis-cursos/microdegree/',
      '/panel/mis-cursos/bootcamp/',
      '/panel/mis-cursos/academias/',
      '/panel/mis-cursos/especializaciones/',
      '/panel/mis-proyectos/',
      '/panel/mis-diplomas/',
      '/panel/mi-plan-de-estudios/',
      '/panel/mis-apuntes/',
      null,
    ]);
  });
});

describe('a user on the other variant’s URL goes to the same concept in their own', () => {
  it('a PAYG learner (classic) is sent from /learn/… to /panel/…', () => {
    const paths = learnerPaths({ user: user(), flags });
    expect(learnerAreaRedirect(paths, 'projects', 'dashboard')).toBe('/panel/mis-proyectos/');
    expect(learnerAreaRedirect(paths, 'notes', 'dashboard')).toBe('/panel/mis-apuntes/');
    expect(learnerAreaRedirect(paths, 'certificates', 'dashboard', 'CERT-0000-0000-0000/')).toBe('/panel/mis-diplomas/CERT-0000-0000-0000/');
    expect(learnerAreaRedirect(paths, 'projects', 'classic')).toBeNull();
    expect(learnerAreaRedirect(paths, 'certificates', 'classic', 'CERT-0000-0000-0000/')).toBeNull();
  });

  it('the dashboard home and "content for you" have no classic page: classic users go to /home/', () => {
    const paths = learnerPaths({ user: user(), flags });
    expect(learnerAreaRedirect(paths, 'home', 'dashboard')).toBe('/home/');
    expect(learnerAreaRedirect(paths, 'contentForYou', 'dashboard')).toBe('/home/');
    expect(learnerConceptPath(paths, 'contentForYou')).toBe('/home/');
  });

  it('premium with the premium-dashboard flag (dashboard) is sent from /panel/… to /learn/…', () => {
    const paths = learnerPaths({ user: premium(), flags });
    expect(learnerAreaRedirect(paths, 'enrolled', 'classic')).toBe('/learn/my-courses/enrolled/');
    expect(learnerAreaRedirect(paths, 'tracks', 'classic')).toBe('/learn/my-courses/tracks/');
    expect(learnerAreaRedirect(paths, 'studyPlan', 'classic')).toBe('/learn/studyplan/');
    expect(learnerAreaRedirect(paths, 'home', 'dashboard')).toBeNull();
    expect(learnerAreaRedirect(paths, 'contentForYou', 'dashboard')).toBeNull();
  });

  it('premium without the flag stays classic', () => {
    const paths = learnerPaths({ user: premium(), flags: {} });
    expect(learnerAreaRedirect(paths, 'enrolled', 'dashboard')).toBe('/panel/mis-cursos/');
    expect(learnerAreaRedirect(paths, 'enrolled', 'classic')).toBeNull();
  });

  it('an organisation member is sent under /org/{slug}, from either variant', () => {
    const paths = learnerPaths({ user: member(), flags });
    expect(learnerAreaRedirect(paths, 'projects', 'dashboard')).toBe('/org/acme-learning/learn/projects/');
    expect(learnerAreaRedirect(paths, 'notes', 'classic')).toBe('/org/acme-learning/learn/my-courses/notes/');
    expect(learnerAreaRedirect(paths, 'home', 'dashboard')).toBe('/org/acme-learning/learn/');
    expect(learnerAreaRedirect(paths, 'certificates', 'classic', 'CERT-0000-0000-0000/')).toBe('/org/acme-learning/learn/certificates/CERT-0000-0000-0000/');
  });

  it('a degree student follows the degree-dashboard flag', () => {
    expect(learnerAreaRedirect(learnerPaths({ user: degree(), flags }), 'microdegree', 'classic')).toBe('/learn/microdegree/');
    expect(learnerAreaRedirect(learnerPaths({ user: degree(), flags: { premiumDashboard: true } }), 'microdegree', 'dashboard')).toBe('/panel/mis-cursos/microdegree/');
  });
});

describe('navigation', () => {
  it('lists the user’s own links; saved only for users who may save; "for you" only on the dashboard', () => {
    const classic = learnerNavItems(learnerPaths({ user: user(), flags }), { canSaveCourses: false });
    expect(classic.map((i) => i.concept)).toEqual(['home', 'enrolled', 'microdegree', 'bootcamp', 'academies', 'tracks', 'projects', 'certificates', 'studyPlan', 'notes']);
    expect(classic[0].href).toBe('/home/');
    const dashboard = learnerNavItems(learnerPaths({ user: premium(), flags }), { canSaveCourses: true });
    expect(dashboard.map((i) => i.concept)).toContain('saved');
    expect(dashboard.find((i) => i.concept === 'saved')?.href).toBe('/learn/my-courses/saved/');
    expect(dashboard.at(-1)).toEqual({ concept: 'contentForYou', href: '/learn/content-for-you/' });
    const org = learnerNavItems(learnerPaths({ user: member(), flags }), { canSaveCourses: false });
    expect(org.every((i) => i.href.startsWith('/org/acme-learning/learn/'))).toBe(true);
  });
});

describe('every learner link leads to a page (issue 18 item 6: no dead ends)', () => {
  const routes = PAGE_ROUTES.map(([route]) => route).filter((route) => !route.includes('[...'));
  const matches = (link: string) =>
    routes.some((route) => new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`).test(link));

  it.each([
    ['a pay-as-you-go learner', user()],
    ['a premium member on the classic variant', premium()],
    ['an organisation member', member()],
    ['a degree student', degree()],
  ])('%s', (_who, subject) => {
    for (const withFlags of [flags, {}]) {
      const paths = learnerPaths({ user: subject, flags: withFlags });
      const links = [paths.home, paths.enrolled, paths.microdegree, paths.bootcamp, paths.academies, paths.tracks, paths.saved, paths.projects, paths.certificates, paths.studyPlan, paths.notes, paths.contentForYou, ...learnerNavItems(paths, { canSaveCourses: true }).map((i) => i.href)].filter((l): l is string => l !== null);
      expect(links.filter((link) => !matches(link))).toEqual([]);
    }
  });
});
