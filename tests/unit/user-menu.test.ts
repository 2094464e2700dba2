/** The user menu's entries (spec §2 user area and account menu), lib/domain/menu/user-menu.ts. */
import { describe, expect, it } from 'vitest';
import { accountPanelPath, userMenuSections } from '@/lib/domain/menu/user-menu';
import { visibleMenuItems } from '@/lib/domain/menu/menu-visibility';
import { menuUserView, type RoleUser } from '@/lib/domain/roles';

const base: RoleUser = { isStaff: false, isMentor: false, isProfessor: false, isAffiliate: false, hasMembership: false, segmentation: 'PAYG', organization: null, membership: null, features: { teacherPanel: false, mentorPanel: false } };
const HELP = 'https://help.example/';

function sections(user: RoleUser) {
  const visible = visibleMenuItems({ user: menuUserView(user), loading: false, featureFlags: { user_notification_web: true }, orgHigherEducationHome: false, countryPrefix: null, academyBucketCount: 1 });
  return userMenuSections({ user, visible, helpCenterUrl: HELP });
}
const ids = (list: { id: string }[]) => list.map((e) => e.id);
const href = (list: { id: string }[], id: string) => (list.find((e) => e.id === id) as { href?: string } | undefined)?.href;

describe('user area', () => {
  it('a PAYG learner: courses, profiles, cart, notifications and feedback; no saved courses, panels or chat', () => {
    const { userArea } = sections(base);
    expect(ids(userArea)).toEqual(['myCourses', 'profiles', 'cart', 'notifications', 'feedback']);
    expect(href(userArea, 'myCourses')).toBe('/panel/mis-cursos/');
  });
  it('premium members get their saved courses, and no cart', () => {
    const { userArea } = sections({ ...base, segmentation: 'Member', hasMembership: true, membership: { membershipType: { method: 'A_1' } } });
    expect(ids(userArea)).toEqual(['myCourses', 'savedCourses', 'profiles', 'notifications', 'feedback']);
    expect(href(userArea, 'savedCourses')).toBe('/panel/mis-cursos-guardados/');
  });
  it('a B2B admin: organisation paths, administrator and leader panels, mentor chat', () => {
    const admin = { ...base, segmentation: 'B2B', organization: { slug: 'acme', name: 'Acme', myRole: 'admin', assignedType: 'all-catalog' } };
    const { userArea, account } = sections(admin);
    expect(ids(userArea)).toEqual(['myCourses', 'profiles', 'adminPanel', 'leaderPanel', 'mentorChat', 'notifications', 'feedback']);
    expect(href(userArea, 'myCourses')).toBe('/org/acme/learn/my-courses/enrolled/');
    expect(href(userArea, 'adminPanel')).toBe('/org/acme/panel/');
    expect(href(userArea, 'leaderPanel')).toBe('/org/acme/panel/leader/');
    expect(href(account, 'company')).toBe('/org/acme/learn/');
    expect(href(account, 'panel')).toBe('/org/acme/learn/');
    expect((userArea.find((e) => e.id === 'profiles') as { labels: string[] }).labels).toEqual(['administrator', 'account']);
  });
  it('a leader gets the leader panel only; a member neither', () => {
    const leader = { ...base, segmentation: 'B2B', organization: { slug: 'acme', name: 'Acme', myRole: 'leader' } };
    expect(ids(sections(leader).userArea)).toContain('leaderPanel');
    expect(ids(sections(leader).userArea)).not.toContain('adminPanel');
    const member = { ...leader, organization: { ...leader.organization, myRole: 'member' } };
    expect(ids(sections(member).userArea)).not.toContain('leaderPanel');
  });
  it('degree students get the micro-degree link as their courses', () => {
    const { userArea } = sections({ ...base, segmentation: 'Degree', userDegreeSegmentation: 'ACTIVATED_DEGREE_SEGMENTATION' });
    expect(href(userArea, 'myCourses')).toBe('/panel/mis-cursos/microdegree/');
  });
});

describe('account menu', () => {
  it('every entry of spec §2 in order, mentors only where the mentor landing shows', () => {
    expect(ids(sections(base).account)).toEqual(['account', 'profile', 'manageAccount', 'help', 'panel', 'nightMode', 'configuration', 'mentors', 'logout']);
    const premium = { ...base, segmentation: 'Member', hasMembership: true };
    expect(ids(sections(premium).account)).not.toContain('mentors');
    expect(href(sections(base).account, 'help')).toBe(HELP);
    expect(href(sections(base).account, 'logout')).toBe('/logout/');
  });
  it('the panel entry is the role dashboard when enabled', () => {
    expect(accountPanelPath({ ...base, isProfessor: true, features: { teacherPanel: true, mentorPanel: false } }, '/home/')).toBe('/panel-profesor/');
    expect(accountPanelPath({ ...base, isProfessor: true }, '/home/')).toBe('/home/');
    expect(accountPanelPath({ ...base, isMentor: true, features: { teacherPanel: false, mentorPanel: true } }, '/home/')).toBe('/mentor/panel/proyectos/');
    expect(accountPanelPath({ ...base, isAffiliate: true }, '/home/')).toBe('/afiliados/panel/');
  });
  it('nothing without a user', () => {
    expect(userMenuSections({ user: null, visible: new Set(), helpCenterUrl: HELP })).toEqual({ userArea: [], account: [] });
  });
});
