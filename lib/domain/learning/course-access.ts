/**
 * Course access, decided once (issue 15 item 1): "may this user open this course (or this
 * lecture), and why". Pure — no database, no server imports: the server (course-access loader,
 * cart, checkout, every classroom read and write) and the pages ask this one function with the
 * facts the loader read (lib/server/services/course-access.ts).
 *
 * The "why" is one of the spec's enrollment types (spec §3 Enumerations: B2B, DEGREE, FREE,
 * FREEMIUM, FREE_MEMBERSHIP, MEMBERSHIP, MENTOR, PREVIEW_TRIAL, PROFESSOR, STAFF,
 * TEMPORAL_ACCESS, GITCARD, PAID). Who is premium, premium trial, degree student or B2B comes
 * from lib/domain/roles (spec §4 student type, §6 derived flags); what an organisation offers its
 * members from lib/domain/org/permissions (learnScope, spec §3 assignedType).
 *
 * Precedence (docs/course-access.md):
 * 1. An enrollment the learner has that still grants access: its own type is the reason, so the
 *    progress stays on it and a PAID owner who later becomes premium keeps PAID (cancelling the
 *    membership never takes a bought course away).
 * 2. Otherwise the first entitlement that applies, in this order:
 *    PROFESSOR (the course's own professor: not a learner of their own course), STAFF, MENTOR
 *    (working roles: their views are not counted against a learner plan), then the spec §4
 *    student-type order for learner plans: DEGREE, B2B, MEMBERSHIP (PREVIEW_TRIAL for the
 *    premium trial, spec §4 "premium-trial is premium whose membership type method is A_2").
 * 3. Otherwise a free preview lecture, for everyone (no reason: nobody is enrolled).
 * FREE courses are never included in a plan: everyone takes them through a FREE enrollment with
 * one click (`canEnrollFree`), so the enrollment outlives any plan. So does a course whose sale
 * price is 0 (a 100 % promotion): free of charge is one rule, lib/domain/commerce/free-of-charge.ts.
 */
import { isDegreeStudent, isPremium, isPremiumTrial, type RoleUser } from '@/lib/domain/roles';
import { learnScope } from '@/lib/domain/org/permissions';
import { isFreeOfCharge } from '@/lib/domain/commerce/free-of-charge';

/** Spec §3 "Enrollment types". */
export const ENROLLMENT_TYPES = [
  'B2B',
  'DEGREE',
  'FREE',
  'FREEMIUM',
  'FREE_MEMBERSHIP',
  'MEMBERSHIP',
  'MENTOR',
  'PREVIEW_TRIAL',
  'PROFESSOR',
  'STAFF',
  'TEMPORAL_ACCESS',
  'GITCARD',
  'PAID',
] as const;
export type EnrollmentType = (typeof ENROLLMENT_TYPES)[number];

export function isEnrollmentType(value: unknown): value is EnrollmentType {
  return typeof value === 'string' && (ENROLLMENT_TYPES as readonly string[]).includes(value);
}

/** Spec §3 "Course types". */
export const COURSE_TYPES = ['FREE', 'PAID', 'MEMBERSHIP', 'DEGREE', 'B2B', 'B2B_CLASSROOMS', 'ROCKSTAR', 'TEMPORAL_ACCESS'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

/**
 * The course types a premium plan includes. MEMBERSHIP courses by definition, and PAID ones: the
 * premium landing promises the whole catalogue ("Acceso ilimitado a N cursos", counted over the
 * public catalogue) and the catalogue's courses are PAID. Not included: FREE (taken by a FREE
 * enrollment, see above), DEGREE (degree programmes), B2B/B2B_CLASSROOMS (organisations),
 * ROCKSTAR and TEMPORAL_ACCESS (sold on their own terms).
 */
export const MEMBERSHIP_COURSE_TYPES: readonly CourseType[] = ['MEMBERSHIP', 'PAID'];

/**
 * What an all-catalog organisation's catalogue includes (spec §3 assignedType): what a premium
 * plan includes (an organisation licence is priced against Premium annual) plus the course types
 * made for organisations. FREE courses are left to a FREE enrollment, as for premium.
 */
export const ORGANIZATION_CATALOGUE_COURSE_TYPES: readonly CourseType[] = [...MEMBERSHIP_COURSE_TYPES, 'B2B', 'B2B_CLASSROOMS'];

/**
 * Enrollments that grant access for as long as the row exists: bought (PAID), gifted (GITCARD),
 * free (FREE, FREEMIUM) and time-limited grants (TEMPORAL_ACCESS: the schema stores no end date,
 * so whoever grants it removes the row when it ends). Every other type was made through a plan or
 * a role and grants access only while that plan or role holds (`enrollmentStillGrants`).
 */
export const PERMANENT_ENROLLMENT_TYPES: readonly EnrollmentType[] = ['PAID', 'GITCARD', 'FREE', 'FREEMIUM', 'TEMPORAL_ACCESS'];

/** The course as the rule needs it. */
export type AccessCourse = {
  courseType: string;
  /** Its sale prices (at least the base currency's), for "free of charge" (lib/domain/commerce/free-of-charge.ts). */
  prices: ReadonlyArray<{ currency: string; priceCents: number }>;
  isActive: boolean;
  /** On pre-sale: bought (cart) and included in plans before it goes live, like an active course. */
  isPreSale: boolean;
  /** The organisation owning a private (studio) course; null for a public one. */
  organizationId: number | null;
  /** The account of the course's professor profile (professors.user_id), or null. */
  professorUserId: number | null;
};

/** One organisation the viewer belongs to, with what it says about this course. */
export type AccessOrganization = {
  id: number;
  slug: string;
  /** The viewer's role in it (spec §3 organization.myRole). */
  role: string;
  /** Spec §3 assignedType: 'all-catalog' | 'panel-only'. */
  assignedType: string;
  /** The organisation assigned this course (directly or in a track) to the viewer or to every member. */
  assignsCourse: boolean;
};

export type AccessViewer = {
  userId: number;
  /** The role facts (lib/domain/roles) of the viewer. */
  roles: RoleUser;
  /** Every organisation the viewer belongs to, first joined first (the first is `me.organization`). */
  organizations: readonly AccessOrganization[];
};

export type CourseAccessInput = {
  /** Null for an anonymous visitor. */
  viewer: AccessViewer | null;
  course: AccessCourse;
  /** The viewer's enrollment in this course, if any. */
  enrollment: { enrollmentType: string } | null;
  /** Ask about one lecture (its free preview flag) rather than the whole course. */
  lecture?: { isPreview: boolean } | null;
};

/** What grants the access: a still-valid enrollment, a plan or role, a free preview, or nothing. */
export type AccessGrant = 'enrollment' | 'entitlement' | 'preview' | 'none';

export type CourseAccessDecision = {
  /** May open the course (or, when a lecture was given, that lecture). */
  canWatch: boolean;
  /** Why, as a spec enrollment type; null without access and for a free preview. */
  reason: EnrollmentType | null;
  grant: AccessGrant;
  /** Signed in, the course is a public FREE course on offer, and not enrolled yet: one click enrolls. */
  canEnrollFree: boolean;
  /** The viewer has an enrollment row for the course (granting or lapsed): its progress is theirs. */
  hasEnrollment: boolean;
  /**
   * The organisation whose learner area the classroom opens under (spec §2 "every learner path is
   * prefixed with /org/{slug}"): the one granting B2B access, else the viewer's first
   * organisation; null for viewers outside organisations or without access.
   */
  organizationSlug: string | null;
};

/** A course still on offer: live, or on pre-sale (the cart's rule of what is on sale). */
export function isCourseAvailable(course: Pick<AccessCourse, 'isActive' | 'isPreSale'>): boolean {
  return course.isActive || course.isPreSale;
}

function isPublic(course: AccessCourse): boolean {
  return course.organizationId === null;
}

function typeIn(course: AccessCourse, types: readonly CourseType[]): boolean {
  return (types as readonly string[]).includes(course.courseType);
}

/** The first organisation (in join order) giving the viewer this course: assigned, its own course, or its catalogue. */
function grantingOrganization(viewer: AccessViewer, course: AccessCourse): AccessOrganization | null {
  if (!isCourseAvailable(course)) return null;
  for (const org of viewer.organizations) {
    if (org.assignsCourse) return org;
    const scope = learnScope(org.assignedType, org.role);
    if (course.organizationId === org.id && scope.ownCourses) return org;
    if (isPublic(course) && scope.catalogue && typeIn(course, ORGANIZATION_CATALOGUE_COURSE_TYPES)) return org;
  }
  return null;
}

type Entitlement = { reason: EnrollmentType; organization: AccessOrganization | null };

/** The plans and roles that open this course for the viewer, in precedence order (see the header). */
export function courseEntitlements(viewer: AccessViewer, course: AccessCourse): Entitlement[] {
  const list: Entitlement[] = [];
  const { roles } = viewer;
  const offered = isPublic(course) && isCourseAvailable(course);
  if (course.professorUserId !== null && course.professorUserId === viewer.userId) list.push({ reason: 'PROFESSOR', organization: null });
  // Staff open any course, private ones included (support and moderation).
  if (roles.isStaff) list.push({ reason: 'STAFF', organization: null });
  // Mentors review the projects of any public course (docs/organizations-and-panels.md), so they may open them.
  if (roles.isMentor && offered) list.push({ reason: 'MENTOR', organization: null });
  if (isDegreeStudent(roles) && offered && course.courseType === 'DEGREE') list.push({ reason: 'DEGREE', organization: null });
  const org = grantingOrganization(viewer, course);
  if (org) list.push({ reason: 'B2B', organization: org });
  if (isPremium(roles) && offered && typeIn(course, MEMBERSHIP_COURSE_TYPES)) {
    list.push({ reason: isPremiumTrial(roles) ? 'PREVIEW_TRIAL' : 'MEMBERSHIP', organization: null });
  }
  return list;
}

/**
 * Whether an enrollment of this type still opens the course: permanent types always; one made
 * through a plan or role while that plan or role holds (an expired membership, a finished degree,
 * leaving every organisation or losing the role closes the course again; the progress is kept).
 */
export function enrollmentStillGrants(enrollmentType: string, viewer: AccessViewer, course: AccessCourse): boolean {
  if (!isEnrollmentType(enrollmentType)) return false;
  if (PERMANENT_ENROLLMENT_TYPES.includes(enrollmentType)) return true;
  const { roles } = viewer;
  switch (enrollmentType) {
    case 'MEMBERSHIP':
    case 'FREE_MEMBERSHIP':
    case 'PREVIEW_TRIAL':
      return isPremium(roles);
    case 'DEGREE':
      return isDegreeStudent(roles);
    case 'B2B':
      // Made through an organisation (which one is not stored): kept while the learner belongs to one.
      return viewer.organizations.length > 0;
    case 'PROFESSOR':
      return roles.isProfessor || (course.professorUserId !== null && course.professorUserId === viewer.userId);
    case 'STAFF':
      return roles.isStaff;
    case 'MENTOR':
      return roles.isMentor;
    default:
      return false;
  }
}

const NO_ACCESS: CourseAccessDecision = { canWatch: false, reason: null, grant: 'none', canEnrollFree: false, hasEnrollment: false, organizationSlug: null };

/** The one access rule (see the header for its precedence). */
export function decideCourseAccess(input: CourseAccessInput): CourseAccessDecision {
  const { viewer, course, enrollment } = input;
  // Spec §3 lecture preview: free preview lectures of a public course on offer are open to everyone.
  const preview = Boolean(input.lecture?.isPreview) && isPublic(course) && isCourseAvailable(course);
  if (viewer === null) return preview ? { ...NO_ACCESS, canWatch: true, grant: 'preview' } : NO_ACCESS;

  const hasEnrollment = enrollment !== null;
  const canEnrollFree = !hasEnrollment && isFreeOfCharge(course) && isPublic(course) && isCourseAvailable(course);
  const firstOrgSlug = viewer.organizations[0]?.slug ?? null;
  const base = { canEnrollFree, hasEnrollment };

  const entitlements = courseEntitlements(viewer, course);
  const organizationSlug = entitlements.find((e) => e.reason === 'B2B')?.organization?.slug ?? firstOrgSlug;
  if (enrollment && isEnrollmentType(enrollment.enrollmentType) && enrollmentStillGrants(enrollment.enrollmentType, viewer, course)) {
    return { ...base, canWatch: true, reason: enrollment.enrollmentType, grant: 'enrollment', organizationSlug };
  }
  const first = entitlements[0];
  if (first) return { ...base, canWatch: true, reason: first.reason, grant: 'entitlement', organizationSlug };
  if (preview) return { ...base, canWatch: true, reason: null, grant: 'preview', organizationSlug: null };
  return { ...base, canWatch: false, reason: null, grant: 'none', organizationSlug: null };
}

/**
 * The reasons grouped as pages and messages speak of them: a course the learner holds (bought,
 * free, gifted…), included in their membership, in their organisation, in their degree, their
 * own course as professor, or opened by their staff or mentor role.
 */
export type AccessKind = 'owned' | 'membership' | 'organization' | 'degree' | 'professor' | 'staff' | 'mentor';

export function accessKind(reason: EnrollmentType): AccessKind {
  switch (reason) {
    case 'MEMBERSHIP':
    case 'FREE_MEMBERSHIP':
    case 'PREVIEW_TRIAL':
      return 'membership';
    case 'B2B':
      return 'organization';
    case 'DEGREE':
      return 'degree';
    case 'PROFESSOR':
      return 'professor';
    case 'STAFF':
      return 'staff';
    case 'MENTOR':
      return 'mentor';
    default:
      return 'owned';
  }
}

/**
 * A bundle (certification) the learner already holds whole: every one of its courses opens for
 * them, so buying it would charge for nothing new. A bundle without courses is never "held".
 */
export function holdsEveryCourse(courseIds: readonly number[], canWatch: (courseId: number) => boolean): boolean {
  return courseIds.length > 0 && courseIds.every(canWatch);
}

/**
 * What a classroom write (a playback report, completing a lecture, a survey) may do for this
 * decision (issue 15 items 3–4): progress belongs to learners with a course-wide grant. With an
 * enrollment it is recorded on it; with a plan or role and no enrollment row yet (a premium member,
 * an organisation member, staff) the first event enrolls them with the access reason (`enrollAs`),
 * so progress and the certificate have a home. A free preview lecture may be watched by anyone,
 * but nothing is saved for it (`preview`); without access nothing is saved either (`none`).
 */
export type ClassroomWriteGrant = { ok: true; enrollAs: EnrollmentType | undefined } | { ok: false; refusal: 'preview' | 'none' };

export function classroomWriteGrant(decision: Pick<CourseAccessDecision, 'canWatch' | 'grant' | 'reason'>): ClassroomWriteGrant {
  if (!decision.canWatch || decision.grant === 'none') return { ok: false, refusal: 'none' };
  if (decision.grant === 'preview') return { ok: false, refusal: 'preview' };
  if (decision.grant === 'enrollment') return { ok: true, enrollAs: undefined };
  return decision.reason ? { ok: true, enrollAs: decision.reason } : { ok: false, refusal: 'none' };
}
