/**
 * lib/domain/learning/course-access: "may this user open this course (or this lecture), and why"
 * (issue 15 item 1), case by case. Reasons are the spec §3 enrollment types; who is premium,
 * premium trial, degree or B2B is spec §4 (student type) and §6 (derived flags); what an
 * organisation offers is spec §3 assignedType (all-catalog / panel-only).
 */
import { describe, expect, it } from 'vitest';
import {
  accessKind,
  courseEntitlements,
  decideCourseAccess,
  enrollmentStillGrants,
  ENROLLMENT_TYPES,
  holdsEveryCourse,
  isCourseAvailable,
  isEnrollmentType,
  MEMBERSHIP_COURSE_TYPES,
  ORGANIZATION_CATALOGUE_COURSE_TYPES,
  PERMANENT_ENROLLMENT_TYPES,
  type AccessCourse,
  type AccessOrganization,
  type AccessViewer,
  type CourseAccessDecision,
} from '@/lib/domain/learning/course-access';
import type { RoleUser } from '@/lib/domain/roles';

const VIEWER_ID = 7;
const OTHER_ID = 99;

function roles(overrides: Partial<RoleUser> = {}): RoleUser {
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

const PREMIUM = { hasMembership: true, segmentation: 'Member', membership: { membershipType: { method: 'A_1' } } } satisfies Partial<RoleUser>;
const TRIAL = { hasMembership: true, segmentation: 'Member', membership: { membershipType: { method: 'A_2' } } } satisfies Partial<RoleUser>;
const DEGREE = { segmentation: 'Degree', userDegreeSegmentation: 'ACTIVATED_DEGREE_SEGMENTATION' } satisfies Partial<RoleUser>;

function org(overrides: Partial<AccessOrganization> = {}): AccessOrganization {
  return { id: 1, slug: 'acme-learning', role: 'member', assignedType: 'all-catalog', assignsCourse: false, ...overrides };
}

function viewer(r: Partial<RoleUser> = {}, organizations: AccessOrganization[] = []): AccessViewer {
  return { userId: VIEWER_ID, roles: roles(r), organizations };
}

function course(overrides: Partial<AccessCourse> = {}): AccessCourse {
  return { courseType: 'PAID', prices: [{ currency: 'USD', priceCents: 4900 }], isActive: true, isPreSale: false, organizationId: null, professorUserId: OTHER_ID, ...overrides };
}

const enrolled = (enrollmentType: string) => ({ enrollmentType });

function expectDecision(actual: CourseAccessDecision, expected: Partial<CourseAccessDecision>) {
  expect(actual).toMatchObject(expected);
}

describe('the spec §3 enumerations the rule speaks', () => {
  it('has exactly the thirteen enrollment types of spec §3', () => {
    expect([...ENROLLMENT_TYPES].sort()).toEqual(
      ['B2B', 'DEGREE', 'FREE', 'FREEMIUM', 'FREE_MEMBERSHIP', 'MEMBERSHIP', 'MENTOR', 'PREVIEW_TRIAL', 'PROFESSOR', 'STAFF', 'TEMPORAL_ACCESS', 'GITCARD', 'PAID'].sort(),
    );
    expect(isEnrollmentType('PAID')).toBe(true);
    expect(isEnrollmentType('paid')).toBe(false);
    expect(isEnrollmentType(null)).toBe(false);
  });

  it('premium plans include MEMBERSHIP and PAID courses; organisations add their own course types; FREE is in neither', () => {
    expect(MEMBERSHIP_COURSE_TYPES).toEqual(['MEMBERSHIP', 'PAID']);
    expect(ORGANIZATION_CATALOGUE_COURSE_TYPES).toEqual(['MEMBERSHIP', 'PAID', 'B2B', 'B2B_CLASSROOMS']);
    for (const list of [MEMBERSHIP_COURSE_TYPES, ORGANIZATION_CATALOGUE_COURSE_TYPES]) {
      expect(list).not.toContain('FREE');
      expect(list).not.toContain('DEGREE');
      expect(list).not.toContain('ROCKSTAR');
      expect(list).not.toContain('TEMPORAL_ACCESS');
    }
  });

  it('a course is on offer while active or on pre-sale (the cart sells both)', () => {
    expect(isCourseAvailable({ isActive: true, isPreSale: false })).toBe(true);
    expect(isCourseAvailable({ isActive: false, isPreSale: true })).toBe(true);
    expect(isCourseAvailable({ isActive: false, isPreSale: false })).toBe(false);
  });
});

describe('anonymous visitors (spec §4 "anonymous: no user")', () => {
  it('cannot open a course, have no reason, cannot enroll and get no org prefix', () => {
    expect(decideCourseAccess({ viewer: null, course: course(), enrollment: null })).toEqual({
      canWatch: false,
      reason: null,
      grant: 'none',
      canEnrollFree: false,
      hasEnrollment: false,
      organizationSlug: null,
    });
    // A free course needs an account to enroll in: signing in comes first.
    expectDecision(decideCourseAccess({ viewer: null, course: course({ courseType: 'FREE' }), enrollment: null }), { canWatch: false, canEnrollFree: false });
  });

  it('may watch a free preview lecture of a public course on offer, and nothing else of it', () => {
    expectDecision(decideCourseAccess({ viewer: null, course: course(), enrollment: null, lecture: { isPreview: true } }), { canWatch: true, reason: null, grant: 'preview' });
    expectDecision(decideCourseAccess({ viewer: null, course: course(), enrollment: null, lecture: { isPreview: false } }), { canWatch: false, grant: 'none' });
  });

  it('gets no preview of a private (organisation) course or of a withdrawn one', () => {
    expect(decideCourseAccess({ viewer: null, course: course({ organizationId: 1, courseType: 'B2B' }), enrollment: null, lecture: { isPreview: true } }).canWatch).toBe(false);
    expect(decideCourseAccess({ viewer: null, course: course({ isActive: false }), enrollment: null, lecture: { isPreview: true } }).canWatch).toBe(false);
  });
});

describe('PAYG learners (spec §1 "they buy courses through the cart", §6 PAYG)', () => {
  const payg = viewer();

  it('without an enrollment: no access to a PAID course, which they must buy', () => {
    expectDecision(decideCourseAccess({ viewer: payg, course: course(), enrollment: null }), { canWatch: false, reason: null, grant: 'none', canEnrollFree: false, hasEnrollment: false });
  });

  it('with a PAID enrollment: access, reason PAID', () => {
    expectDecision(decideCourseAccess({ viewer: payg, course: course(), enrollment: enrolled('PAID') }), { canWatch: true, reason: 'PAID', grant: 'enrollment', hasEnrollment: true, canEnrollFree: false });
  });

  it('keeps a bought course after it is withdrawn from sale', () => {
    expectDecision(decideCourseAccess({ viewer: payg, course: course({ isActive: false }), enrollment: enrolled('PAID') }), { canWatch: true, reason: 'PAID' });
  });

  it('may watch a free preview lecture of a course they do not own', () => {
    expectDecision(decideCourseAccess({ viewer: payg, course: course(), enrollment: null, lecture: { isPreview: true } }), { canWatch: true, reason: null, grant: 'preview' });
  });

  it('GITCARD, FREEMIUM and TEMPORAL_ACCESS enrollments open the course like PAID', () => {
    for (const type of ['GITCARD', 'FREEMIUM', 'TEMPORAL_ACCESS'] as const) {
      expectDecision(decideCourseAccess({ viewer: payg, course: course(), enrollment: enrolled(type) }), { canWatch: true, reason: type, grant: 'enrollment' });
    }
  });

  it('an enrollment of an unknown type grants nothing', () => {
    expectDecision(decideCourseAccess({ viewer: payg, course: course(), enrollment: enrolled('LIFETIME') }), { canWatch: false, hasEnrollment: true });
  });
});

describe('FREE courses (spec §3 course type FREE, enrollment type FREE)', () => {
  const free = course({ courseType: 'FREE' });

  it('before enrolling: no reason, no access, but one click enrolls (canEnrollFree)', () => {
    expectDecision(decideCourseAccess({ viewer: viewer(), course: free, enrollment: null }), { canWatch: false, reason: null, canEnrollFree: true });
  });

  it('after enrolling: reason FREE, and enrolling again is not offered', () => {
    expectDecision(decideCourseAccess({ viewer: viewer(), course: free, enrollment: enrolled('FREE') }), { canWatch: true, reason: 'FREE', canEnrollFree: false, hasEnrollment: true });
  });

  it('premium and all-catalog organisation members enroll too: a free course is not part of a plan', () => {
    expectDecision(decideCourseAccess({ viewer: viewer(PREMIUM), course: free, enrollment: null }), { canWatch: false, canEnrollFree: true });
    expectDecision(decideCourseAccess({ viewer: viewer({ segmentation: 'B2B' }, [org()]), course: free, enrollment: null }), { canWatch: false, canEnrollFree: true });
  });

  it('is not offered when withdrawn, private to an organisation, or not FREE', () => {
    expect(decideCourseAccess({ viewer: viewer(), course: course({ courseType: 'FREE', isActive: false }), enrollment: null }).canEnrollFree).toBe(false);
    expect(decideCourseAccess({ viewer: viewer(), course: course({ courseType: 'FREE', organizationId: 3 }), enrollment: null }).canEnrollFree).toBe(false);
    expect(decideCourseAccess({ viewer: viewer(), course: course(), enrollment: null }).canEnrollFree).toBe(false);
  });

  it('a course discounted to 100 % is free of charge too (issue 19: one rule with the cart and the course page)', () => {
    const promoted = course({ courseType: 'PAID', prices: [{ currency: 'USD', priceCents: 0 }, { currency: 'PEN', priceCents: 0 }] });
    expectDecision(decideCourseAccess({ viewer: viewer(), course: promoted, enrollment: null }), { canWatch: false, canEnrollFree: true });
    // A local price of 0 alone does not make it free: the base currency decides.
    expect(decideCourseAccess({ viewer: viewer(), course: course({ prices: [{ currency: 'USD', priceCents: 4900 }, { currency: 'PEN', priceCents: 0 }] }), enrollment: null }).canEnrollFree).toBe(false);
  });

  it('staff already see it and may still enroll, so their progress is kept on a FREE enrollment', () => {
    expectDecision(decideCourseAccess({ viewer: viewer({ isStaff: true }), course: free, enrollment: null }), { canWatch: true, reason: 'STAFF', canEnrollFree: true });
  });
});

describe('premium members (spec §4 "premium: has a membership or segmentation Member")', () => {
  it('open membership-type and PAID courses without paying: reason MEMBERSHIP', () => {
    for (const courseType of ['MEMBERSHIP', 'PAID']) {
      expectDecision(decideCourseAccess({ viewer: viewer(PREMIUM), course: course({ courseType }), enrollment: null }), { canWatch: true, reason: 'MEMBERSHIP', grant: 'entitlement' });
    }
  });

  it('also by segmentation Member alone (spec §4)', () => {
    expect(decideCourseAccess({ viewer: viewer({ segmentation: 'Member' }), course: course(), enrollment: null }).reason).toBe('MEMBERSHIP');
  });

  it('a pre-sale course is included before it goes live', () => {
    expectDecision(decideCourseAccess({ viewer: viewer(PREMIUM), course: course({ isActive: false, isPreSale: true }), enrollment: null }), { canWatch: true, reason: 'MEMBERSHIP' });
  });

  it('do not get DEGREE, ROCKSTAR, TEMPORAL_ACCESS or organisation-private courses, nor withdrawn ones', () => {
    for (const c of [course({ courseType: 'DEGREE' }), course({ courseType: 'ROCKSTAR' }), course({ courseType: 'TEMPORAL_ACCESS' }), course({ courseType: 'B2B', organizationId: 1 }), course({ isActive: false })]) {
      expect(decideCourseAccess({ viewer: viewer(PREMIUM), course: c, enrollment: null }).canWatch).toBe(false);
    }
  });

  it('their MEMBERSHIP enrollment keeps its reason and progress while the membership holds', () => {
    expectDecision(decideCourseAccess({ viewer: viewer(PREMIUM), course: course(), enrollment: enrolled('MEMBERSHIP') }), { canWatch: true, reason: 'MEMBERSHIP', grant: 'enrollment', hasEnrollment: true });
  });

  it('a bought course stays PAID when the owner becomes premium (progress stays on the enrollment)', () => {
    expectDecision(decideCourseAccess({ viewer: viewer(PREMIUM), course: course(), enrollment: enrolled('PAID') }), { canWatch: true, reason: 'PAID', grant: 'enrollment' });
  });

  it('once the membership ends, MEMBERSHIP, FREE_MEMBERSHIP and PREVIEW_TRIAL enrollments close the course again (the row and its progress stay)', () => {
    for (const type of ['MEMBERSHIP', 'FREE_MEMBERSHIP', 'PREVIEW_TRIAL']) {
      expectDecision(decideCourseAccess({ viewer: viewer(), course: course(), enrollment: enrolled(type) }), { canWatch: false, reason: null, hasEnrollment: true });
    }
  });
});

describe('premium trial (spec §4 "premium-trial is premium whose membership type method is A_2")', () => {
  it('opens the same courses with reason PREVIEW_TRIAL', () => {
    expectDecision(decideCourseAccess({ viewer: viewer(TRIAL), course: course(), enrollment: null }), { canWatch: true, reason: 'PREVIEW_TRIAL', grant: 'entitlement' });
    expectDecision(decideCourseAccess({ viewer: viewer(TRIAL), course: course({ courseType: 'MEMBERSHIP' }), enrollment: null }), { canWatch: true, reason: 'PREVIEW_TRIAL' });
  });

  it('an existing enrollment keeps its own type', () => {
    expect(decideCourseAccess({ viewer: viewer(TRIAL), course: course(), enrollment: enrolled('MEMBERSHIP') }).reason).toBe('MEMBERSHIP');
  });
});

describe('organisation members: B2B (spec §3 assignedType, §4 "b2b: has an organisation")', () => {
  it('all-catalog: the public catalogue is included for every member', () => {
    expectDecision(decideCourseAccess({ viewer: viewer({ segmentation: 'B2B' }, [org()]), course: course(), enrollment: null }), {
      canWatch: true,
      reason: 'B2B',
      grant: 'entitlement',
      organizationSlug: 'acme-learning',
    });
  });

  it('panel-only: a member gets only what is assigned (to them or to everyone), directly or in a track', () => {
    const bank = org({ id: 2, slug: 'banco-andino', assignedType: 'panel-only' });
    expect(decideCourseAccess({ viewer: viewer({ segmentation: 'B2B' }, [bank]), course: course(), enrollment: null }).canWatch).toBe(false);
    expectDecision(decideCourseAccess({ viewer: viewer({ segmentation: 'B2B' }, [{ ...bank, assignsCourse: true }]), course: course(), enrollment: null }), {
      canWatch: true,
      reason: 'B2B',
      organizationSlug: 'banco-andino',
    });
  });

  it('panel-only: its admins keep the catalogue to choose what to assign (lib/domain/org/permissions learnScope)', () => {
    const bank = org({ id: 2, slug: 'banco-andino', assignedType: 'panel-only', role: 'admin' });
    expect(decideCourseAccess({ viewer: viewer({ segmentation: 'B2B' }, [bank]), course: course(), enrollment: null }).reason).toBe('B2B');
  });

  it("an organisation's own (studio) course: for its members once live, never for other organisations'", () => {
    const studio = course({ courseType: 'B2B', organizationId: 1 });
    expect(decideCourseAccess({ viewer: viewer({ segmentation: 'B2B' }, [org()]), course: studio, enrollment: null }).reason).toBe('B2B');
    expect(decideCourseAccess({ viewer: viewer({ segmentation: 'B2B' }, [org({ id: 2, slug: 'otra' })]), course: studio, enrollment: null }).canWatch).toBe(false);
    expect(decideCourseAccess({ viewer: viewer({ segmentation: 'B2B' }, [org()]), course: { ...studio, isActive: false }, enrollment: null }).canWatch).toBe(false);
    expect(decideCourseAccess({ viewer: viewer(PREMIUM), course: studio, enrollment: null }).canWatch).toBe(false);
  });

  it('an assigned course that was withdrawn is not offered any more', () => {
    expect(decideCourseAccess({ viewer: viewer({ segmentation: 'B2B' }, [org({ assignedType: 'panel-only', assignsCourse: true })]), course: course({ isActive: false }), enrollment: null }).canWatch).toBe(false);
  });

  it('the organisation catalogue does not include DEGREE or FREE courses; an assignment of a free course does', () => {
    expect(decideCourseAccess({ viewer: viewer({ segmentation: 'B2B' }, [org()]), course: course({ courseType: 'DEGREE' }), enrollment: null }).canWatch).toBe(false);
    expect(decideCourseAccess({ viewer: viewer({ segmentation: 'B2B' }, [org()]), course: course({ courseType: 'FREE' }), enrollment: null }).canWatch).toBe(false);
    expect(decideCourseAccess({ viewer: viewer({ segmentation: 'B2B' }, [org({ assignsCourse: true })]), course: course({ courseType: 'FREE' }), enrollment: null }).reason).toBe('B2B');
  });

  it('with several organisations, the first (in join order) that gives the course names the prefix', () => {
    const bank = org({ id: 2, slug: 'banco-andino', assignedType: 'panel-only' });
    const acme = org({ id: 1, slug: 'acme-learning' });
    expect(decideCourseAccess({ viewer: viewer({ segmentation: 'B2B' }, [bank, acme]), course: course(), enrollment: null }).organizationSlug).toBe('acme-learning');
  });

  it('a B2B enrollment counts while the learner belongs to an organisation, not after leaving every one', () => {
    const bank = org({ id: 2, slug: 'banco-andino', assignedType: 'panel-only' });
    expectDecision(decideCourseAccess({ viewer: viewer({ segmentation: 'B2B' }, [bank]), course: course(), enrollment: enrolled('B2B') }), { canWatch: true, reason: 'B2B', organizationSlug: 'banco-andino' });
    expect(decideCourseAccess({ viewer: viewer(), course: course(), enrollment: enrolled('B2B') }).canWatch).toBe(false);
  });

  it('a member who bought a course studies it under their organisation (spec §2 org prefix)', () => {
    const bank = org({ id: 2, slug: 'banco-andino', assignedType: 'panel-only' });
    expectDecision(decideCourseAccess({ viewer: viewer({ segmentation: 'B2B' }, [bank]), course: course(), enrollment: enrolled('PAID') }), { reason: 'PAID', organizationSlug: 'banco-andino' });
  });

  it('a member who is also premium studies a catalogue course as B2B (spec §4: b2b before premium)', () => {
    expect(decideCourseAccess({ viewer: viewer(PREMIUM, [org()]), course: course(), enrollment: null }).reason).toBe('B2B');
  });
});

describe('degree students (spec §4 "degree: active degree segmentation")', () => {
  it('open DEGREE courses: reason DEGREE', () => {
    expectDecision(decideCourseAccess({ viewer: viewer(DEGREE), course: course({ courseType: 'DEGREE' }), enrollment: null }), { canWatch: true, reason: 'DEGREE', grant: 'entitlement' });
  });

  it('not the catalogue on their own: a PAID course needs an enrollment', () => {
    expect(decideCourseAccess({ viewer: viewer(DEGREE), course: course(), enrollment: null }).canWatch).toBe(false);
  });

  it('their DEGREE enrollments count while the degree is active, not once it expired', () => {
    expect(decideCourseAccess({ viewer: viewer(DEGREE), course: course(), enrollment: enrolled('DEGREE') }).reason).toBe('DEGREE');
    const expired = viewer({ segmentation: 'Degree', userDegreeSegmentation: 'EXPIRED_DEGREE_SEGMENTATION' });
    expect(decideCourseAccess({ viewer: expired, course: course(), enrollment: enrolled('DEGREE') }).canWatch).toBe(false);
    expect(decideCourseAccess({ viewer: expired, course: course({ courseType: 'DEGREE' }), enrollment: null }).canWatch).toBe(false);
  });

  it('degree comes before b2b and premium (spec §4 order)', () => {
    const both = viewer({ ...PREMIUM, ...DEGREE, hasMembership: true }, [org({ assignsCourse: true })]);
    expect(decideCourseAccess({ viewer: both, course: course({ courseType: 'DEGREE' }), enrollment: null }).reason).toBe('DEGREE');
    expect(courseEntitlements(both, course({ courseType: 'DEGREE' })).map((e) => e.reason)).toEqual(['DEGREE', 'B2B']);
  });
});

describe('professors, staff and mentors (spec §6 teacher, staff, mentor)', () => {
  it("a course's own professor opens it: PROFESSOR, even withdrawn or private", () => {
    expectDecision(decideCourseAccess({ viewer: viewer({ isProfessor: true }), course: course({ professorUserId: VIEWER_ID }), enrollment: null }), { canWatch: true, reason: 'PROFESSOR', grant: 'entitlement' });
    expect(decideCourseAccess({ viewer: viewer({ isProfessor: true }), course: course({ professorUserId: VIEWER_ID, isActive: false }), enrollment: null }).reason).toBe('PROFESSOR');
    expect(decideCourseAccess({ viewer: viewer(), course: course({ professorUserId: VIEWER_ID, organizationId: 4, courseType: 'B2B' }), enrollment: null }).reason).toBe('PROFESSOR');
  });

  it("a teacher gets nothing from another professor's course", () => {
    expect(decideCourseAccess({ viewer: viewer({ isProfessor: true }), course: course(), enrollment: null }).canWatch).toBe(false);
    expect(decideCourseAccess({ viewer: viewer({ isProfessor: true }), course: course({ professorUserId: null }), enrollment: null }).canWatch).toBe(false);
  });

  it('staff open any course, private and withdrawn ones included: STAFF', () => {
    for (const c of [course(), course({ courseType: 'DEGREE' }), course({ organizationId: 2, courseType: 'B2B' }), course({ isActive: false })]) {
      expectDecision(decideCourseAccess({ viewer: viewer({ isStaff: true }), course: c, enrollment: null }), { canWatch: true, reason: 'STAFF' });
    }
  });

  it('mentors open public courses on offer (they review projects of any course): MENTOR', () => {
    expectDecision(decideCourseAccess({ viewer: viewer({ isMentor: true }), course: course(), enrollment: null }), { canWatch: true, reason: 'MENTOR' });
    expect(decideCourseAccess({ viewer: viewer({ isMentor: true }), course: course({ organizationId: 2, courseType: 'B2B' }), enrollment: null }).canWatch).toBe(false);
    expect(decideCourseAccess({ viewer: viewer({ isMentor: true }), course: course({ isActive: false }), enrollment: null }).canWatch).toBe(false);
  });

  it('working roles come before learner plans: a premium staff member is STAFF, a professor of their own course PROFESSOR', () => {
    expect(decideCourseAccess({ viewer: viewer({ ...PREMIUM, isStaff: true }), course: course(), enrollment: null }).reason).toBe('STAFF');
    const everything = viewer({ ...PREMIUM, isStaff: true, isMentor: true }, [org()]);
    expect(courseEntitlements(everything, course({ professorUserId: VIEWER_ID })).map((e) => e.reason)).toEqual(['PROFESSOR', 'STAFF', 'MENTOR', 'B2B', 'MEMBERSHIP']);
  });

  it('PROFESSOR, STAFF and MENTOR enrollments count while the role holds', () => {
    expect(decideCourseAccess({ viewer: viewer({ isStaff: true }), course: course(), enrollment: enrolled('STAFF') }).grant).toBe('enrollment');
    expect(decideCourseAccess({ viewer: viewer(), course: course(), enrollment: enrolled('STAFF') }).canWatch).toBe(false);
    expect(decideCourseAccess({ viewer: viewer({ isMentor: true }), course: course(), enrollment: enrolled('MENTOR') }).reason).toBe('MENTOR');
    expect(decideCourseAccess({ viewer: viewer(), course: course(), enrollment: enrolled('MENTOR') }).canWatch).toBe(false);
    expect(decideCourseAccess({ viewer: viewer({ isProfessor: true }), course: course(), enrollment: enrolled('PROFESSOR') }).reason).toBe('PROFESSOR');
    expect(decideCourseAccess({ viewer: viewer(), course: course({ professorUserId: VIEWER_ID }), enrollment: enrolled('PROFESSOR') }).reason).toBe('PROFESSOR');
    expect(decideCourseAccess({ viewer: viewer(), course: course(), enrollment: enrolled('PROFESSOR') }).canWatch).toBe(false);
  });
});

describe('precedence: an enrollment that still grants wins over every entitlement', () => {
  it('its type is the reason (progress stays on it), whatever else applies', () => {
    const everything = viewer({ ...PREMIUM, isStaff: true }, [org()]);
    expectDecision(decideCourseAccess({ viewer: everything, course: course({ professorUserId: VIEWER_ID }), enrollment: enrolled('PAID') }), { reason: 'PAID', grant: 'enrollment' });
  });

  it('a lapsed enrollment gives way to a current entitlement', () => {
    expectDecision(decideCourseAccess({ viewer: viewer({}, [org()]), course: course(), enrollment: enrolled('MEMBERSHIP') }), { canWatch: true, reason: 'B2B', grant: 'entitlement', hasEnrollment: true });
  });

  it('a course-wide grant answers for every lecture, preview or not', () => {
    expectDecision(decideCourseAccess({ viewer: viewer(PREMIUM), course: course(), enrollment: null, lecture: { isPreview: false } }), { canWatch: true, reason: 'MEMBERSHIP' });
    expectDecision(decideCourseAccess({ viewer: viewer(PREMIUM), course: course(), enrollment: null, lecture: { isPreview: true } }), { canWatch: true, reason: 'MEMBERSHIP', grant: 'entitlement' });
  });
});

describe('enrollmentStillGrants', () => {
  it('permanent types always grant; unknown types never', () => {
    for (const type of PERMANENT_ENROLLMENT_TYPES) expect(enrollmentStillGrants(type, viewer(), course())).toBe(true);
    expect(enrollmentStillGrants('NOPE', viewer({ isStaff: true }), course())).toBe(false);
  });

  it('every enrollment type is decided (none falls through by accident)', () => {
    const all = viewer({ ...PREMIUM, ...DEGREE, hasMembership: true, isStaff: true, isMentor: true, isProfessor: true }, [org()]);
    for (const type of ENROLLMENT_TYPES) expect(enrollmentStillGrants(type, all, course()), type).toBe(true);
  });
});

describe('accessKind: the reasons as pages and messages speak of them', () => {
  it('groups every enrollment type', () => {
    expect(ENROLLMENT_TYPES.map((t) => [t, accessKind(t)])).toEqual([
      ['B2B', 'organization'],
      ['DEGREE', 'degree'],
      ['FREE', 'owned'],
      ['FREEMIUM', 'owned'],
      ['FREE_MEMBERSHIP', 'membership'],
      ['MEMBERSHIP', 'membership'],
      ['MENTOR', 'mentor'],
      ['PREVIEW_TRIAL', 'membership'],
      ['PROFESSOR', 'professor'],
      ['STAFF', 'staff'],
      ['TEMPORAL_ACCESS', 'owned'],
      ['GITCARD', 'owned'],
      ['PAID', 'owned'],
    ]);
  });
});

describe('holdsEveryCourse: a bundle the learner already holds whole (issue 15: the cart refuses it)', () => {
  it('only when every course of it opens for them, and never for an empty bundle', () => {
    const open = new Set([1, 2, 3]);
    expect(holdsEveryCourse([1, 2, 3], (id) => open.has(id))).toBe(true);
    expect(holdsEveryCourse([1, 2, 4], (id) => open.has(id))).toBe(false);
    expect(holdsEveryCourse([], () => true)).toBe(false);
  });
});
