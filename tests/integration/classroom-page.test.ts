/**
 * The classroom page's checks (issue 15 item 3; components/classroom/classroom-page.tsx), on the
 * real database with the seed: an unknown lecture number is a 404; a signed-out visitor gets the
 * sign-in prompt that returns to the lecture, or the lecture itself when it is a free preview; a
 * signed-in learner without the course is redirected to its sales page before any content is
 * read; an organisation learner is sent to the /org/{slug}/ URL; an owner gets the lecture list
 * with the current lecture marked and the progress bar of their enrollment.
 * The page is called as a function (its server component), with next-intl's server helpers
 * stubbed and the session read replaced: what is checked is the element tree it returns.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ReactElement, ReactNode } from 'react';
import { getDb, type Db } from '@/lib/server/db/client';
import { categories, courseLectures, courses, enrollments, organizationMembers, organizations, users } from '@/lib/server/db/schema';
import { loadViewer, type ViewerRecord } from '@/lib/server/services/viewer';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const session = vi.hoisted(() => ({ viewer: null as ViewerRecord | null }));

vi.mock('next-intl/server', () => ({
  getTranslations: async () => Object.assign((key: string) => key, { rich: (key: string) => key, has: () => true }),
  getFormatter: async () => ({ dateTime: () => '', number: (n: number) => String(n), relativeTime: () => '' }),
  getMessages: async () => ({}),
  setRequestLocale: () => undefined,
}));
vi.mock('@/components/ui/LocalizedLink', () => ({
  Link: () => null,
}));
vi.mock('@/lib/client/i18n/localized-router', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: () => undefined, replace: () => undefined }),
}));
vi.mock('@/lib/server/auth/current-viewer', () => ({ getCurrentViewer: async () => session.viewer }));

const { ClassroomPageView } = await import('@/components/classroom/classroom-page');
const { SignInPrompt } = await import('@/components/auth/AccessNotice');

let db: Db;

/** Every element of a returned tree (props.children followed, functions not called). */
function elements(node: ReactNode, out: ReactElement[] = []): ReactElement[] {
  if (Array.isArray(node)) node.forEach((n) => elements(n, out));
  else if (node && typeof node === 'object' && 'props' in node) {
    const el = node as ReactElement<{ children?: ReactNode }>;
    out.push(el);
    elements(el.props.children, out);
  }
  return out;
}

async function thrown(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String((error as { digest?: string }).digest ?? error);
  }
  return 'nothing thrown';
}

async function asUser(email: string | null) {
  if (email === null) {
    session.viewer = null;
    return null;
  }
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  session.viewer = await loadViewer(db, u.id);
  return u.id;
}

/** A public course with lectures: its category and slug, a PAID enrollment of `email` if given. */
async function seededCourse(filter: 'enrolled-by-payg' | 'not-enrolled-by-payg') {
  const [payg] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'payg@demo.cursalia.test'));
  const rows = await db
    .select({ id: courses.id, slug: courses.slug, category: categories.slug, enrolled: enrollments.userId, type: enrollments.enrollmentType })
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(enrollments, and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, payg.id)))
    .where(and(isNull(courses.organizationId), eq(courses.isActive, true), eq(courses.courseType, 'PAID')))
    .orderBy(asc(courses.id));
  const withLectures = [];
  for (const r of rows) {
    if (filter === 'enrolled-by-payg' ? r.type !== 'PAID' : r.enrolled !== null) continue;
    const lectures = await db.select({ id: courseLectures.id, isPreview: courseLectures.isPreview }).from(courseLectures).where(eq(courseLectures.courseId, r.id)).orderBy(asc(courseLectures.position), asc(courseLectures.id));
    if (lectures.length >= 3) withLectures.push({ ...r, lectures });
    if (withLectures.length > 0) break;
  }
  return withLectures[0];
}

describe('classroom page checks (PGlite)', () => {
  beforeAll(async () => {
    await setupTestDatabase();
    db = await getDb();
  }, 240_000);

  afterAll(async () => {
    await teardownTestDatabase();
  });

  it('answers 404 for an unknown course, a malformed or out-of-range lecture number', async () => {
    const c = await seededCourse('enrolled-by-payg');
    await asUser('payg@demo.cursalia.test');
    const params = { locale: 'es', category: c.category, slug: c.slug };
    for (const n of ['0', '01', 'x', String(c.lectures.length + 1)]) {
      expect(await thrown(ClassroomPageView({ params: { ...params, n }, kind: 'public' }))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    }
    expect(await thrown(ClassroomPageView({ params: { ...params, slug: 'no-existe', n: '1' }, kind: 'public' }))).toMatch(/404/);
  });

  it('shows a signed-out visitor the sign-in prompt that returns to the lecture, and a free preview as it is', async () => {
    const c = await seededCourse('not-enrolled-by-payg');
    await asUser(null);
    const locked = c.lectures.findIndex((l) => !l.isPreview) + 1;
    const page = (await ClassroomPageView({ params: { locale: 'pt', category: c.category, slug: c.slug, n: String(locked) }, kind: 'public' })) as ReactElement<{ path: string; locale: string }>;
    expect(page.type).toBe(SignInPrompt);
    expect(page.props).toEqual({ locale: 'pt', path: `/cursos-online/${c.category}/${c.slug}/clase/${locked}/` });
    const preview = c.lectures.findIndex((l) => l.isPreview) + 1;
    if (preview > 0) {
      const open = await ClassroomPageView({ params: { locale: 'es', category: c.category, slug: c.slug, n: String(preview) }, kind: 'public' });
      // The lecture, without progress bar (nothing is saved for a preview).
      expect(elements(open).some((e) => (e.props as { role?: string }).role === 'progressbar')).toBe(false);
      expect(elements(open).some((e) => (e.props as { id?: string }).id === 'lecture-title')).toBe(true);
    }
  });

  it('redirects a signed-in learner without the course to its sales page, on the server', async () => {
    const c = await seededCourse('not-enrolled-by-payg');
    await asUser('payg@demo.cursalia.test');
    const locked = c.lectures.findIndex((l) => !l.isPreview) + 1;
    expect(await thrown(ClassroomPageView({ params: { locale: 'en', category: c.category, slug: c.slug, n: String(locked) }, kind: 'public' }))).toContain(
      `NEXT_REDIRECT;replace;/en/cursos-online/${c.category}/${c.slug}/;307;`,
    );
  });

  it('gives the owner the list with the current lecture marked and the progress bar of the enrollment', async () => {
    const c = await seededCourse('enrolled-by-payg');
    const userId = await asUser('payg@demo.cursalia.test');
    const page = await ClassroomPageView({ params: { locale: 'es', category: c.category, slug: c.slug, n: '2' }, kind: 'public' });
    const all = elements(page);
    const bar = all.find((e) => (e.props as { role?: string }).role === 'progressbar')!;
    const [enrollment] = await db.select({ p: enrollments.progressPercent }).from(enrollments).where(and(eq(enrollments.userId, userId!), eq(enrollments.courseId, c.id)));
    expect(bar.props).toMatchObject({ 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': enrollment.p });
    const current = all.filter((e) => (e.props as { 'aria-current'?: string })['aria-current'] === 'page');
    expect(current).toHaveLength(1);
    expect((current[0].props as { href: string }).href).toBe(`/cursos-online/${c.category}/${c.slug}/clase/2/`);
  });

  it('gives the page lecture media as route URLs, never the private files’ paths (issue 15)', async () => {
    const c = await seededCourse('enrolled-by-payg');
    await asUser('payg@demo.cursalia.test');
    const rows = await db
      .select({ id: courseLectures.id, content: courseLectures.content })
      .from(courseLectures)
      .where(eq(courseLectures.courseId, c.id))
      .orderBy(asc(courseLectures.position), asc(courseLectures.id));
    const withMedia = rows.map((r, i) => ({ ...r, n: i + 1 })).filter((r) => r.content?.type === 'PDF' || (r.content?.type === 'CLASS' && r.content.video.src !== null));
    expect(withMedia.length).toBeGreaterThan(0);
    for (const lecture of withMedia) {
      const page = await ClassroomPageView({ params: { locale: 'es', category: c.category, slug: c.slug, n: String(lecture.n) }, kind: 'public' });
      const all = elements(page);
      const content = all.map((e) => (e.props as { content?: unknown }).content).find((v) => v !== undefined);
      const text = JSON.stringify(content);
      expect(text).toContain(`/api/classroom/lectures/${lecture.id}/media/`);
      expect(text).not.toContain('/media/lectures/');
      // The PDF's download link goes through the route too.
      const download = all.find((e) => (e.props as { download?: boolean }).download === true);
      if (lecture.content?.type === 'PDF') expect((download!.props as { href: string }).href).toBe(`/api/classroom/lectures/${lecture.id}/media/handout-es.pdf`);
    }
  });

  it('sends an organisation member to the /org/{slug}/ classroom, and a non-member from there to the public one', async () => {
    const [member] = await db
      .select({ email: users.email, slug: organizations.slug })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(eq(users.email, 'member@demo.cursalia.test'))
      .limit(1);
    const c = await seededCourse('enrolled-by-payg');
    await asUser(member.email);
    const params = { locale: 'es', category: c.category, slug: c.slug, n: '1' };
    const toOrg = await thrown(ClassroomPageView({ params, kind: 'public' }));
    // Access through the organisation (or not at all, then the sales page): never the public classroom.
    expect(toOrg).toMatch(new RegExp(`NEXT_REDIRECT;replace;(/org/${member.slug}/cursos-online/${c.category}/${c.slug}/clase/1/|/cursos-online/${c.category}/${c.slug}/);307;`));
    await asUser('payg@demo.cursalia.test');
    expect(await thrown(ClassroomPageView({ params: { ...params, orgId: member.slug }, kind: 'org' }))).toContain(`NEXT_REDIRECT;replace;/cursos-online/${c.category}/${c.slug}/clase/1/;307;`);
  });
});
