/**
 * lib/domain/roles: every derived flag of spec §6 "Roles and permissions", the student type of
 * spec §4 and the role views of spec §3, from a plain `me`-shaped user.
 */
import { describe, expect, it } from 'vitest';
import {
  analyticsRoleFlags,
  B2B_ADMIN_ROLES,
  canSaveCourses,
  canViewAffiliatePanel,
  canViewInbox,
  canViewMentorPanel,
  canViewOrgLearning,
  canViewOrgPanel,
  canViewTeacherPanel,
  chatSupportFlags,
  hasInboxAccess,
  inboxAccessRule,
  isAnonymous,
  isB2BAdminRole,
  isChatSupportVisible,
  isPayg,
  menuUserView,
  orgRoleLabelKey,
  orgRoleProfileLabel,
  profileLabels,
  roleFlags,
  showInboxLink,
  studentType,
  type RoleUser,
} from '../../lib/domain/roles';

/** A plain signed-in learner with nothing else (segmentation PAYG). */
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

const org = (myRole: string, assignedType = 'all-catalog') => ({ slug: 'acme-learning', name: 'Acme Learning', myRole, assignedType });
const premiumA1 = () => user({ hasMembership: true, segmentation: 'Member', membership: { membershipType: { method: 'A_1' } } });
const trialA2 = () => user({ hasMembership: true, segmentation: 'Member', membership: { membershipType: { method: 'A_2' } } });
const degree = () => user({ segmentation: 'Degree', userDegreeSegmentation: 'ACTIVATED_DEGREE_SEGMENTATION' });
const b2bMember = (assignedType?: string) => user({ segmentation: 'B2B', organization: org('member', assignedType) });
const b2bAdmin = () => user({ segmentation: 'B2B', organization: org('admin') });

describe('§6 "Anonymous: no current user and not loading."', () => {
  it('no user, not loading → anonymous', () => {
    expect(isAnonymous(null)).toBe(true);
    expect(roleFlags(null).anonymous).toBe(true);
  });
  it('no user while loading → not anonymous', () => {
    expect(isAnonymous(null, { loading: true })).toBe(false);
    expect(roleFlags(null, { loading: true }).anonymous).toBe(false);
  });
  it('a current user → not anonymous', () => {
    expect(roleFlags(user()).anonymous).toBe(false);
    expect(roleFlags(user(), { loading: true }).anonymous).toBe(false);
  });
  it('no user grants nothing else', () => {
    const flags = roleFlags(null);
    const { anonymous, studentType: type, ...rest } = flags;
    expect(anonymous).toBe(true);
    expect(type).toBe('anonymous');
    expect(Object.values(rest).every((v) => v === false)).toBe(true);
  });
});

describe('§6 "Derived flags: … staff, mentor, teacher (from isProfessor), affiliate"', () => {
  it('staff from isStaff', () => {
    expect(roleFlags(user({ isStaff: true })).staff).toBe(true);
    expect(roleFlags(user()).staff).toBe(false);
  });
  it('mentor from isMentor', () => {
    expect(roleFlags(user({ isMentor: true })).mentor).toBe(true);
    expect(roleFlags(user()).mentor).toBe(false);
  });
  it('"teacher (from isProfessor)"', () => {
    expect(roleFlags(user({ isProfessor: true })).teacher).toBe(true);
    expect(roleFlags(user()).teacher).toBe(false);
  });
  it('affiliate from isAffiliate', () => {
    expect(roleFlags(user({ isAffiliate: true })).affiliate).toBe(true);
    expect(roleFlags(user()).affiliate).toBe(false);
  });
});

describe('§4 "premium: has a membership or segmentation Member. premium-trial is premium whose membership type method is A_2."', () => {
  it('a membership makes a user premium', () => {
    expect(roleFlags(user({ hasMembership: true, membership: { membershipType: { method: 'A_1' } } })).premium).toBe(true);
  });
  it('segmentation Member makes a user premium', () => {
    expect(roleFlags(user({ segmentation: 'Member' })).premium).toBe(true);
  });
  it('neither → not premium', () => {
    expect(roleFlags(user()).premium).toBe(false);
  });
  it('method A_2 → premium trial; A_1 → not a trial', () => {
    expect(roleFlags(trialA2())).toMatchObject({ premium: true, premiumTrial: true });
    expect(roleFlags(premiumA1())).toMatchObject({ premium: true, premiumTrial: false });
  });
  it('an A_2 method on a user who is not premium is no trial ("premium whose …")', () => {
    expect(roleFlags(user({ membership: { membershipType: { method: 'A_2' } } })).premiumTrial).toBe(false);
  });
});

describe('§4 "degree: active degree segmentation."', () => {
  it('ACTIVATED_DEGREE_SEGMENTATION → degree student', () => {
    expect(roleFlags(degree()).degree).toBe(true);
  });
  it('EXPIRED_DEGREE_SEGMENTATION or none → not a degree student', () => {
    expect(roleFlags(user({ userDegreeSegmentation: 'EXPIRED_DEGREE_SEGMENTATION', segmentation: 'Degree' })).degree).toBe(false);
    expect(roleFlags(user()).degree).toBe(false);
  });
});

describe('§4 "b2b: has an organisation or segmentation B2B."', () => {
  it('an organisation → B2B', () => {
    expect(roleFlags(user({ organization: org('member') })).b2b).toBe(true);
  });
  it('segmentation B2B without an organisation → B2B', () => {
    expect(roleFlags(user({ segmentation: 'B2B' })).b2b).toBe(true);
  });
  it('neither → not B2B', () => {
    expect(roleFlags(user()).b2b).toBe(false);
  });
});

describe('§6 "B2B admin: organisation myRole is admin, owner or owner-corporation."', () => {
  it.each(['admin', 'owner', 'owner-corporation'])('myRole %s → B2B admin', (role) => {
    expect(isB2BAdminRole(role)).toBe(true);
    expect(roleFlags(user({ organization: org(role) })).b2bAdmin).toBe(true);
  });
  it.each(['leader', 'member', 'high-education-member', ''])('myRole %s → not B2B admin', (role) => {
    expect(isB2BAdminRole(role)).toBe(false);
    expect(roleFlags(user({ organization: org(role) })).b2bAdmin).toBe(false);
  });
  it('no organisation → not B2B admin', () => {
    expect(isB2BAdminRole(null)).toBe(false);
    expect(isB2BAdminRole(undefined)).toBe(false);
    expect(roleFlags(user({ segmentation: 'B2B' })).b2bAdmin).toBe(false);
    expect(B2B_ADMIN_ROLES).toEqual(['admin', 'owner', 'owner-corporation']);
  });
});

describe('§3 "Organisation access: all-catalog or panel-only (assignedType)" → isB2BOnlyPanel, isB2BAllCatalog', () => {
  it('panel-only → B2B only panel', () => {
    expect(roleFlags(b2bMember('panel-only'))).toMatchObject({ b2bOnlyPanel: true, b2bAllCatalog: false });
  });
  it('all-catalog → B2B all catalogue', () => {
    expect(roleFlags(b2bMember('all-catalog'))).toMatchObject({ b2bOnlyPanel: false, b2bAllCatalog: true });
  });
  it('no organisation → neither', () => {
    expect(roleFlags(user({ segmentation: 'B2B' }))).toMatchObject({ b2bOnlyPanel: false, b2bAllCatalog: false });
    expect(roleFlags(user())).toMatchObject({ b2bOnlyPanel: false, b2bAllCatalog: false });
  });
});

describe('§6 "PAYG: not anonymous, and not mentor, teacher, premium, degree student, business member or business admin."', () => {
  it('a plain signed-in user is PAYG', () => {
    expect(isPayg(user())).toBe(true);
  });
  it('anonymous is not PAYG', () => {
    expect(isPayg(null)).toBe(false);
    expect(roleFlags(null).payg).toBe(false);
  });
  it('no user while loading is not PAYG either (spec §1: PAYG are signed-in users)', () => {
    expect(roleFlags(null, { loading: true }).payg).toBe(false);
  });
  it.each([
    ['mentor', user({ isMentor: true })],
    ['teacher', user({ isProfessor: true })],
    ['premium', premiumA1()],
    ['premium trial', trialA2()],
    ['degree student', degree()],
    ['business member', b2bMember()],
    ['business admin', b2bAdmin()],
  ])('a %s is not PAYG', (_label, subject) => {
    expect(isPayg(subject)).toBe(false);
  });
  it('staff, affiliates and new users are not excluded, so with no other role they are PAYG', () => {
    expect(isPayg(user({ isStaff: true }))).toBe(true);
    expect(isPayg(user({ isAffiliate: true }))).toBe(true);
    expect(isPayg(user({ segmentation: 'Register' }))).toBe(true);
  });
  it('an expired degree segmentation does not exclude ("degree student" is the active one)', () => {
    expect(isPayg(user({ userDegreeSegmentation: 'EXPIRED_DEGREE_SEGMENTATION' }))).toBe(true);
  });
});

describe('§6 "Inbox access: mentor, business member, teacher, or premium whose membership method is not A_2."', () => {
  it.each([
    ['mentor', user({ isMentor: true })],
    ['business member', b2bMember()],
    ['business admin (a business member too)', b2bAdmin()],
    ['teacher', user({ isProfessor: true })],
    ['premium with method A_1', premiumA1()],
    ['premium by segmentation Member without a membership type', user({ segmentation: 'Member' })],
  ])('%s → inbox access', (_label, subject) => {
    expect(hasInboxAccess(subject)).toBe(true);
    expect(canViewInbox(subject)).toBe(true);
    expect(roleFlags(subject).hasInboxAccess).toBe(true);
  });
  it.each([
    ['premium with method A_2 (trial)', trialA2()],
    ['PAYG', user()],
    ['degree student', degree()],
    ['staff', user({ isStaff: true })],
    ['affiliate', user({ isAffiliate: true })],
    ['no user', null],
  ])('%s → no inbox access', (_label, subject) => {
    expect(hasInboxAccess(subject)).toBe(false);
    expect(roleFlags(subject).hasInboxAccess).toBe(false);
  });
  it('a trial user who is also a mentor, teacher or business member keeps access', () => {
    expect(hasInboxAccess({ ...trialA2(), isMentor: true })).toBe(true);
    expect(hasInboxAccess({ ...trialA2(), isProfessor: true })).toBe(true);
    expect(hasInboxAccess({ ...trialA2(), organization: org('member') })).toBe(true);
  });
  it('the rule over derived facts agrees', () => {
    const none = { mentor: false, b2b: false, teacher: false, premium: false, premiumTrial: false };
    expect(inboxAccessRule(none)).toBe(false);
    expect(inboxAccessRule({ ...none, premium: true })).toBe(true);
    expect(inboxAccessRule({ ...none, premium: true, premiumTrial: true })).toBe(false);
  });
});

describe('§6 "The menu shows the inbox link for users with inbox access who are not premium, or for mentors."', () => {
  it('inbox access and not premium → link (business member, teacher)', () => {
    expect(showInboxLink(b2bMember())).toBe(true);
    expect(showInboxLink(user({ isProfessor: true }))).toBe(true);
  });
  it('premium (with inbox access) → no link', () => {
    expect(showInboxLink(premiumA1())).toBe(false);
  });
  it('mentors → link, even when premium', () => {
    expect(showInboxLink(user({ isMentor: true }))).toBe(true);
    expect(showInboxLink({ ...premiumA1(), isMentor: true })).toBe(true);
  });
  it('no inbox access → no link', () => {
    expect(showInboxLink(user())).toBe(false);
    expect(showInboxLink(trialA2())).toBe(false);
    expect(showInboxLink(null)).toBe(false);
    expect(roleFlags(b2bMember()).showInboxLink).toBe(true);
  });
});

describe('§4 "register: segmentation Register (a new user)" → newUser', () => {
  it('segmentation Register → new user', () => {
    expect(roleFlags(user({ segmentation: 'Register' })).newUser).toBe(true);
  });
  it('other segmentations or no user → not new', () => {
    for (const segmentation of ['PAYG', 'Member', 'B2B', 'Degree']) expect(roleFlags(user({ segmentation })).newUser).toBe(false);
    expect(roleFlags(null).newUser).toBe(false);
  });
});

describe('§6 "Saving courses: premium users only."', () => {
  it('premium (trial included) may save', () => {
    expect(canSaveCourses(premiumA1())).toBe(true);
    expect(canSaveCourses(trialA2())).toBe(true);
    expect(roleFlags(premiumA1()).canSaveCourses).toBe(true);
  });
  it('nobody else may', () => {
    for (const subject of [null, user(), degree(), b2bMember(), b2bAdmin(), user({ isMentor: true }), user({ isStaff: true })]) {
      expect(canSaveCourses(subject)).toBe(false);
    }
  });
});

describe('§6 "Chat support: shown only to active-degree users, B2B users, or premium users not on a trial; disabled when a hide-chat flag is set."', () => {
  it.each([
    ['active-degree user', degree()],
    ['B2B user', b2bMember()],
    ['premium user not on a trial', premiumA1()],
  ])('%s → chat shown', (_label, subject) => {
    expect(isChatSupportVisible(subject)).toBe(true);
    expect(roleFlags(subject).chatSupportVisible).toBe(true);
  });
  it.each([
    ['premium trial', trialA2()],
    ['PAYG', user()],
    ['mentor', user({ isMentor: true })],
    ['anonymous', null],
  ])('%s → no chat', (_label, subject) => {
    expect(isChatSupportVisible(subject)).toBe(false);
  });
  it('the hide-chat flag disables it for everyone', () => {
    for (const subject of [degree(), b2bMember(), premiumA1()]) {
      expect(isChatSupportVisible(subject, { hideChat: true })).toBe(false);
      expect(roleFlags(subject, { hideChat: true }).chatSupportVisible).toBe(false);
    }
  });
});

describe('§4 "Student type (precedence in order)": anonymous, degree, b2b, premium, register, payg', () => {
  it('"anonymous: no user, loaded without error"', () => {
    expect(studentType(null)).toBe('anonymous');
  });
  it('no user while loading, or after an error → no student type yet', () => {
    expect(studentType(null, { loading: true })).toBeNull();
    expect(studentType(null, { error: true })).toBeNull();
  });
  it('"degree: active degree segmentation"', () => {
    expect(studentType(degree())).toBe('degree');
  });
  it('"b2b: has an organisation or segmentation B2B"', () => {
    expect(studentType(b2bMember())).toBe('b2b');
    expect(studentType(user({ segmentation: 'B2B' }))).toBe('b2b');
  });
  it('"premium: has a membership or segmentation Member"; A_2 → premium-trial', () => {
    expect(studentType(premiumA1())).toBe('premium');
    expect(studentType(user({ segmentation: 'Member' }))).toBe('premium');
    expect(studentType(trialA2())).toBe('premium-trial');
  });
  it('"register: segmentation Register (a new user)"', () => {
    expect(studentType(user({ segmentation: 'Register' }))).toBe('register');
  });
  it('"payg: any other signed-in user"', () => {
    expect(studentType(user())).toBe('payg');
    expect(studentType(user({ isMentor: true }))).toBe('payg');
    expect(studentType(user({ isStaff: true, isAffiliate: true }))).toBe('payg');
  });
  it('"The listed order of derivation is degree, then b2b, then premium, then register, then payg"', () => {
    const all = user({
      segmentation: 'Register',
      userDegreeSegmentation: 'ACTIVATED_DEGREE_SEGMENTATION',
      organization: org('member'),
      hasMembership: true,
      membership: { membershipType: { method: 'A_1' } },
    });
    expect(studentType(all)).toBe('degree');
    expect(studentType({ ...all, userDegreeSegmentation: null })).toBe('b2b');
    expect(studentType({ ...all, userDegreeSegmentation: null, organization: null })).toBe('premium');
    expect(studentType({ ...all, userDegreeSegmentation: null, organization: null, hasMembership: false, membership: null })).toBe('register');
    expect(studentType({ ...all, userDegreeSegmentation: null, organization: null, hasMembership: false, membership: null, segmentation: 'PAYG' })).toBe('payg');
  });
  it('a user still shown while refetching keeps their type', () => {
    expect(studentType(premiumA1(), { loading: true })).toBe('premium');
    expect(roleFlags(premiumA1(), { error: true }).studentType).toBe('premium');
  });
});

describe('§3 "Menu user view flags: isPremium, isAnonymous, isPAYG, isB2B, isB2BAdmin, isB2BOnlyPanel, isB2BAllCatalog, hasInboxAccess, isMentor, organization (slug, name, myRole)."', () => {
  it('anonymous visitor', () => {
    expect(menuUserView(null)).toEqual({
      isPremium: false,
      isAnonymous: true,
      isPAYG: false,
      isB2B: false,
      isB2BAdmin: false,
      isB2BOnlyPanel: false,
      isB2BAllCatalog: false,
      hasInboxAccess: false,
      isMentor: false,
      organization: null,
    });
  });
  it('loading: not anonymous yet', () => {
    expect(menuUserView(null, { loading: true }).isAnonymous).toBe(false);
  });
  it('business admin of a panel-only organisation', () => {
    expect(menuUserView(user({ segmentation: 'B2B', organization: org('owner', 'panel-only') }))).toEqual({
      isPremium: false,
      isAnonymous: false,
      isPAYG: false,
      isB2B: true,
      isB2BAdmin: true,
      isB2BOnlyPanel: true,
      isB2BAllCatalog: false,
      hasInboxAccess: true,
      isMentor: false,
      organization: { slug: 'acme-learning', name: 'Acme Learning', myRole: 'owner' },
    });
  });
  it('premium, PAYG and mentor', () => {
    expect(menuUserView(premiumA1())).toMatchObject({ isPremium: true, isPAYG: false, hasInboxAccess: true });
    expect(menuUserView(user())).toMatchObject({ isPremium: false, isPAYG: true, hasInboxAccess: false, organization: null });
    expect(menuUserView(user({ isMentor: true }))).toMatchObject({ isMentor: true, isPAYG: false, hasInboxAccess: true });
  });
});

describe('§3 chat-support and analytics user views (isActiveDegree, isB2B, isPremium, isPremiumTrial)', () => {
  it('chat-support view flags', () => {
    expect(chatSupportFlags(trialA2())).toEqual({ isActiveDegree: false, isB2B: false, isPremium: true, isPremiumTrial: true });
    expect(chatSupportFlags(degree())).toEqual({ isActiveDegree: true, isB2B: false, isPremium: false, isPremiumTrial: false });
    expect(chatSupportFlags(null)).toEqual({ isActiveDegree: false, isB2B: false, isPremium: false, isPremiumTrial: false });
  });
  it('analytics view flags', () => {
    expect(analyticsRoleFlags(b2bMember())).toEqual({ isB2B: true, isPremium: false, isActiveDegree: false });
    expect(analyticsRoleFlags(premiumA1())).toEqual({ isB2B: false, isPremium: true, isActiveDegree: false });
  });
});

describe('§6 "Profile labels: Professor, Mentor, Administrator, Leader, Member, Account."', () => {
  it('organisation roles: admins, owners and corporate owners are Administrators', () => {
    expect(orgRoleProfileLabel('admin')).toBe('administrator');
    expect(orgRoleProfileLabel('owner')).toBe('administrator');
    expect(orgRoleProfileLabel('owner-corporation')).toBe('administrator');
    expect(orgRoleProfileLabel('leader')).toBe('leader');
    expect(orgRoleProfileLabel('member')).toBe('member');
    expect(orgRoleProfileLabel('high-education-member')).toBe('member');
  });
  it('every profile a user holds, in the spec order, ending with Account', () => {
    expect(profileLabels(user({ isProfessor: true, isMentor: true, organization: org('leader') }))).toEqual(['professor', 'mentor', 'leader', 'account']);
    expect(profileLabels(b2bAdmin())).toEqual(['administrator', 'account']);
    expect(profileLabels(b2bMember())).toEqual(['member', 'account']);
    expect(profileLabels(user({ segmentation: 'B2B' }))).toEqual(['member', 'account']);
    expect(profileLabels(user())).toEqual(['account']);
    expect(profileLabels(null)).toEqual([]);
  });
  it('role message keys (roles.owner/admin/leader/member) follow the same labels', () => {
    expect(orgRoleLabelKey('owner')).toBe('owner');
    expect(orgRoleLabelKey('owner-corporation')).toBe('owner');
    expect(orgRoleLabelKey('admin')).toBe('admin');
    expect(orgRoleLabelKey('leader')).toBe('leader');
    expect(orgRoleLabelKey('high-education-member')).toBe('member');
  });
});

describe('§6 "Feature teacherPanel and mentorPanel gate those panels"; affiliate and organisation areas', () => {
  it('teacher panel follows features.teacherPanel', () => {
    expect(canViewTeacherPanel(user({ isProfessor: true, features: { teacherPanel: true, mentorPanel: false } }))).toBe(true);
    expect(canViewTeacherPanel(user({ isProfessor: true }))).toBe(false);
    expect(canViewTeacherPanel(null)).toBe(false);
  });
  it('mentor panel follows features.mentorPanel', () => {
    expect(canViewMentorPanel(user({ isMentor: true, features: { teacherPanel: false, mentorPanel: true } }))).toBe(true);
    expect(canViewMentorPanel(user({ isMentor: true }))).toBe(false);
    expect(canViewMentorPanel(null)).toBe(false);
  });
  it('affiliate panel follows isAffiliate', () => {
    expect(canViewAffiliatePanel(user({ isAffiliate: true }))).toBe(true);
    expect(canViewAffiliatePanel(user())).toBe(false);
    expect(canViewAffiliatePanel(null)).toBe(false);
  });
  it('organisation learning home: any member role of that organisation; admin panel: its B2B admins', () => {
    expect(canViewOrgLearning('high-education-member')).toBe(true);
    expect(canViewOrgLearning(null)).toBe(false);
    expect(canViewOrgLearning('')).toBe(false);
    expect(canViewOrgPanel('owner-corporation')).toBe(true);
    expect(canViewOrgPanel('leader')).toBe(false);
    expect(canViewOrgPanel(null)).toBe(false);
  });
});
