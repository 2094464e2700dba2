/**
 * Course access through the real GraphQL endpoints and a real database (issue 15 items 1–2 and
 * the cart/checkout part of 2): `Course.viewerAccess` on `default` and /graphql for every kind of
 * viewer of the seed (spec §1 audiences, §4 student types, §6 roles; reasons are spec §3 enrollment
 * types), `enrollFreeCourse`, the cart's refusals and the checkout that never charges for access
 * the buyer has. PGlite by default, PostgreSQL with TEST_DB=postgres.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, gt, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import {
  analyticsEvents,
  bundleCourses,
  bundles,
  cartLines,
  carts,
  categories,
  coursePrices,
  courses,
  enrollments,
  memberships,
  membershipTypes,
  orders,
  organizationAssignments,
  organizationMembers,
  organizations,
  professors,
  skillPathCourses,
  users,
} from '@/lib/server/db/schema';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { registerAccount } from '@/lib/server/services/accounts';
import { mergeGuestCart, openCartFor } from '@/lib/server/services/cart';
import { loadClassroomUrls, loadCourseAccess } from '@/lib/server/services/course-access';
import { loadLectureProgress } from '@/lib/server/services/classroom/learner-progress';
import { toGlobalId } from '@/lib/domain/graphql/global-id';
import { errorTranslator } from '@/lib/server/i18n/server-messages';
import { print } from 'graphql';
import { CourseViewerAccessDocument, EnrollFreeCourseDocument } from '@/graphql/generated/client/graphql';
import { callGraphQL, type CallOptions } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
const es = errorTranslator('es');

type Access = { canWatch: boolean; reason: string | null; progress: number; resumeUrl: string | null; canEnrollFree: boolean };

const ACCESS_FIELDS = 'canWatch reason progress resumeUrl canEnrollFree';
const COURSE_ACCESS = `query CourseAccess($id: ID!) { course(id: $id) { originalId viewerAccess { ${ACCESS_FIELDS} } } }`;
const ENROLL = `mutation Enroll($courseId: ID!) { enrollFreeCourse(courseId: $courseId) { success errors { field message } course { originalId viewerAccess { ${ACCESS_FIELDS} } } } }`;
const ADD = `mutation Add($input: ShoppingCartItemInput!) { shoppingCartAddItem(input: $input) { success shoppingCart { itemCount } } }`;
const MY_CART = `query { myCart { itemCount courses { course { originalId } } bundles { bundle { originalId } } } }`;
const CHECKOUT = `mutation Pay($input: CheckoutInput!) { checkoutCart(input: $input) { success status order { number } } }`;

const NONE: Access = { canWatch: false, reason: null, progress: 0, resumeUrl: null, canEnrollFree: false };

const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};

async function sessionOf(userId: number): Promise<string> {
  return `${SESSION_COOKIE}=${await signSessionToken(userId)}`;
}

async function accessOf(courseId: number, cookie?: string, options: { endpoint?: 'default' | 'currentUser'; headers?: Record<string, string> } = {}): Promise<Access> {
  const res = await callGraphQL<{ course: { originalId: number; viewerAccess: Access } | null }>(options.endpoint ?? 'default', COURSE_ACCESS, { id: String(courseId) }, { cookie, headers: options.headers });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.course!.viewerAccess;
}

/** The classroom URL of lecture 1 of a course, as the rule should build it. */
async function lectureOne(courseId: number, prefix = ''): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ slug: courses.slug, category: categories.slug }).from(courses).innerJoin(categories, eq(categories.id, courses.categoryId)).where(eq(courses.id, courseId));
  return `${prefix}/cursos-online/${row.category}/${row.slug}/clase/1/`;
}

async function newLearner(email: string): Promise<{ id: number; cookie: string }> {
  const result = await registerAccount(await getDb(), { firstName: 'Prueba', lastName: 'Acceso', email, password: 'Clave-2026', language: 'es' });
  if (!result.ok) throw new Error('could not register');
  return { id: result.user.id, cookie: await sessionOf(result.user.id) };
}

async function enrollmentOf(userId: number, courseId: number) {
  const db = await getDb();
  const [row] = await db.select().from(enrollments).where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return row ?? null;
}

async function cartOf(cookie: string) {
  const res = await callGraphQL<{ myCart: { itemCount: number; courses: { course: { originalId: number } }[]; bundles: { bundle: { originalId: number } }[] } | null }>('default', MY_CART, {}, { cookie });
  return res.body.data!.myCart;
}

async function add(input: Record<string, string>, options: CallOptions) {
  return callGraphQL<{ shoppingCartAddItem: { success: boolean } | null }>('default', ADD, { input }, options);
}

describe(`course access over GraphQL (${label})`, () => {
  /** Public, active, priced PAID courses nobody among the demo accounts is enrolled in. */
  let untouched: number[] = [];
  let freeCourses: number[] = [];

  beforeAll(async () => {
    await setupTestDatabase();
    const db = await getDb();
    for (const key of ['payg', 'premium', 'trial', 'degree', 'member', 'admin', 'mentor', 'teacher', 'affiliate', 'staff']) {
      const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, `${key}@demo.cursalia.test`));
      ids[key] = u.id;
      cookies[key] = await sessionOf(u.id);
    }
    const demoIds = Object.values(ids);
    const enrolledByDemo = db.select({ id: enrollments.courseId }).from(enrollments).where(inArray(enrollments.userId, demoIds));
    untouched = (
      await db
        .select({ id: courses.id })
        .from(courses)
        .innerJoin(coursePrices, and(eq(coursePrices.courseId, courses.id), eq(coursePrices.currency, 'USD')))
        .innerJoin(professors, eq(professors.id, courses.professorId))
        .where(
          and(
            eq(courses.isActive, true),
            isNull(courses.organizationId),
            eq(courses.courseType, 'PAID'),
            gt(coursePrices.priceCents, 0),
            notInArray(courses.id, enrolledByDemo),
            sql`${professors.userId} is distinct from ${ids.teacher}`,
            // Not assigned by any organisation (so organisation members get it from the catalogue only).
            sql`not exists (select 1 from ${organizationAssignments} where ${organizationAssignments.courseId} = ${courses.id})`,
            sql`not exists (select 1 from ${skillPathCourses} where ${skillPathCourses.courseId} = ${courses.id})`,
          ),
        )
        .orderBy(asc(courses.id))
    ).map((r) => r.id);
    expect(untouched.length).toBeGreaterThan(30);
    freeCourses = (
      await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.isActive, true), isNull(courses.organizationId), eq(courses.courseType, 'FREE'), notInArray(courses.id, enrolledByDemo)))
        .orderBy(asc(courses.id))
    ).map((r) => r.id);
    expect(freeCourses.length).toBeGreaterThan(4);
  });
  afterAll(teardownTestDatabase);

  describe('Course.viewerAccess', () => {
    it('anonymous visitors: no access, no reason, 0 progress, no resume URL — on default and on /graphql', async () => {
      for (const endpoint of ['default', 'currentUser'] as const) {
        expect(await accessOf(untouched[0], undefined, { endpoint })).toEqual(NONE);
        expect(await accessOf(freeCourses[0], undefined, { endpoint })).toEqual(NONE);
      }
      // A tampered session counts as signed out.
      expect(await accessOf(untouched[0], `${cookies.payg.slice(0, -4)}abcd`)).toEqual(NONE);
    });

    it('a PAYG learner without an enrollment has no access to a PAID course', async () => {
      expect(await accessOf(untouched[0], cookies.payg)).toEqual(NONE);
    });

    it('a PAYG learner who bought a course: PAID, its progress, and the lecture to continue at in the classroom (by language)', async () => {
      const db = await getDb();
      // The seed derives each percentage from completed lectures (docs/classroom-data.md): any course in progress will do.
      const [owned] = await db.select().from(enrollments).where(and(eq(enrollments.userId, ids.payg), eq(enrollments.enrollmentType, 'PAID'), gt(enrollments.progressPercent, 0), lt(enrollments.progressPercent, 100))).limit(1);
      // The seed completed the first lectures and left the learner mid-video in the next: resume there, not at lecture 1.
      const { resumeLectureNumber } = await loadLectureProgress(db, ids.payg, owned.courseId);
      expect(resumeLectureNumber).toBeGreaterThan(1);
      const at = (prefix = '') => lectureOne(owned.courseId, prefix).then((url) => url.replace(/\/clase\/1\/$/, `/clase/${resumeLectureNumber}/`));
      expect(await accessOf(owned.courseId, cookies.payg)).toEqual({ canWatch: true, reason: 'PAID', progress: owned.progressPercent, resumeUrl: await at(), canEnrollFree: false });
      expect((await accessOf(owned.courseId, cookies.payg, { headers: { 'x-locale': 'pt' } })).resumeUrl).toBe(await at('/pt'));
      expect((await accessOf(owned.courseId, cookies.payg, { endpoint: 'currentUser', headers: { 'x-locale': 'en' } })).resumeUrl).toBe(await at('/en'));
    });

    it('a premium member opens a membership course without paying (MEMBERSHIP), and their enrollment keeps its progress', async () => {
      const db = await getDb();
      await db.update(courses).set({ courseType: 'MEMBERSHIP' }).where(eq(courses.id, untouched[1]));
      expect(await accessOf(untouched[1], cookies.premium)).toEqual({ canWatch: true, reason: 'MEMBERSHIP', progress: 0, resumeUrl: await lectureOne(untouched[1]), canEnrollFree: false });
      // The catalogue's PAID courses are included too (the premium landing promises the catalogue).
      expect((await accessOf(untouched[2], cookies.premium)).reason).toBe('MEMBERSHIP');
      const [mine] = await db.select().from(enrollments).where(and(eq(enrollments.userId, ids.premium), eq(enrollments.enrollmentType, 'MEMBERSHIP'), gt(enrollments.progressPercent, 0), lt(enrollments.progressPercent, 100))).limit(1);
      expect(await accessOf(mine.courseId, cookies.premium)).toMatchObject({ canWatch: true, reason: 'MEMBERSHIP', progress: mine.progressPercent });
    });

    it('the premium trial opens them as PREVIEW_TRIAL', async () => {
      expect(await accessOf(untouched[1], cookies.trial)).toMatchObject({ canWatch: true, reason: 'PREVIEW_TRIAL', progress: 0 });
    });

    it('a premium member whose membership ended loses the course, keeps the progress, and may buy it', async () => {
      const db = await getDb();
      const learner = await newLearner('premium.vencido@example.com');
      const [annual] = await db.select({ id: membershipTypes.id }).from(membershipTypes).where(eq(membershipTypes.method, 'A_1')).limit(1);
      await db.insert(memberships).values({ userId: learner.id, membershipTypeId: annual.id, startDate: '2024-01-01', expireDate: '2024-12-31' });
      await db.insert(enrollments).values({ userId: learner.id, courseId: untouched[3], enrollmentType: 'MEMBERSHIP', progressPercent: 60 });
      expect(await accessOf(untouched[3], learner.cookie)).toEqual({ ...NONE, progress: 60 });
      // Buying it turns the enrollment into PAID and keeps the progress.
      expect((await add({ courseId: String(untouched[3]) }, { cookie: learner.cookie })).body.errors).toBeUndefined();
      const paid = await callGraphQL<{ checkoutCart: { success: boolean } }>('paymentsv2', CHECKOUT, { input: { idempotencyKey: 'lapsed-member-01', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123', cardHolder: 'Prueba Acceso' } }, { cookie: learner.cookie });
      expect(paid.body.data?.checkoutCart.success, JSON.stringify(paid.body)).toBe(true);
      expect(await enrollmentOf(learner.id, untouched[3])).toMatchObject({ enrollmentType: 'PAID', progressPercent: 60 });
      expect(await accessOf(untouched[3], learner.cookie)).toMatchObject({ canWatch: true, reason: 'PAID', progress: 60 });
    });

    it('an organisation member: the all-catalog catalogue as B2B, under /org/{slug}', async () => {
      expect(await accessOf(untouched[4], cookies.member)).toEqual({ canWatch: true, reason: 'B2B', progress: 0, resumeUrl: await lectureOne(untouched[4], '/org/acme-learning'), canEnrollFree: false });
      expect((await accessOf(untouched[4], cookies.member, { headers: { 'x-locale': 'pt' } })).resumeUrl).toBe(await lectureOne(untouched[4], '/pt/org/acme-learning'));
      // Their own assigned course, enrolled as B2B, with its progress.
      const db = await getDb();
      const [assigned] = await db
        .select({ courseId: organizationAssignments.courseId })
        .from(organizationAssignments)
        .where(and(eq(organizationAssignments.userId, ids.member), sql`${organizationAssignments.courseId} is not null`));
      const enrollment = (await enrollmentOf(ids.member, assigned.courseId!))!;
      expect(await accessOf(assigned.courseId!, cookies.member)).toMatchObject({ canWatch: true, reason: 'B2B', progress: enrollment.progressPercent });
    });

    it('a panel-only organisation member: only what is assigned (a course or a track), nothing else of the catalogue', async () => {
      const db = await getDb();
      const [banco] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'banco-andino'));
      const [member] = await db
        .select({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .where(and(eq(organizationMembers.organizationId, banco.id), eq(organizationMembers.role, 'member')))
        .orderBy(asc(organizationMembers.userId))
        .limit(1);
      const cookie = await sessionOf(member.userId);
      const notMine = untouched[5];
      const alreadyEnrolled = await enrollmentOf(member.userId, notMine);
      expect(alreadyEnrolled).toBeNull();
      expect(await accessOf(notMine, cookie)).toEqual(NONE);
      await db.insert(organizationAssignments).values({ organizationId: banco.id, userId: member.userId, courseId: notMine });
      expect(await accessOf(notMine, cookie)).toMatchObject({ canWatch: true, reason: 'B2B', resumeUrl: await lectureOne(notMine, '/org/banco-andino') });
      // A course of a track assigned to everyone in banco-andino.
      const [trackCourse] = await db
        .select({ courseId: skillPathCourses.courseId })
        .from(organizationAssignments)
        .innerJoin(skillPathCourses, eq(skillPathCourses.skillPathId, organizationAssignments.skillPathId))
        .where(and(eq(organizationAssignments.organizationId, banco.id), isNull(organizationAssignments.userId)))
        .limit(1);
      expect((await accessOf(trackCourse.courseId, cookie)).canWatch).toBe(true);
    });

    it("a teacher opens their own course as PROFESSOR, and not another professor's", async () => {
      const db = await getDb();
      const [own] = await db
        .select({ id: courses.id })
        .from(courses)
        .innerJoin(professors, eq(professors.id, courses.professorId))
        .where(and(eq(professors.userId, ids.teacher), eq(courses.isActive, true), isNull(courses.organizationId), notInArray(courses.id, db.select({ id: enrollments.courseId }).from(enrollments).where(eq(enrollments.userId, ids.teacher)))))
        .limit(1);
      expect(await accessOf(own.id, cookies.teacher)).toMatchObject({ canWatch: true, reason: 'PROFESSOR', progress: 0, resumeUrl: await lectureOne(own.id) });
      expect(await accessOf(untouched[0], cookies.teacher)).toEqual(NONE);
    });

    it('staff and mentors open any public course (STAFF, MENTOR)', async () => {
      expect(await accessOf(untouched[0], cookies.staff)).toMatchObject({ canWatch: true, reason: 'STAFF', resumeUrl: await lectureOne(untouched[0]) });
      expect(await accessOf(untouched[0], cookies.mentor)).toMatchObject({ canWatch: true, reason: 'MENTOR' });
    });

    it('a degree student: their DEGREE enrollments open, the rest of the catalogue does not', async () => {
      const db = await getDb();
      const [mine] = await db.select().from(enrollments).where(and(eq(enrollments.userId, ids.degree), eq(enrollments.enrollmentType, 'DEGREE'))).limit(1);
      expect(await accessOf(mine.courseId, cookies.degree)).toMatchObject({ canWatch: true, reason: 'DEGREE', progress: mine.progressPercent });
      expect(await accessOf(untouched[0], cookies.degree)).toEqual(NONE);
    });

    it('a list answers every course with the same decisions as one by one (one batch per request)', async () => {
      const list = untouched.slice(0, 12);
      const query = `query { ${list.map((id, i) => `c${i}: course(id: "${id}") { originalId viewerAccess { ${ACCESS_FIELDS} } }`).join(' ')} }`;
      const res = await callGraphQL<Record<string, { originalId: number; viewerAccess: Access }>>('default', query, {}, { cookie: cookies.premium });
      expect(res.body.errors).toBeUndefined();
      for (const [i, id] of list.entries()) expect(res.body.data![`c${i}`].viewerAccess, String(id)).toEqual(await accessOf(id, cookies.premium));
      const page = await callGraphQL<{ courses: { edges: { node: { originalId: number; viewerAccess: Access } }[] } }>(
        'default',
        `{ courses(first: 24) { edges { node { originalId viewerAccess { ${ACCESS_FIELDS} } } } } }`,
        {},
        { cookie: cookies.member },
      );
      expect(page.body.errors).toBeUndefined();
      expect(page.body.data!.courses.edges).toHaveLength(24);
      for (const { node } of page.body.data!.courses.edges) expect(node.viewerAccess.canWatch || node.viewerAccess.canEnrollFree, String(node.originalId)).toBe(true);
    });

    it('the server loader answers a lecture: a free preview opens for everyone, the rest only with access', async () => {
      const db = await getDb();
      expect(await loadCourseAccess(db, null, untouched[0], { lecture: { isPreview: true } })).toMatchObject({ canWatch: true, reason: null, grant: 'preview', resumeUrl: null });
      expect(await loadCourseAccess(db, null, untouched[0], { lecture: { isPreview: false } })).toMatchObject({ canWatch: false });
      expect(await loadCourseAccess(db, ids.payg, untouched[0], { lecture: { isPreview: false } })).toMatchObject({ canWatch: false });
      expect(await loadCourseAccess(db, ids.staff, 987654321)).toBeNull();
    });
  });

  it("loadClassroomUrls: the learner areas' way into the classroom, in their language and under their organisation", async () => {
    const db = await getDb();
    // The premium member's dashboard ("Continuar" at 45 %): every enrollment they may open goes to its lecture.
    const premiumCourses = (await db.select({ courseId: enrollments.courseId }).from(enrollments).where(eq(enrollments.userId, ids.premium))).map((r) => r.courseId);
    expect(premiumCourses.length).toBeGreaterThan(0);
    const premium = await loadClassroomUrls(db, ids.premium, premiumCourses);
    for (const id of premiumCourses) {
      // The lecture to continue at (the seed's progress), lecture 1 for a course not started.
      const { resumeLectureNumber } = await loadLectureProgress(db, ids.premium, id);
      const expected = (await lectureOne(id)).replace(/\/clase\/1\/$/, `/clase/${resumeLectureNumber ?? 1}/`);
      expect(premium.get(id), String(id)).toBe(expected);
    }
    // An organisation learner's, in Portuguese, under /pt/org/{slug}.
    const member = await loadClassroomUrls(db, ids.member, [untouched[4]], { locale: 'pt' });
    expect(member.get(untouched[4])).toBe(await lectureOne(untouched[4], '/pt/org/acme-learning'));
    // Nothing for what the learner may not open: a course not theirs, a lapsed enrollment, an unknown id.
    const lapsed = await newLearner('lista.vencida@example.com');
    const [annual] = await db.select({ id: membershipTypes.id }).from(membershipTypes).where(eq(membershipTypes.method, 'A_1')).limit(1);
    await db.insert(memberships).values({ userId: lapsed.id, membershipTypeId: annual.id, startDate: '2024-01-01', expireDate: '2024-12-31' });
    await db.insert(enrollments).values({ userId: lapsed.id, courseId: untouched[20], enrollmentType: 'MEMBERSHIP', progressPercent: 45 });
    expect([...(await loadClassroomUrls(db, lapsed.id, [untouched[20], untouched[21], 987654321])).keys()]).toEqual([]);
    expect([...(await loadClassroomUrls(db, ids.payg, [untouched[0]])).keys()]).toEqual([]);
  });

  it('the client operations (graphql/operations/course) run as written', async () => {
    const learner = await newLearner('operaciones@example.com');
    const course = freeCourses[3];
    const before = await callGraphQL<{ course: { originalId: number; viewerAccess: Access } }>('default', print(CourseViewerAccessDocument), { id: toGlobalId('Course', course) }, { cookie: learner.cookie });
    expect(before.body.data!.course).toMatchObject({ originalId: course, viewerAccess: { ...NONE, canEnrollFree: true } });
    const enrolled = await callGraphQL<{ enrollFreeCourse: { success: boolean; course: { viewerAccess: Access } } }>('default', print(EnrollFreeCourseDocument), { courseId: toGlobalId('Course', course) }, { cookie: learner.cookie });
    expect(enrolled.body.data!.enrollFreeCourse).toMatchObject({ success: true, course: { viewerAccess: { canWatch: true, reason: 'FREE' } } });
  });

  describe('enrollFreeCourse', () => {
    it('refuses the anonymous caller with the translated UNAUTHENTICATED error and changes nothing', async () => {
      const db = await getDb();
      const [before] = await db.select({ n: count() }).from(enrollments);
      const res = await callGraphQL('default', ENROLL, { courseId: String(freeCourses[0]) });
      expect(res.body.errors?.[0]).toMatchObject({ message: es('courseAccess.unauthenticated'), extensions: { code: 'UNAUTHENTICATED' } });
      const pt = await callGraphQL('default', ENROLL, { courseId: String(freeCourses[0]) }, { headers: { 'x-locale': 'pt' } });
      expect(pt.body.errors?.[0]?.message).toBe('Entre na sua conta para se inscrever no curso.');
      expect((await db.select({ n: count() }).from(enrollments))[0]).toEqual(before);
    });

    it('enrolls a signed-in learner in a free course with one click: FREE, counted, tracked; twice is the same', async () => {
      const db = await getDb();
      const learner = await newLearner('gratis@example.com');
      const course = freeCourses[0];
      expect(await accessOf(course, learner.cookie)).toEqual({ ...NONE, canEnrollFree: true });
      const [{ before }] = await db.select({ before: courses.enrollmentsCount }).from(courses).where(eq(courses.id, course));

      const res = await callGraphQL<{ enrollFreeCourse: { success: boolean; errors: unknown[]; course: { originalId: number; viewerAccess: Access } } }>('default', ENROLL, { courseId: toGlobalId('Course', course) }, { cookie: learner.cookie });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.enrollFreeCourse).toEqual({
        success: true,
        errors: [],
        course: { originalId: course, viewerAccess: { canWatch: true, reason: 'FREE', progress: 0, resumeUrl: await lectureOne(course), canEnrollFree: false } },
      });
      expect(await enrollmentOf(learner.id, course)).toMatchObject({ enrollmentType: 'FREE', progressPercent: 0 });
      expect((await db.select({ n: courses.enrollmentsCount }).from(courses).where(eq(courses.id, course)))[0].n).toBe(before + 1);
      const events = await db.select().from(analyticsEvents).where(and(eq(analyticsEvents.userId, learner.id), eq(analyticsEvents.eventType, 'enrollment')));
      expect(events.map((e) => [e.itemId, (e.pageData as { enrollment_type: string }).enrollment_type])).toEqual([[String(course), 'FREE']]);

      // Again (a double click, another tab): success, nothing more written.
      const again = await callGraphQL<{ enrollFreeCourse: { success: boolean; errors: unknown[] } }>('default', ENROLL, { courseId: String(course) }, { cookie: learner.cookie });
      expect(again.body.data!.enrollFreeCourse).toMatchObject({ success: true, errors: [] });
      expect(await db.select().from(enrollments).where(eq(enrollments.userId, learner.id))).toHaveLength(1);
      expect((await db.select({ n: courses.enrollmentsCount }).from(courses).where(eq(courses.id, course)))[0].n).toBe(before + 1);
      expect(await db.select().from(analyticsEvents).where(and(eq(analyticsEvents.userId, learner.id), eq(analyticsEvents.eventType, 'enrollment')))).toHaveLength(1);
    });

    it('concurrent clicks enroll once', async () => {
      const db = await getDb();
      const learner = await newLearner('gratis.doble@example.com');
      const results = await Promise.all(Array.from({ length: 5 }, () => callGraphQL<{ enrollFreeCourse: { success: boolean } }>('default', ENROLL, { courseId: String(freeCourses[1]) }, { cookie: learner.cookie })));
      expect(results.every((r) => r.body.data?.enrollFreeCourse.success === true)).toBe(true);
      expect(await db.select().from(enrollments).where(eq(enrollments.userId, learner.id))).toHaveLength(1);
    });

    it('refuses a course that is not free, with a translated message on courseId, and changes nothing', async () => {
      const db = await getDb();
      const learner = await newLearner('no.gratis@example.com');
      const res = await callGraphQL<{ enrollFreeCourse: { success: boolean; errors: { field: string; message: string }[]; course: unknown } }>('default', ENROLL, { courseId: String(untouched[0]) }, { cookie: learner.cookie });
      expect(res.body.data!.enrollFreeCourse).toEqual({ success: false, errors: [{ field: 'courseId', message: es('courseAccess.notFree') }], course: null });
      const en = await callGraphQL<{ enrollFreeCourse: { errors: { message: string }[] } }>('default', ENROLL, { courseId: String(untouched[0]) }, { cookie: learner.cookie, headers: { 'x-locale': 'en' } });
      expect(en.body.data!.enrollFreeCourse.errors[0].message).toBe('This course is not free: you can buy it or watch it with a membership that includes it.');
      expect(await db.select().from(enrollments).where(eq(enrollments.userId, learner.id))).toEqual([]);
      // A course the caller bought is not free either: refused, its PAID enrollment untouched.
      const [owned] = await db.select().from(enrollments).where(and(eq(enrollments.userId, ids.payg), eq(enrollments.enrollmentType, 'PAID'))).limit(1);
      const bought = await callGraphQL<{ enrollFreeCourse: { success: boolean; errors: { message: string }[] } }>('default', ENROLL, { courseId: String(owned.courseId) }, { cookie: cookies.payg });
      expect(bought.body.data!.enrollFreeCourse).toMatchObject({ success: false, errors: [{ message: es('courseAccess.notFree') }] });
      expect(await enrollmentOf(ids.payg, owned.courseId)).toEqual(owned);
      // Unknown, malformed and organisation-private ids read the same: not found.
      for (const id of ['987654321', 'abc', toGlobalId('Bundle', 1)]) {
        const missing = await callGraphQL<{ enrollFreeCourse: { success: boolean; errors: { message: string }[] } }>('default', ENROLL, { courseId: id }, { cookie: learner.cookie });
        expect(missing.body.data!.enrollFreeCourse, id).toMatchObject({ success: false, errors: [{ message: es('courseAccess.courseNotFound') }] });
      }
      // A free course private to an organisation (a studio course): not found for anyone outside it…
      const [acme] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'acme-learning'));
      const studio = freeCourses[freeCourses.length - 1];
      await db.update(courses).set({ organizationId: acme.id }).where(eq(courses.id, studio));
      const res2 = await callGraphQL<{ enrollFreeCourse: { success: boolean; errors: { message: string }[] } }>('default', ENROLL, { courseId: String(studio) }, { cookie: learner.cookie });
      expect(res2.body.data!.enrollFreeCourse).toMatchObject({ success: false, errors: [{ message: es('courseAccess.courseNotFound') }] });
      expect(await db.select().from(enrollments).where(eq(enrollments.userId, learner.id))).toEqual([]);
      // …while the organisation's members already have it (B2B, under its prefix).
      expect(await loadCourseAccess(db, ids.member, studio)).toMatchObject({ canWatch: true, reason: 'B2B', organizationSlug: 'acme-learning', canEnrollFree: false });
      expect(await loadCourseAccess(db, learner.id, studio)).toMatchObject({ canWatch: false, canEnrollFree: false });
    });

    it('refuses a free course that was withdrawn', async () => {
      const db = await getDb();
      const learner = await newLearner('retirado@example.com');
      await db.update(courses).set({ isActive: false, isPreSale: false }).where(eq(courses.id, freeCourses[2]));
      const res = await callGraphQL<{ enrollFreeCourse: { success: boolean; errors: { message: string }[] } }>('default', ENROLL, { courseId: String(freeCourses[2]) }, { cookie: learner.cookie });
      expect(res.body.data!.enrollFreeCourse).toMatchObject({ success: false, errors: [{ message: es('courseAccess.notAvailable') }] });
      await db.update(courses).set({ isActive: true }).where(eq(courses.id, freeCourses[2]));
    });

    it('a course discounted to 100 % is free of charge everywhere: offered and taken with one click, never sold (issue 19 item 2)', async () => {
      const db = await getDb();
      const promoted = untouched[untouched.length - 1];
      const usdRow = and(eq(coursePrices.courseId, promoted), eq(coursePrices.currency, 'USD'));
      const [usd] = await db.select().from(coursePrices).where(usdRow);
      await db.update(coursePrices).set({ priceCents: 0 }).where(usdRow);
      try {
        const learner = await newLearner('promocion.total@example.com');
        expect(await accessOf(promoted, learner.cookie)).toEqual({ ...NONE, canEnrollFree: true });
        // The cart refuses it with the free-course message and does not change.
        const before = await cartOf(learner.cookie);
        const refused = await add({ courseId: String(promoted) }, { cookie: learner.cookie });
        expect(refused.body.errors?.[0]).toMatchObject({ message: es('cart.freeCourse'), extensions: { code: 'BAD_USER_INPUT', field: 'courseId' } });
        expect(await cartOf(learner.cookie)).toEqual(before);
        // One click enrolls, as for a FREE course.
        const res = await callGraphQL<{ enrollFreeCourse: { success: boolean; course: { viewerAccess: Access } } }>('default', ENROLL, { courseId: String(promoted) }, { cookie: learner.cookie });
        expect(res.body.data!.enrollFreeCourse).toMatchObject({ success: true, course: { viewerAccess: { canWatch: true, reason: 'FREE', canEnrollFree: false } } });
        expect(await enrollmentOf(learner.id, promoted)).toMatchObject({ enrollmentType: 'FREE' });
      } finally {
        await db.update(coursePrices).set({ priceCents: usd.priceCents }).where(usdRow);
      }
      // At its price again, it is sold, not given.
      const other = await newLearner('promocion.fin@example.com');
      expect(await accessOf(promoted, other.cookie)).toEqual(NONE);
      const notFree = await callGraphQL<{ enrollFreeCourse: { success: boolean; errors: { message: string }[] } }>('default', ENROLL, { courseId: String(promoted) }, { cookie: other.cookie });
      expect(notFree.body.data!.enrollFreeCourse).toMatchObject({ success: false, errors: [{ message: es('courseAccess.notFree') }] });
    });

    it('is refused without the CSRF pair, like every mutation', async () => {
      const learner = await newLearner('sin.csrf@example.com');
      const res = await callGraphQL('default', ENROLL, { courseId: String(freeCourses[0]) }, { cookie: learner.cookie, csrf: false });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('CSRF_FAILED');
      expect(await enrollmentOf(learner.id, freeCourses[0])).toBeNull();
    });
  });

  describe('the cart refuses what the learner can already open', () => {
    it('for every kind of access, with its own translated message, and the cart does not change', async () => {
      const db = await getDb();
      const [paygOwned] = await db.select().from(enrollments).where(and(eq(enrollments.userId, ids.payg), eq(enrollments.enrollmentType, 'PAID')));
      const [ownCourse] = await db.select({ id: courses.id }).from(courses).innerJoin(professors, eq(professors.id, courses.professorId)).where(and(eq(professors.userId, ids.teacher), eq(courses.isActive, true))).limit(1);
      const cases: [string, number, string][] = [
        ['payg', paygOwned.courseId, 'cart.alreadyEnrolled'],
        ['premium', untouched[6], 'cart.includedInMembership'],
        ['trial', untouched[6], 'cart.includedInMembership'],
        ['member', untouched[6], 'cart.includedInOrganization'],
        ['teacher', ownCourse.id, 'cart.ownCourse'],
        ['staff', untouched[6], 'cart.alreadyHasAccess'],
        ['mentor', untouched[6], 'cart.alreadyHasAccess'],
      ];
      for (const [who, courseId, key] of cases) {
        const before = await cartOf(cookies[who]);
        const res = await add({ courseId: String(courseId) }, { cookie: cookies[who] });
        expect(res.body.errors?.[0], who).toMatchObject({ message: es(key), extensions: { code: 'BAD_USER_INPUT', field: 'courseId' } });
        expect(await cartOf(cookies[who]), who).toEqual(before);
      }
      // In the caller's language.
      const pt = await add({ courseId: String(untouched[6]) }, { cookie: cookies.premium, headers: { 'x-locale': 'pt' } });
      expect(pt.body.errors?.[0]?.message).toBe('Este curso já está incluído na sua assinatura: não é preciso comprá-lo.');
      // A degree student's own DEGREE course.
      const [degreeCourse] = await db.select().from(enrollments).where(eq(enrollments.userId, ids.degree)).limit(1);
      expect((await add({ courseId: String(degreeCourse.courseId) }, { cookie: cookies.degree })).body.errors?.[0]?.message).toBe(es('cart.includedInDegree'));
      // A PAYG learner may still add a course they do not have.
      expect((await add({ courseId: String(untouched[6]) }, { cookie: cookies.payg })).body.data?.shoppingCartAddItem?.success).toBe(true);
    });

    it('refuses a bundle whose every course the learner has, not one that still sells them something', async () => {
      const db = await getDb();
      const [bundle] = await db.select({ id: bundles.id }).from(bundles).orderBy(asc(bundles.id)).limit(1);
      const bundled = (await db.select({ courseId: bundleCourses.courseId }).from(bundleCourses).where(eq(bundleCourses.bundleId, bundle.id))).map((r) => r.courseId);
      expect(bundled.length).toBeGreaterThan(1);
      const learner = await newLearner('certificacion@example.com');
      await db.insert(enrollments).values(bundled.slice(1).map((courseId) => ({ userId: learner.id, courseId, enrollmentType: 'PAID' as const })));
      // One course still to buy: the bundle may go in the cart.
      expect((await add({ bundleId: String(bundle.id) }, { cookie: learner.cookie })).body.data?.shoppingCartAddItem?.success).toBe(true);
      await callGraphQL('default', `mutation($input: ShoppingCartItemInput!) { shoppingCartRemoveItem(input: $input) { success } }`, { input: { bundleId: String(bundle.id) } }, { cookie: learner.cookie });
      await db.insert(enrollments).values({ userId: learner.id, courseId: bundled[0], enrollmentType: 'PAID' });
      const before = await cartOf(learner.cookie);
      const res = await add({ bundleId: String(bundle.id) }, { cookie: learner.cookie });
      expect(res.body.errors?.[0]).toMatchObject({ message: es('cart.bundleAlreadyOwned'), extensions: { code: 'BAD_USER_INPUT', field: 'bundleId' } });
      expect(await cartOf(learner.cookie)).toEqual(before);
      // A premium member holds every (PAID) course of a bundle of the catalogue through the membership.
      const [paidOnly] = await db
        .select({ id: bundles.id })
        .from(bundles)
        .where(sql`not exists (select 1 from ${bundleCourses} bc join ${courses} c on c.id = bc.course_id where bc.bundle_id = ${bundles.id} and (c.course_type <> 'PAID' or not c.is_active or c.organization_id is not null))`)
        .limit(1);
      expect((await add({ bundleId: String(paidOnly.id) }, { cookie: cookies.premium })).body.errors?.[0]?.message).toBe(es('cart.bundleAlreadyOwned'));
    });

    it('a guest cart joining an account leaves out what the account can already open', async () => {
      const db = await getDb();
      const token = randomUUID();
      const guestCart = await openCartFor(db, { kind: 'guest', token });
      await db.insert(cartLines).values([{ cartId: guestCart, courseId: untouched[7] }]);
      // The premium member has it through the membership: it does not join their cart.
      await mergeGuestCart(db, token, ids.premium);
      expect((await cartOf(cookies.premium))?.courses.map((c) => c.course.originalId) ?? []).not.toContain(untouched[7]);
      expect(await db.select().from(carts).where(eq(carts.id, guestCart))).toEqual([]);
    });
  });

  describe('checkout never charges for access the buyer has', () => {
    it('refuses the cart with a message naming the course: no order, no charge, the cart unpaid', async () => {
      const db = await getDb();
      const buyer = await newLearner('comprador.acceso@example.com');
      expect((await add({ courseId: String(untouched[8]) }, { cookie: buyer.cookie })).body.data?.shoppingCartAddItem?.success).toBe(true);
      expect((await add({ courseId: String(untouched[9]) }, { cookie: buyer.cookie })).body.data?.shoppingCartAddItem?.success).toBe(true);
      // Meanwhile the course came to them another way (a gift, a membership…).
      await db.insert(enrollments).values({ userId: buyer.id, courseId: untouched[8], enrollmentType: 'GITCARD' });
      const [title] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, untouched[8]));
      const res = await callGraphQL('paymentsv2', CHECKOUT, { input: { idempotencyKey: 'access-refused-1', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123', cardHolder: 'Prueba Acceso' } }, { cookie: buyer.cookie });
      expect(res.body.errors?.[0]).toMatchObject({ message: es('checkout.alreadyHasAccess', { titles: `«${title.title.es}»` }), extensions: { code: 'BAD_USER_INPUT', courseIds: [untouched[8]] } });
      expect(await db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual([]);
      const [cart] = await db.select().from(carts).where(eq(carts.userId, buyer.id));
      expect(cart.isPaid).toBe(false);
      expect(await enrollmentOf(buyer.id, untouched[9])).toBeNull();
      expect(await enrollmentOf(buyer.id, untouched[8])).toMatchObject({ enrollmentType: 'GITCARD' });
      // Without that line, the rest is paid.
      await callGraphQL('default', `mutation($input: ShoppingCartItemInput!) { shoppingCartRemoveItem(input: $input) { success } }`, { input: { courseId: String(untouched[8]) } }, { cookie: buyer.cookie });
      const ok = await callGraphQL<{ checkoutCart: { success: boolean } }>('paymentsv2', CHECKOUT, { input: { idempotencyKey: 'access-refused-2', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123', cardHolder: 'Prueba Acceso' } }, { cookie: buyer.cookie });
      expect(ok.body.data?.checkoutCart.success).toBe(true);
      expect(await enrollmentOf(buyer.id, untouched[9])).toMatchObject({ enrollmentType: 'PAID' });
    });

    it('a retry of a pending payment is refused once the buyer gained access (a membership) in between', async () => {
      const db = await getDb();
      const buyer = await newLearner('reintento.premium@example.com');
      expect((await add({ courseId: String(untouched[10]) }, { cookie: buyer.cookie })).body.data?.shoppingCartAddItem?.success).toBe(true);
      const retryCard = { idempotencyKey: 'access-retry-01', cardNumber: '4000 0000 0000 0119', cardExpiry: '12/30', cardCvc: '123', cardHolder: 'Prueba Acceso' };
      const first = await callGraphQL<{ checkoutCart: { status: string } }>('paymentsv2', CHECKOUT, { input: retryCard }, { cookie: buyer.cookie });
      expect(first.body.data?.checkoutCart.status).toBe('REQUIRES_RETRY');
      const [annual] = await db.select({ id: membershipTypes.id }).from(membershipTypes).where(eq(membershipTypes.method, 'A_1')).limit(1);
      await db.insert(memberships).values({ userId: buyer.id, membershipTypeId: annual.id, startDate: '2026-01-01', expireDate: '2099-12-31' });
      const second = await callGraphQL('paymentsv2', CHECKOUT, { input: retryCard }, { cookie: buyer.cookie });
      expect(second.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const [order] = await db.select().from(orders).where(eq(orders.userId, buyer.id));
      expect(order.status).toBe('REQUIRES_RETRY');
      expect(await enrollmentOf(buyer.id, untouched[10])).toBeNull();
    });
  });
});
