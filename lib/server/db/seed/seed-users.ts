/**
 * Seeds the demo accounts and ordinary learners: settings, organisation membership,
 * memberships, enrollments with progress, saved courses and agenda subscriptions.
 */
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import {
  courseSubscriptions,
  enrollments,
  memberships,
  organizationMembers,
  professors,
  savedCourses,
  userSettings,
  users,
} from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoKey } from './demo-accounts';
import { COUNTRIES } from './money';
import { LEARNERS } from './people-data';
import { rngFor, type Rng } from './random';
import type { ReferenceIds } from './seed-reference';
import type { CatalogueIds, SeededCourse } from './seed-catalogue';
import { addMs, DAY_MS, insertChunked, isoDate, slugify, startOfUtcDay, type SeedDb } from './util';

type EnrollmentType = typeof enrollments.$inferInsert.enrollmentType;
type OrgRole = typeof organizationMembers.$inferInsert.role;

export type SeededUsers = { demo: Record<DemoKey, number>; learners: number[] };

/** Learner roles by index in LEARNERS (the rest are pay-as-you-go). */
function learnerProfile(i: number): { segmentation: string; org?: string; role?: OrgRole; member?: 'annual' | 'monthly' } {
  if (i < 6) return { segmentation: 'B2B', org: 'acme-learning', role: i === 0 ? 'owner' : i === 1 ? 'leader' : 'member' };
  if (i < 11) return { segmentation: 'B2B', org: 'banco-andino', role: i === 6 ? 'owner-corporation' : i === 7 ? 'admin' : 'member' };
  if (i < 16) return { segmentation: 'B2B', org: 'universidad-del-sol', role: i === 11 ? 'admin' : 'high-education-member' };
  if (i < 22) return { segmentation: 'Member', member: i % 2 === 0 ? 'annual' : 'monthly' };
  if (i < 25) return { segmentation: 'Register' };
  return { segmentation: 'PAYG' };
}

function phoneFor(rng: Rng): string {
  return `9${rng.int(10_000_000, 99_999_999)}`;
}

function addMonths(date: Date, months: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));
}

export async function seedUsers(db: SeedDb, now: Date, ref: ReferenceIds, catalogue: CatalogueIds): Promise<SeededUsers> {
  const rng = rngFor('users');
  const day = startOfUtcDay(now);
  const passwordHash = await hash(DEMO_PASSWORD); // argon2id; hashed once, shared by every demo user
  const phoneCode = (code: string) => COUNTRIES.find((c) => c.code === code)!.phoneCode;

  const demoRows = DEMO_ACCOUNTS.map((a, i) => ({
    email: a.email,
    username: a.username,
    passwordHash,
    firstName: a.firstName,
    lastName: a.lastName,
    gender: a.gender,
    countryCode: a.countryCode,
    language: a.language,
    segmentation: a.segmentation,
    segmentationKey: a.segmentation.toUpperCase(),
    userDegreeSegmentation: a.userDegreeSegmentation,
    userTagV2: a.userTagV2,
    isStaff: a.isStaff,
    isMentor: a.isMentor,
    isProfessor: a.isProfessor,
    isAffiliate: a.isAffiliate,
    featureTeacherPanel: a.featureTeacherPanel,
    featureMentorPanel: a.featureMentorPanel,
    walletAmountCents: a.walletAmountCents,
    walletCurrency: 'USD',
    occupation: a.occupation,
    phoneCode: phoneCode(a.countryCode),
    phoneNumber: phoneFor(rng),
    birthday: `${1984 + i}-0${(i % 9) + 1}-1${i % 9}`,
    document: a.countryCode === 'pe' ? String(rng.int(40_000_000, 79_999_999)) : null,
    typeDocument: a.countryCode === 'pe' ? ('DNI' as const) : null,
    tourCompleted: true,
    tourOnboardingCompleted: true,
    canEnrollFreemium: a.segmentation === 'PAYG',
    profilePictureUrl: `/media/avatar/${slugify(`${a.firstName} ${a.lastName}`)}.svg`,
    dateJoined: addMs(day, -(120 + i * 37) * DAY_MS),
  }));
  const usernames = new Set<string>(demoRows.map((r) => r.username));
  const learnerRows = LEARNERS.map((p, i) => {
    const profile = learnerProfile(i);
    let username = slugify(`${p.firstName}.${p.lastName}`).replace(/-/g, '.');
    while (usernames.has(username) || username.length < 6) username = `${username}${rng.int(1, 9)}`;
    usernames.add(username);
    return {
      email: `${username}@learners.cursalia.test`,
      username,
      passwordHash,
      firstName: p.firstName,
      lastName: p.lastName,
      gender: p.gender,
      countryCode: p.countryCode,
      language: p.countryCode === 'br' ? 'pt' : p.countryCode === 'us' ? 'en' : 'es',
      segmentation: profile.segmentation,
      segmentationKey: profile.segmentation.toUpperCase(),
      userTagV2: profile.member ? 'PREMIUM' : profile.org ? 'B2B' : null,
      phoneCode: phoneCode(p.countryCode),
      phoneNumber: phoneFor(rng),
      tourCompleted: profile.segmentation !== 'Register',
      profilePictureUrl: `/media/avatar/${slugify(`${p.firstName} ${p.lastName}`)}.svg`,
      dateJoined: addMs(day, -rng.int(5, 700) * DAY_MS),
    };
  });
  const inserted = await db
    .insert(users)
    .values([...demoRows, ...learnerRows])
    .returning({ id: users.id, email: users.email });
  const idByEmail = new Map(inserted.map((r) => [r.email, r.id]));
  const demo = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.key, idByEmail.get(a.email)!])) as Record<DemoKey, number>;
  const learners = learnerRows.map((r) => idByEmail.get(r.email)!);

  await insertChunked(db, userSettings, [
    ...DEMO_ACCOUNTS.map((a) => ({ userId: demo[a.key], darkMode: a.darkMode })),
    ...learners.map((userId, i) => ({ userId, darkMode: i % 7 === 3 })),
  ]);

  // Organisations.
  const orgRows: (typeof organizationMembers.$inferInsert)[] = [
    { organizationId: ref.orgIds['acme-learning'], userId: demo.member, role: 'member' },
    { organizationId: ref.orgIds['acme-learning'], userId: demo.admin, role: 'admin' },
  ];
  learners.forEach((userId, i) => {
    const p = learnerProfile(i);
    if (p.org) orgRows.push({ organizationId: ref.orgIds[p.org], userId, role: p.role });
  });
  await insertChunked(db, organizationMembers, orgRows);

  // Memberships (dates derived from today so they stay active).
  const membershipRows: (typeof memberships.$inferInsert)[] = [
    {
      userId: demo.premium,
      membershipTypeId: ref.membershipTypeIds.annual,
      startDate: isoDate(addMs(day, -60 * DAY_MS)),
      expireDate: isoDate(addMonths(addMs(day, -60 * DAY_MS), 12)),
    },
    {
      userId: demo.trial,
      membershipTypeId: ref.membershipTypeIds.trial,
      startDate: isoDate(addMs(day, -2 * DAY_MS)),
      expireDate: isoDate(addMs(day, 5 * DAY_MS)),
    },
  ];
  learners.forEach((userId, i) => {
    const p = learnerProfile(i);
    if (!p.member) return;
    const start = addMs(day, -(p.member === 'annual' ? rng.int(10, 300) : rng.int(1, 25)) * DAY_MS);
    membershipRows.push({
      userId,
      membershipTypeId: ref.membershipTypeIds[p.member],
      startDate: isoDate(start),
      expireDate: isoDate(addMonths(start, p.member === 'annual' ? 12 : 1)),
      isSubscriptionCanceled: i === 21,
    });
  });
  await insertChunked(db, memberships, membershipRows);

  // Enrollments.
  const active = catalogue.courses.filter((c) => c.isActive);
  const paid = active.filter((c) => !c.isFree);
  const free = active.filter((c) => c.isFree);
  const enrollRng = rngFor('enrollments');
  const enrollRows: (typeof enrollments.$inferInsert)[] = [];
  const enroll = (userId: number, list: SeededCourse[], type: EnrollmentType, progress?: number[]) => {
    list.forEach((c, i) => {
      const pct = progress?.[i] ?? (enrollRng.chance(0.25) ? 100 : enrollRng.int(0, 95));
      enrollRows.push({
        userId,
        courseId: c.id,
        enrollmentType: type,
        progressPercent: pct,
        createdAt: addMs(day, -enrollRng.int(20, 200) * DAY_MS),
        completedAt: pct === 100 ? addMs(day, -enrollRng.int(1, 19) * DAY_MS) : null,
      });
    });
  };
  const demoPicks = enrollRng.sample(paid, 24);
  enroll(demo.payg, demoPicks.slice(0, 2), 'PAID', [35, 100]);
  enroll(demo.payg, free.slice(0, 1), 'FREE', [10]);
  enroll(demo.premium, demoPicks.slice(2, 6), 'MEMBERSHIP', [80, 45, 100, 5]);
  enroll(demo.trial, demoPicks.slice(6, 7), 'MEMBERSHIP', [12]);
  enroll(demo.degree, demoPicks.slice(7, 10), 'DEGREE', [60, 20, 0]);
  enroll(demo.member, demoPicks.slice(10, 13), 'B2B', [100, 50, 15]);
  enroll(demo.admin, demoPicks.slice(13, 14), 'B2B', [30]);
  enroll(demo.staff, demoPicks.slice(14, 16), 'STAFF', [0, 70]);
  enroll(demo.affiliate, demoPicks.slice(16, 17), 'PAID', [55]);
  enroll(demo.mentor, demoPicks.slice(17, 18), 'MENTOR', [100]);
  enroll(demo.teacher, catalogue.courses.filter((c) => c.professorIndex === 0).slice(0, 2), 'PROFESSOR', [100, 100]);
  learners.forEach((userId, i) => {
    const p = learnerProfile(i);
    if (p.segmentation === 'Register') return;
    const type: EnrollmentType = p.org ? 'B2B' : p.member ? 'MEMBERSHIP' : 'PAID';
    enroll(userId, enrollRng.sample(paid, enrollRng.int(2, 8)), type);
    if (enrollRng.chance(0.4)) enroll(userId, enrollRng.sample(free, 1), 'FREE');
  });
  await insertChunked(db, enrollments, enrollRows, 500);

  // Saved courses (premium only) and agenda subscriptions.
  const saved = demoPicks.slice(18, 24);
  await insertChunked(db, savedCourses, [
    ...saved.map((c, i) => ({ userId: demo.premium, courseId: c.id, createdAt: addMs(day, -(i + 1) * DAY_MS) })),
    ...learners.flatMap((userId, i) =>
      learnerProfile(i).member ? enrollRng.sample(paid, 2).map((c) => ({ userId, courseId: c.id })) : [],
    ),
  ]);
  const upcoming = catalogue.courses.filter((c) => !c.isActive);
  await insertChunked(db, courseSubscriptions, [
    ...upcoming.slice(0, 2).map((c) => ({ userId: demo.premium, courseId: c.id, contentType: 'COURSE' })),
    ...upcoming.slice(2, 3).map((c) => ({ userId: demo.payg, courseId: c.id, contentType: 'COURSE' })),
  ]);

  // The teacher account owns the first professor profile (and so its courses).
  await db.update(professors).set({ userId: demo.teacher }).where(eq(professors.id, catalogue.professorIds[0]));

  return { demo, learners };
}
