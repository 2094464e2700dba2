/**
 * The deterministic demo seed: counts, determinism, complete translations, demo accounts,
 * idempotent seedIfEmpty, and the generated media it points to.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../lib/server/db/client';
import { migrateDb } from '../../lib/server/db/migrate';
import * as s from '../../lib/server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, seedIfEmpty } from '../../lib/server/db/seed';
import { TRAILER_CLIPS, trailerUrlFor } from '../../lib/server/db/seed/trailers';
import { lectureContentSchema } from '../../lib/domain/learning/lecture-content';
import { courseProgressPercent } from '../../lib/domain/learning/course-completion';
import { renderMedia } from '../../lib/domain/media/render';
import { escapeXml } from '../../lib/domain/media/svg';
import { FOOTER_PATHS } from '../../lib/domain/footer/footer-paths';

const NOW = new Date('2026-03-10T15:30:00Z');
const DAY = 86_400_000;

async function freshDb(): Promise<DbHandle> {
  const handle = await openDb({ dataDir: 'memory://' });
  await migrateDb(handle);
  return handle;
}

async function count(handle: DbHandle, table: PgTable): Promise<number> {
  const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row.n;
}

function expectComplete(value: unknown, where: string): void {
  const text = value as { es?: string; pt?: string; en?: string } | null;
  expect(text, where).toBeTruthy();
  for (const lang of ['es', 'pt', 'en'] as const) {
    expect(typeof text?.[lang] === 'string' && text[lang]!.trim().length > 0, `${where}.${lang}`).toBe(true);
  }
}

let a: DbHandle;
beforeAll(async () => {
  a = await freshDb();
  await seedDemo(a.db, { now: NOW });
});

afterAll(async () => {
  await a?.close();
});

describe('demo seed counts', () => {
  it('has the reference data', async () => {
    const countries = await a.db.select().from(s.countries).orderBy(asc(s.countries.originalId));
    expect(countries.map((c) => c.code)).toEqual(['pe', 'mx', 'co', 'ar', 'cl', 'es', 'br', 'us']);
    expect(countries.map((c) => c.currency)).toEqual(['PEN', 'MXN', 'COP', 'ARS', 'CLP', 'EUR', 'BRL', 'USD']);
    const flags = Object.fromEntries((await a.db.select().from(s.featureFlags)).map((f) => [f.key, f.isActive]));
    expect(flags).toEqual({
      user_notification_web: true,
      rebranding_active: true,
      all_access_marathon: false,
      premium_dashboard: true,
      degree_dashboard: true,
      higher_education_home: false,
      hide_chat: false,
      cumulative_discount: true,
    });
    const legal = await a.db.select().from(s.legalDocuments);
    expect(legal.map((l) => l.slug).sort()).toEqual([
      'aviso-de-privacidad',
      'libro-de-reclamaciones',
      'politica-de-cancelacion',
      'politica-de-cookies',
      'politica-de-privacidad',
      'solicitud-arco',
      'terminos-y-condiciones',
    ]);
    for (const doc of legal) for (const lang of ['es', 'pt', 'en'] as const) expect(doc.body[lang]!.split('\n\n').length).toBeGreaterThanOrEqual(8);
  });

  it('has a legal document for every /legal/ link of the footer', async () => {
    const slugs = new Set((await a.db.select({ slug: s.legalDocuments.slug }).from(s.legalDocuments)).map((r) => r.slug));
    const linked = Object.values(FOOTER_PATHS).flatMap((href) => /^\/legal\/([^/]+)\/$/.exec(href)?.[1] ?? []);
    expect(linked.length).toBe(7);
    for (const slug of linked) expect(slugs.has(slug), slug).toBe(true);
  });

  it('has the catalogue', async () => {
    expect(await count(a, s.categories)).toBeGreaterThanOrEqual(12);
    const subs = await a.db.select({ categoryId: s.subcategories.categoryId, n: sql<number>`count(*)::int` }).from(s.subcategories).groupBy(s.subcategories.categoryId);
    for (const row of subs) {
      expect(row.n).toBeGreaterThanOrEqual(3);
      expect(row.n).toBeLessThanOrEqual(6);
    }
    expect(await count(a, s.professors)).toBeGreaterThanOrEqual(40);
    expect(await count(a, s.courses)).toBeGreaterThanOrEqual(150);
    expect(await count(a, s.bundles)).toBe(10);
    expect(await count(a, s.academies)).toBe(6);
    expect(await count(a, s.academyBuckets)).toBeGreaterThanOrEqual(5);
    expect(await count(a, s.microdegrees)).toBe(6);
    expect(await count(a, s.blogCategories)).toBe(6);
    expect(await count(a, s.blogPosts)).toBe(30);
    expect(await count(a, s.liveSessions)).toBe(12);
    expect(await count(a, s.resources)).toBeGreaterThanOrEqual(16);
    expect(await count(a, s.mentors)).toBe(10);
    expect(await count(a, s.organizations)).toBe(3);
    expect(await count(a, s.users)).toBeGreaterThanOrEqual(40);
  });

  it('gives every micro-degree programme a partner, a duration, active paid courses and a price in every currency (issue 18 item 4)', async () => {
    const programmes = await a.db.select().from(s.microdegrees).orderBy(asc(s.microdegrees.position));
    const links = await a.db
      .select({ microdegreeId: s.microdegreeCourses.microdegreeId, isActive: s.courses.isActive, courseType: s.courses.courseType, organizationId: s.courses.organizationId })
      .from(s.microdegreeCourses)
      .innerJoin(s.courses, eq(s.courses.id, s.microdegreeCourses.courseId));
    const prices = await a.db.select().from(s.microdegreePrices);
    for (const p of programmes) {
      expect(p.partner.length, p.slug).toBeGreaterThan(0);
      expect(p.durationMonths, p.slug).toBeGreaterThan(0);
      const own = links.filter((l) => l.microdegreeId === p.id);
      expect(own.length, p.slug).toBeGreaterThanOrEqual(4);
      for (const l of own) expect([l.isActive, l.courseType, l.organizationId], p.slug).toEqual([true, 'PAID', null]);
      const rows = prices.filter((r) => r.microdegreeId === p.id);
      expect(rows.map((r) => r.currency).sort(), p.slug).toEqual(['ARS', 'BRL', 'CLP', 'COP', 'EUR', 'MXN', 'PEN', 'USD']);
      for (const r of rows) expect(r.priceCents, `${p.slug} ${r.currency}`).toBeGreaterThan(0);
    }
  });

  it('gives courses prices, lectures, searchable titles and valid slugs', async () => {
    const courses = await a.db.select().from(s.courses);
    const prices = await a.db.select().from(s.coursePrices);
    const byCourse = new Map<number, typeof prices>();
    for (const p of prices) byCourse.set(p.courseId, [...(byCourse.get(p.courseId) ?? []), p]);
    for (const c of courses) {
      expect(c.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(c.coverImage).toBe(`/media/course/${c.slug}.svg`);
      const rows = byCourse.get(c.id) ?? [];
      expect(rows.map((r) => r.currency).sort()).toEqual(['ARS', 'BRL', 'CLP', 'COP', 'EUR', 'MXN', 'PEN', 'USD']);
      for (const r of rows) expect(r.realPriceCents).toBeGreaterThanOrEqual(r.priceCents);
      expect(c.discountPercent).toBeGreaterThanOrEqual(0);
      expect(c.discountPercent).toBeLessThanOrEqual(70);
      if (c.isActive) {
        expect(c.scoreAverage).toBeGreaterThanOrEqual(3.8);
        expect(c.scoreAverage).toBeLessThanOrEqual(5);
      }
    }
    const free = courses.filter((c) => c.courseType === 'FREE');
    expect(free.length).toBeGreaterThanOrEqual(3);
    for (const c of free) expect(byCourse.get(c.id)!.every((p) => p.priceCents === 0)).toBe(true);
    const usd = prices.filter((p) => p.currency === 'USD' && p.priceCents > 0);
    expect(usd.every((p) => p.priceCents % 100 === 99)).toBe(true);

    const titles = courses.map((c) => c.title.es.toLowerCase());
    expect(titles).toContain('fotografía digital para principiantes');
    expect(titles.some((t) => t.includes('diseño'))).toBe(true);
    expect(courses.some((c) => c.software.includes('Photoshop'))).toBe(true);

    const newCourses = courses.filter((c) => c.publishedAt && c.publishedAt.getTime() > NOW.getTime() - 30 * DAY);
    expect(newCourses.length).toBeGreaterThanOrEqual(8);
    expect(courses.every((c) => !c.publishedAt || c.publishedAt.getTime() < NOW.getTime())).toBe(true);

    const modules = await a.db
      .select({ courseId: s.courseLectures.courseId, lectures: sql<number>`count(*)::int`, modules: sql<number>`count(distinct ${s.courseLectures.moduleTitle}->>'es')::int` })
      .from(s.courseLectures)
      .groupBy(s.courseLectures.courseId);
    expect(modules.length).toBe(courses.length);
    // Issue 15: 2–4 modules and 5–15 lectures per course.
    for (const m of modules) {
      expect(m.modules).toBeGreaterThanOrEqual(2);
      expect(m.modules).toBeLessThanOrEqual(4);
      expect(m.lectures).toBeGreaterThanOrEqual(5);
      expect(m.lectures).toBeLessThanOrEqual(15);
    }
  });

  it('has an agenda of upcoming launches and a few past ones', async () => {
    const today = NOW.toISOString().slice(0, 10);
    const in30 = new Date(NOW.getTime() + 30 * DAY).toISOString().slice(0, 10);
    const launches = await a.db.select().from(s.courses).where(isNotNull(s.courses.launchDate));
    const upcoming = launches.filter((c) => c.launchDate! >= today);
    expect(upcoming.length).toBeGreaterThanOrEqual(18);
    expect(new Set(upcoming.map((c) => c.launchDate)).size).toBeGreaterThanOrEqual(8);
    for (const c of upcoming) {
      expect(c.launchDate! <= in30).toBe(true);
      expect(c.isActive).toBe(false);
      expect(c.isPreSale || c.isScheduled).toBe(true);
    }
    const past = launches.filter((c) => c.launchDate! < today);
    expect(past.length).toBeGreaterThanOrEqual(2);
    expect(past.every((c) => c.isActive)).toBe(true);
  });

  it('has bundles, academies, skill paths and live sessions shaped as specified', async () => {
    const bundleSizes = await a.db.select({ n: sql<number>`count(*)::int` }).from(s.bundleCourses).groupBy(s.bundleCourses.bundleId);
    for (const b of bundleSizes) {
      expect(b.n).toBeGreaterThanOrEqual(3);
      expect(b.n).toBeLessThanOrEqual(6);
    }
    expect(await count(a, s.bundlePrices)).toBe(80);
    const paths = await a.db.select({ academyId: s.skillPaths.academyId, n: sql<number>`count(*)::int` }).from(s.skillPaths).groupBy(s.skillPaths.academyId);
    expect(paths.length).toBe(6);
    for (const p of paths) {
      expect(p.n).toBeGreaterThanOrEqual(2);
      expect(p.n).toBeLessThanOrEqual(5);
    }
    const pathSizes = await a.db.select({ n: sql<number>`count(*)::int` }).from(s.skillPathCourses).groupBy(s.skillPathCourses.skillPathId);
    for (const p of pathSizes) {
      expect(p.n).toBeGreaterThanOrEqual(3);
      expect(p.n).toBeLessThanOrEqual(6);
    }
    const buckets = await a.db.select({ bucketId: s.academyBucketLinks.bucketId }).from(s.academyBucketLinks);
    expect(new Set(buckets.map((b) => b.bucketId)).size).toBeGreaterThanOrEqual(5);

    const live = await a.db.select().from(s.liveSessions);
    const t = NOW.getTime();
    const past = live.filter((l) => l.endsAt && l.endsAt.getTime() < t);
    const liveNow = live.filter((l) => l.startsAt.getTime() <= t && (!l.endsAt || l.endsAt.getTime() > t));
    const future = live.filter((l) => l.startsAt.getTime() > t);
    expect(past.length).toBeGreaterThanOrEqual(3);
    expect(liveNow.length).toBeGreaterThanOrEqual(1);
    expect(future.length).toBeGreaterThanOrEqual(3);
    expect((await a.db.select().from(s.resources).where(eq(s.resources.isBusiness, true))).length).toBeGreaterThanOrEqual(3);
    const posts = await a.db.select().from(s.blogPosts);
    for (const p of posts) expect(p.body.pt!.split('\n\n').length).toBeGreaterThanOrEqual(3);
  });

  it('has memberships, the popup group and organisations with features', async () => {
    const types = await a.db.select().from(s.membershipTypes).orderBy(asc(s.membershipTypes.position));
    expect(types.filter((t) => t.groupKey === 'MEMBERSHIP-POPUP-USER-UPDATE').length).toBeGreaterThanOrEqual(1);
    expect(types.some((t) => t.tag === 'PREMIUM' && t.months === 1)).toBe(true);
    expect(types.some((t) => t.tag === 'PREMIUM' && t.months === 12)).toBe(true);
    expect(types.some((t) => t.method === 'A_2')).toBe(true);
    for (const tag of ['PREMIUM_LITE', 'PREMIUM_DUO', 'PREMIUM_STUDENT'] as const) expect(types.some((t) => t.tag === tag)).toBe(true);
    expect(await count(a, s.membershipTypePrices)).toBe(types.length * 8);

    const orgs = await a.db.select().from(s.organizations);
    expect(new Set(orgs.map((o) => o.primaryColor)).size).toBe(3);
    const acme = orgs.find((o) => o.slug === 'acme-learning')!;
    expect(acme.assignedType).toBe('all-catalog');
    expect(acme.hasStudioAvailable && acme.canUploadCourses).toBe(true);
    expect(acme.logo).toBe('/media/org/acme-learning/logo.svg');
    expect(orgs.find((o) => o.slug === 'banco-andino')!.assignedType).toBe('panel-only');
    const uni = orgs.find((o) => o.slug === 'universidad-del-sol')!;
    expect(uni.organizationType).toBe('UNIVERSITY');
    expect(uni.higherEducationHome).toBe(true);
    const features = await a.db.select().from(s.organizationFeatures);
    const members = await a.db.select().from(s.organizationMembers);
    for (const o of orgs) {
      expect(features.filter((f) => f.organizationId === o.id).length).toBeGreaterThanOrEqual(3);
      expect(members.filter((m) => m.organizationId === o.id).length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('localized fields', () => {
  it('every localized column has es, pt and en', async () => {
    const checks: [string, unknown[]][] = [
      ['countries.name', (await a.db.select({ v: s.countries.name }).from(s.countries)).map((r) => r.v)],
      ['categories.name', (await a.db.select({ v: s.categories.name }).from(s.categories)).map((r) => r.v)],
      ['categories.description', (await a.db.select({ v: s.categories.description }).from(s.categories)).map((r) => r.v)],
      ['subcategories.name', (await a.db.select({ v: s.subcategories.name }).from(s.subcategories)).map((r) => r.v)],
      ['professors.occupation', (await a.db.select({ v: s.professors.occupation }).from(s.professors)).map((r) => r.v)],
      ['professors.bio', (await a.db.select({ v: s.professors.bio }).from(s.professors)).map((r) => r.v)],
      ['membership_types.name', (await a.db.select({ v: s.membershipTypes.name }).from(s.membershipTypes)).map((r) => r.v)],
      ['bundles.title', (await a.db.select({ v: s.bundles.title }).from(s.bundles)).map((r) => r.v)],
      ['bundles.description', (await a.db.select({ v: s.bundles.description }).from(s.bundles)).map((r) => r.v)],
      ['academy_buckets.name', (await a.db.select({ v: s.academyBuckets.name }).from(s.academyBuckets)).map((r) => r.v)],
      ['academies.title', (await a.db.select({ v: s.academies.title }).from(s.academies)).map((r) => r.v)],
      ['academies.description', (await a.db.select({ v: s.academies.description }).from(s.academies)).map((r) => r.v)],
      ['skill_paths.title', (await a.db.select({ v: s.skillPaths.title }).from(s.skillPaths)).map((r) => r.v)],
      ['microdegrees.title', (await a.db.select({ v: s.microdegrees.title }).from(s.microdegrees)).map((r) => r.v)],
      ['microdegrees.description', (await a.db.select({ v: s.microdegrees.description }).from(s.microdegrees)).map((r) => r.v)],
      ['blog_categories.name', (await a.db.select({ v: s.blogCategories.name }).from(s.blogCategories)).map((r) => r.v)],
      ['live_sessions.title', (await a.db.select({ v: s.liveSessions.title }).from(s.liveSessions)).map((r) => r.v)],
      ['live_sessions.description', (await a.db.select({ v: s.liveSessions.description }).from(s.liveSessions)).map((r) => r.v)],
      ['resources.title', (await a.db.select({ v: s.resources.title }).from(s.resources)).map((r) => r.v)],
      ['resources.description', (await a.db.select({ v: s.resources.description }).from(s.resources)).map((r) => r.v)],
      ['mentors.headline', (await a.db.select({ v: s.mentors.headline }).from(s.mentors)).map((r) => r.v)],
    ];
    for (const row of await a.db.select().from(s.courses)) {
      checks.push([`courses.title ${row.slug}`, [row.title]], [`courses.summary ${row.slug}`, [row.summary]], [`courses.description ${row.slug}`, [row.description]]);
    }
    for (const row of await a.db.select().from(s.blogPosts)) checks.push([`blog ${row.slug}`, [row.title, row.excerpt, row.body]]);
    for (const row of await a.db.select().from(s.legalDocuments)) checks.push([`legal ${row.slug}`, [row.title, row.body]]);
    const lectures = await a.db.select({ m: s.courseLectures.moduleTitle, t: s.courseLectures.title }).from(s.courseLectures);
    checks.push(['course_lectures', lectures.flatMap((l) => [l.m, l.t])]);
    for (const [where, values] of checks) {
      expect(values.length, where).toBeGreaterThan(0);
      values.forEach((v, i) => expectComplete(v, `${where}[${i}]`));
    }
  });
});

describe('demo accounts', () => {
  it('exist with the right flags and a shared argon2id hash', async () => {
    const emails = DEMO_ACCOUNTS.map((d) => d.email);
    expect(emails).toEqual(
      ['payg', 'premium', 'trial', 'degree', 'member', 'admin', 'mentor', 'teacher', 'affiliate', 'staff'].map((k) => `${k}@demo.cursalia.test`),
    );
    const rows = await a.db.select().from(s.users).where(inArray(s.users.email, emails));
    const by = Object.fromEntries(rows.map((u) => [u.email.split('@')[0], u]));
    expect(rows.length).toBe(10);
    for (const u of rows) {
      expect(u.username).toMatch(/^[A-Za-z][A-Za-z0-9._]{5,74}$/);
      expect(u.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(u.countryCode).toBeTruthy();
    }
    expect(await verify(by.payg.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(new Set(rows.map((u) => u.passwordHash)).size).toBe(1);

    expect(by.payg.segmentation).toBe('PAYG');
    expect(by.premium.segmentation).toBe('Member');
    expect(by.premium.userTagV2).toBe('PREMIUM');
    expect(by.degree.segmentation).toBe('Degree');
    expect(by.degree.userDegreeSegmentation).toBe('ACTIVATED_DEGREE_SEGMENTATION');
    expect(by.member.segmentation).toBe('B2B');
    expect(by.admin.segmentation).toBe('B2B');
    expect(by.mentor.isMentor && by.mentor.featureMentorPanel).toBe(true);
    expect(by.teacher.isProfessor && by.teacher.featureTeacherPanel).toBe(true);
    expect(by.affiliate.isAffiliate).toBe(true);
    expect(by.staff.isStaff).toBe(true);
    expect(rows.filter((u) => u.walletAmountCents > 0).length).toBeGreaterThanOrEqual(1);

    const settings = await a.db.select().from(s.userSettings).where(inArray(s.userSettings.userId, rows.map((u) => u.id)));
    expect(settings.length).toBe(10);

    const paygEnrollments = await a.db.select().from(s.enrollments).where(eq(s.enrollments.userId, by.payg.id));
    expect(paygEnrollments.filter((e) => e.enrollmentType === 'PAID').length).toBe(2);

    const today = NOW.toISOString().slice(0, 10);
    const [premiumMembership] = await a.db
      .select({ tag: s.membershipTypes.tag, months: s.membershipTypes.months, expireDate: s.memberships.expireDate })
      .from(s.memberships)
      .innerJoin(s.membershipTypes, eq(s.memberships.membershipTypeId, s.membershipTypes.id))
      .where(eq(s.memberships.userId, by.premium.id));
    expect(premiumMembership).toMatchObject({ tag: 'PREMIUM', months: 12 });
    expect(premiumMembership.expireDate > today).toBe(true);
    const [trialMembership] = await a.db
      .select({ method: s.membershipTypes.method, expireDate: s.memberships.expireDate })
      .from(s.memberships)
      .innerJoin(s.membershipTypes, eq(s.memberships.membershipTypeId, s.membershipTypes.id))
      .where(eq(s.memberships.userId, by.trial.id));
    expect(trialMembership.method).toBe('A_2');
    expect(trialMembership.expireDate > today).toBe(true);
    expect((await a.db.select().from(s.savedCourses).where(eq(s.savedCourses.userId, by.premium.id))).length).toBeGreaterThanOrEqual(3);

    const orgs = await a.db
      .select({ email: s.users.email, slug: s.organizations.slug, role: s.organizationMembers.role })
      .from(s.organizationMembers)
      .innerJoin(s.users, eq(s.users.id, s.organizationMembers.userId))
      .innerJoin(s.organizations, eq(s.organizations.id, s.organizationMembers.organizationId))
      .where(inArray(s.users.email, [by.member.email, by.admin.email]));
    expect(orgs).toEqual(
      expect.arrayContaining([
        { email: by.member.email, slug: 'acme-learning', role: 'member' },
        { email: by.admin.email, slug: 'acme-learning', role: 'admin' },
      ]),
    );

    const [mentorRow] = await a.db.select().from(s.mentors).where(eq(s.mentors.userId, by.mentor.id));
    expect(mentorRow).toBeTruthy();
    const [teacherProf] = await a.db.select().from(s.professors).where(eq(s.professors.userId, by.teacher.id));
    expect(teacherProf).toBeTruthy();
    expect((await a.db.select().from(s.courses).where(eq(s.courses.professorId, teacherProf.id))).length).toBeGreaterThanOrEqual(1);

    const premiumNotes = await a.db.select().from(s.notifications).where(eq(s.notifications.userId, by.premium.id));
    expect(premiumNotes.length).toBeGreaterThan(12);
    expect(premiumNotes.every((n) => n.createdAt.getTime() < NOW.getTime())).toBe(true);
    for (const u of rows) {
      expect((await a.db.select().from(s.notifications).where(eq(s.notifications.userId, u.id))).length).toBeGreaterThan(0);
    }
  });

  it('has 30+ ordinary learners with enrollments and progress', async () => {
    const learners = await a.db.select({ id: s.users.id }).from(s.users).where(sql`${s.users.email} like '%@learners.cursalia.test'`);
    expect(learners.length).toBeGreaterThanOrEqual(30);
    const withProgress = await a.db.select({ n: sql<number>`count(distinct ${s.enrollments.userId})::int` }).from(s.enrollments).where(gt(s.enrollments.progressPercent, 0));
    expect(withProgress[0].n).toBeGreaterThanOrEqual(25);
    const completed = await a.db.select({ n: sql<number>`count(*)::int` }).from(s.enrollments).where(isNotNull(s.enrollments.completedAt));
    expect(completed[0].n).toBeGreaterThan(0);
  });
});

describe('course trailers', () => {
  it('two courses in three have one of the shipped clips, each as WebM and MP4 under 250 KB', async () => {
    const rows = await a.db.select({ slug: s.courses.slug, trailer: s.courses.trailerUrl }).from(s.courses);
    const share = rows.filter((r) => r.trailer !== null).length / rows.length;
    expect(share).toBeGreaterThan(0.55);
    expect(share).toBeLessThan(0.78);
    expect(rows.every((r) => r.trailer === trailerUrlFor(r.slug))).toBe(true);
    expect(new Set(rows.map((r) => r.trailer).filter((t) => t !== null))).toEqual(new Set(TRAILER_CLIPS));
    for (const clip of TRAILER_CLIPS) {
      for (const file of [clip, clip.replace(/\.mp4$/, '.webm')]) {
        const size = statSync(path.join(__dirname, '../../public', file)).size;
        expect(size, file).toBeGreaterThan(10_000);
        expect(size, file).toBeLessThan(250_000);
      }
    }
  });
});

describe('classroom curricula (issue 15)', () => {
  it('every lecture has valid content of its type; most courses have a quiz; the first lectures are previews', async () => {
    const lectures = await a.db.select().from(s.courseLectures).orderBy(asc(s.courseLectures.courseId), asc(s.courseLectures.position));
    const byCourse = new Map<number, (typeof lectures)[number][]>();
    for (const l of lectures) byCourse.set(l.courseId, [...(byCourse.get(l.courseId) ?? []), l]);
    for (const l of lectures) {
      const parsed = lectureContentSchema.safeParse(l.content);
      expect(parsed.success, `lecture ${l.id}`).toBe(true);
      expect(l.content?.type).toBe(l.lectureType);
    }
    const types = new Set(lectures.map((l) => l.lectureType));
    expect([...types].sort()).toEqual(['BREAK', 'CLASS', 'EXERCISE', 'IFRAME', 'PDF', 'QUIZ', 'SCORM', 'SURVEY']);
    const classes = lectures.filter((l) => l.lectureType === 'CLASS').length;
    expect(classes / lectures.length).toBeGreaterThan(0.5); // mostly video classes
    expect(lectures.filter((l) => l.lectureType === 'SCORM').length / byCourse.size).toBeLessThan(0.1); // rarely SCORM
    const withQuiz = [...byCourse.values()].filter((list) => list.some((l) => l.lectureType === 'QUIZ')).length;
    expect(withQuiz / byCourse.size).toBeGreaterThan(0.75);
    for (const list of byCourse.values()) {
      const previews = list.filter((l) => l.isPreview).map((l) => l.position);
      expect([[1], [1, 2]]).toContainEqual(previews);
      const quizzes = list.flatMap((l) => (l.content?.type === 'QUIZ' ? [l.content] : []));
      for (const q of quizzes) {
        expect(q.questions.length).toBeGreaterThanOrEqual(3);
        expect(q.questions.length).toBeLessThanOrEqual(6);
        for (const question of q.questions) expectComplete(question.prompt, `quiz ${question.id}`);
      }
    }
    // Every evaluation exists; QUIZ_EVALUATION only where a cumulative quiz does, FINAL_PROJECT where an exercise does.
    const courses = await a.db.select({ id: s.courses.id, evaluation: s.courses.projectEvaluation }).from(s.courses);
    expect(new Set(courses.map((c) => c.evaluation))).toEqual(new Set(['FINAL_PROJECT', 'NOT_REQUIREMENT', 'QUIZ_EVALUATION']));
    for (const c of courses) {
      const list = byCourse.get(c.id) ?? [];
      if (c.evaluation === 'QUIZ_EVALUATION') expect(list.some((l) => l.content?.type === 'QUIZ' && l.content.settings.mode === 'CUMULATIVE')).toBe(true);
      if (c.evaluation === 'FINAL_PROJECT') expect(list.some((l) => l.lectureType === 'EXERCISE')).toBe(true);
    }
  });

  it('every file a lecture points to is committed, and the clips stay small', async () => {
    const lectures = await a.db.select({ content: s.courseLectures.content }).from(s.courseLectures);
    const files = new Set<string>();
    for (const { content } of lectures) {
      if (content?.type === 'CLASS' && content.video.src) {
        files.add(content.video.src);
        if (content.video.poster) files.add(content.video.poster);
        for (const c of content.video.captions ?? []) files.add(c.src);
      }
      if (content?.type === 'PDF') for (const p of Object.values(content.path)) if (p) files.add(p);
      if (content?.type === 'IFRAME') for (const u of Object.values(content.url)) if (u) files.add(u.split('?')[0]);
    }
    expect(files.size).toBeGreaterThan(40);
    // Lecture media live in the private media/lectures/ (served by the access-checked route);
    // the embedded tools stay public files.
    const root = path.join(__dirname, '../..');
    const onDisk = (file: string) => (file.startsWith('/media/lectures/embed/') ? path.join(root, 'public', file) : path.join(root, file));
    for (const file of files) {
      const size = statSync(onDisk(file)).size;
      expect(size, file).toBeGreaterThan(100);
      expect(size, file).toBeLessThan(400_000);
    }
    const playlist = [...files].find((f) => f.endsWith('.m3u8'))!;
    const segments = readFileSync(onDisk(playlist), 'utf8').split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments.length).toBeGreaterThan(1);
    for (const segment of segments) expect(statSync(path.join(path.dirname(onDisk(playlist)), segment)).size).toBeGreaterThan(1000);
    for (const file of [...files].filter((f) => f.endsWith('.mp4'))) expect(statSync(onDisk(file.replace(/\.mp4$/, '.webm'))).size).toBeGreaterThan(10_000);
  });

  it('progress is what the lectures say: completed lectures in order, the percent the classroom computes, certificates meet their course’s requirements', async () => {
    const enrollments = await a.db
      .select({ userId: s.enrollments.userId, courseId: s.enrollments.courseId, percent: s.enrollments.progressPercent, completedAt: s.enrollments.completedAt, evaluation: s.courses.projectEvaluation })
      .from(s.enrollments)
      .innerJoin(s.courses, eq(s.courses.id, s.enrollments.courseId));
    const lectures = await a.db.select({ id: s.courseLectures.id, courseId: s.courseLectures.courseId, type: s.courseLectures.lectureType, content: s.courseLectures.content }).from(s.courseLectures).orderBy(asc(s.courseLectures.position));
    const progress = await a.db.select().from(s.lectureProgress);
    const attempts = await a.db.select().from(s.quizAttempts);
    const certs = await a.db.select({ userId: s.certificates.userId, courseId: s.certificates.courseId }).from(s.certificates);
    const projects = await a.db.select({ userId: s.projects.userId, courseId: s.projects.courseId, status: s.projects.status }).from(s.projects);
    for (const e of enrollments) {
      const counted = lectures.filter((l) => l.courseId === e.courseId && l.type !== 'SCORM');
      const done = counted.filter((l) => progress.some((p) => p.userId === e.userId && p.lectureId === l.id && p.completedAt !== null));
      expect(e.percent, `enrollment ${e.userId}/${e.courseId}`).toBe(courseProgressPercent(done.length, counted.length));
      expect(done.map((l) => l.id)).toEqual(counted.slice(0, done.length).map((l) => l.id)); // the first ones, in order
      for (const quiz of done.filter((l) => l.type === 'QUIZ')) expect(attempts.some((t) => t.userId === e.userId && t.lectureId === quiz.id && t.passed)).toBe(true);
      if (e.completedAt) expect(e.percent).toBe(100);
    }
    expect(certs.length).toBeGreaterThan(10);
    for (const c of certs) {
      const e = enrollments.find((x) => x.userId === c.userId && x.courseId === c.courseId)!;
      expect(e.percent).toBe(100);
      if (e.evaluation === 'FINAL_PROJECT') expect(projects.some((p) => p.userId === c.userId && p.courseId === c.courseId && (p.status === 'FINISHED' || p.status === 'CERTIFIED'))).toBe(true);
    }
    // The premium member's courses keep about their percentages (80, 45, 100, 5 before lectures existed).
    const [premium] = await a.db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, 'premium@demo.cursalia.test'));
    const percents = enrollments.filter((e) => e.userId === premium.id).map((e) => e.percent);
    expect(percents.filter((p) => p === 100)).toHaveLength(1);
    expect(percents.some((p) => p >= 30 && p <= 60)).toBe(true);
    expect(percents.some((p) => p > 0 && p <= 20)).toBe(true);
  });

  it('the demo teacher has written answers to review: a seeded learner’s retake awaits review in one of their courses (issue 15)', async () => {
    const [teacher] = await a.db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, 'teacher@demo.cursalia.test'));
    const pending = await a.db
      .select({ userId: s.quizAttempts.userId, answers: s.quizAttempts.answers, content: s.courseLectures.content, professorUserId: s.professors.userId, email: s.users.email, score: s.quizAttempts.scorePercent, passed: s.quizAttempts.passed })
      .from(s.quizAttempts)
      .innerJoin(s.courseLectures, eq(s.courseLectures.id, s.quizAttempts.lectureId))
      .innerJoin(s.courses, eq(s.courses.id, s.courseLectures.courseId))
      .innerJoin(s.professors, eq(s.professors.id, s.courses.professorId))
      .innerJoin(s.users, eq(s.users.id, s.quizAttempts.userId))
      .where(eq(s.quizAttempts.needsReview, true));
    expect(pending.length).toBeGreaterThanOrEqual(1);
    for (const p of pending) {
      expect(p.professorUserId).toBe(teacher.id);
      expect(p.email).toMatch(/@learners\.cursalia\.test$/);
      expect(p.passed).toBe(false);
      const quiz = p.content?.type === 'QUIZ' ? p.content : null;
      const written = quiz?.questions.find((q) => q.type === 'DEVELOPMENT');
      // A practice quiz (written questions only there), with a written answer to read.
      expect(quiz?.settings.mode).toBe('FORMATIVE');
      expect(typeof p.answers?.[written!.id] === 'string' && (p.answers[written!.id] as string).length > 20).toBe(true);
      expect(p.score!).toBeLessThan(quiz!.settings.approvalThreshold);
    }
  });
});

describe('determinism and idempotence', () => {
  let b: DbHandle;
  beforeAll(async () => {
    b = await freshDb();
  });
  afterAll(async () => {
    await b?.close();
  });

  it('two fresh seeds produce identical courses and prices; seedIfEmpty is a no-op the second time', async () => {
    expect(await seedIfEmpty(b.db, { now: NOW })).toEqual({ seeded: true });
    const snapshot = async (h: DbHandle) => ({
      courses: await h.db
        .select({ slug: s.courses.slug, title: s.courses.title, launch: s.courses.launchDate, published: s.courses.publishedAt, trailer: s.courses.trailerUrl })
        .from(s.courses)
        .orderBy(asc(s.courses.slug)),
      prices: await h.db
        .select({ slug: s.courses.slug, currency: s.coursePrices.currency, price: s.coursePrices.priceCents, real: s.coursePrices.realPriceCents })
        .from(s.coursePrices)
        .innerJoin(s.courses, eq(s.courses.id, s.coursePrices.courseId))
        .orderBy(asc(s.courses.slug), asc(s.coursePrices.currency)),
      users: await h.db.select({ email: s.users.email, username: s.users.username }).from(s.users).orderBy(asc(s.users.email)),
      blog: await h.db.select({ slug: s.blogPosts.slug, body: s.blogPosts.body }).from(s.blogPosts).orderBy(asc(s.blogPosts.slug)),
      lectures: await h.db
        .select({ slug: s.courses.slug, position: s.courseLectures.position, title: s.courseLectures.title, content: s.courseLectures.content, preview: s.courseLectures.isPreview })
        .from(s.courseLectures)
        .innerJoin(s.courses, eq(s.courses.id, s.courseLectures.courseId))
        .orderBy(asc(s.courses.slug), asc(s.courseLectures.position)),
      progress: await h.db
        .select({ email: s.users.email, slug: s.courses.slug, percent: s.enrollments.progressPercent })
        .from(s.enrollments)
        .innerJoin(s.users, eq(s.users.id, s.enrollments.userId))
        .innerJoin(s.courses, eq(s.courses.id, s.enrollments.courseId))
        .orderBy(asc(s.users.email), asc(s.courses.slug)),
    });
    expect(await snapshot(b)).toEqual(await snapshot(a));

    const before = await count(b, s.courses);
    expect(await seedIfEmpty(b.db, { now: NOW })).toEqual({ seeded: false });
    expect(await count(b, s.courses)).toBe(before);
    expect(await count(b, s.users)).toBe(await count(a, s.users));
  });

  it('a failing seed leaves the database empty (transaction)', async () => {
    const c = await freshDb();
    try {
      await c.db.insert(s.countries).values({ code: 'pe', originalId: 1, name: { es: 'Perú' }, currency: 'PEN', currencySymbol: 'S/', phoneCode: '+51' });
      await expect(seedDemo(c.db, { now: NOW })).rejects.toThrow();
      expect(await count(c, s.courses)).toBe(0);
      expect(await count(c, s.users)).toBe(0);
      expect(await count(c, s.featureFlags)).toBe(0);
    } finally {
      await c.close();
    }
  });
});

describe('generated media', () => {
  it('renders every kind and rejects unknown paths', () => {
    for (const path of [
      ['course', 'fotografia-digital-para-principiantes.svg'],
      ['course', 'fotografia-digital-para-principiantes-promo.svg'],
      ['bundle', 'certificacion-fotografia-digital.svg'],
      ['academy', 'academia-de-diseno.svg'],
      ['blog', 'como-vencer-el-bloqueo-creativo.svg'],
      ['live', 'python-en-una-hora.svg'],
      ['avatar', 'lucia-fernandez-salazar.svg'],
      ['resource', 'ebook-guia-de-branding.svg'],
      ['org', 'acme-learning', 'logo.svg'],
      ['org', 'acme-learning', 'logo-dark.svg'],
      ['org', 'banco-andino', 'isotype.svg'],
    ]) {
      const svg = renderMedia(path);
      expect(svg, path.join('/')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
      expect(renderMedia(path)).toBe(svg);
    }
    expect(renderMedia(['course', 'fotografia-digital-para-principiantes.svg'])).toContain('Fotografía digital para principiantes');
    expect(renderMedia(['org', 'acme-learning', 'logo.svg'])).toContain('#5B3DF5');
    expect(renderMedia(['org', 'otra', 'logo.svg'], new URLSearchParams('c=112233&s=abc'))).toContain('#112233');
    expect(renderMedia(['video', 'x.svg'])).toBeNull();
    expect(renderMedia(['course', 'x.png'])).toBeNull();
    expect(renderMedia(['course', '..%2Fsecret.svg'])).toBeNull();
    expect(renderMedia(['course', '<script>.svg'])).toBeNull();
    expect(renderMedia(['org', 'acme-learning', 'banner.svg'])).toBeNull();
    expect(renderMedia([])).toBeNull();
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('every seeded image path is served by the media route', async () => {
    const paths = [
      ...(await a.db.select({ p: s.courses.coverImage }).from(s.courses)).map((r) => r.p),
      ...(await a.db.select({ p: s.courses.promoImage }).from(s.courses)).map((r) => r.p!),
      ...(await a.db.select({ p: s.professors.avatarUrl }).from(s.professors)).map((r) => r.p!),
      ...(await a.db.select({ p: s.bundles.coverImageUrl }).from(s.bundles)).map((r) => r.p),
      ...(await a.db.select({ p: s.academies.logoUrl }).from(s.academies)).map((r) => r.p),
      ...(await a.db.select({ p: s.blogPosts.coverImage }).from(s.blogPosts)).map((r) => r.p),
      ...(await a.db.select({ p: s.liveSessions.coverImage }).from(s.liveSessions)).map((r) => r.p),
      ...(await a.db.select({ p: s.resources.url }).from(s.resources)).map((r) => r.p),
      ...(await a.db.select({ p: s.mentors.avatarUrl }).from(s.mentors)).map((r) => r.p),
      ...(await a.db.select({ p: s.users.profilePictureUrl }).from(s.users)).map((r) => r.p!),
      ...(await a.db.select().from(s.organizations)).flatMap((o) => [o.logo!, o.darkModeLogo!, o.isotype!, o.favicon!, o.loginImage!]),
      ...(await a.db.select({ p: s.notifications.iconImage }).from(s.notifications)).map((r) => r.p!),
    ];
    expect(paths.length).toBeGreaterThan(400);
    for (const p of paths) {
      expect(p.startsWith('/media/'), p).toBe(true);
      expect(renderMedia(p.slice('/media/'.length).split('/')), p).not.toBeNull();
    }
  });
});

