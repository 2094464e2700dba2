/**
 * The services behind the blog, live, resources, mentors, legal, business, organisation,
 * inbox and panel pages, on the seeded demo database (PGlite in memory, or PostgreSQL with
 * TEST_DB=postgres).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';
import { getDb } from '@/lib/server/db/client';
import { professors, users } from '@/lib/server/db/schema';
import { getBlogPost, listBlogCategories, listBlogPosts, listRelatedPosts } from '@/lib/server/services/blog';
import { listLiveSessions } from '@/lib/server/services/live';
import { groupResourcesByKind, listResources } from '@/lib/server/services/resources';
import { getMentorByUserId, listPublicMentors } from '@/lib/server/services/mentors';
import { getLegalDocument, listLegalDocuments, TERMS_SLUG } from '@/lib/server/services/legal';
import { getCatalogueStats } from '@/lib/server/services/catalogue-facets';
import { getCompanyFigures } from '@/lib/server/services/company';
import { getBusinessStats, getHigherEducationCase, listOrganizationShowcase } from '@/lib/server/services/business-stats';
import { findOrganization, getMemberRole, getOrgLearning, getOrgPanelSummary, listOrgMembers } from '@/lib/server/services/org';
import { listUserNotifications } from '@/lib/server/services/notifications';
import { getTeacherPanel } from '@/lib/server/services/panels';
import { groupLiveSessions } from '@/lib/domain/live/live-event-state';
import { isB2BAdminRole as isOrgAdminRole } from '@/lib/domain/roles';

async function userId(email: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`no demo user ${email}`);
  return row.id;
}

describe('content and panel services on the demo data', () => {
  beforeAll(async () => {
    await setupTestDatabase();
  });
  afterAll(teardownTestDatabase);

  it('lists published blog posts newest first, with totals, categories and related posts', async () => {
    const db = await getDb();
    const { items, totalCount } = await listBlogPosts(db, { offset: 0, limit: 9 });
    expect(totalCount).toBeGreaterThan(9);
    expect(items).toHaveLength(9);
    const times = items.map((p) => p.publishedAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(items.every((p) => p.publishedAt.getTime() <= Date.now())).toBe(true);

    const categories = await listBlogCategories(db);
    expect(categories.reduce((sum, c) => sum + c.postCount, 0)).toBe(totalCount);
    const first = categories[0];
    const inCategory = await listBlogPosts(db, { offset: 0, limit: 50, categoryId: first.id });
    expect(inCategory.totalCount).toBe(first.postCount);
    expect(inCategory.items.every((p) => p.category.slug === first.slug)).toBe(true);

    const post = await getBlogPost(db, items[0].slug);
    expect(post?.body.es.length).toBeGreaterThan(100);
    expect(await getBlogPost(db, 'no-existe')).toBeNull();
    const related = await listRelatedPosts(db, post!, 3);
    expect(related.every((p) => p.id !== post!.id && p.category.id === post!.category.id)).toBe(true);
  });

  it('returns live sessions in every state of spec §4', async () => {
    const groups = groupLiveSessions(await listLiveSessions(await getDb()), new Date());
    expect(groups.live.length).toBeGreaterThan(0);
    expect(groups.upcoming.length).toBeGreaterThan(0);
    expect(groups.past.length).toBeGreaterThan(0);
  });

  it('splits learner resources from business downloads, grouped by kind', async () => {
    const db = await getDb();
    const tools = await listResources(db, { business: false });
    const downloads = await listResources(db, { business: true });
    expect(tools.length).toBeGreaterThan(0);
    expect(downloads.length).toBeGreaterThan(0);
    expect(tools.every((r) => !r.isBusiness)).toBe(true);
    expect(downloads.every((r) => r.isBusiness)).toBe(true);
    expect(groupResourcesByKind(tools).map((g) => g.kind)[0]).toBe('TOOL');
  });

  it('lists public mentors (available first, none unsubscribed) and links the mentor account', async () => {
    const db = await getDb();
    const mentors = await listPublicMentors(db);
    expect(mentors.length).toBeGreaterThan(0);
    expect(mentors.some((m) => m.status === 'UNSUBSCRIBED')).toBe(false);
    const firstOther = mentors.findIndex((m) => m.status !== 'AVAILABLE');
    if (firstOther >= 0) expect(mentors.slice(firstOther).every((m) => m.status !== 'AVAILABLE')).toBe(true);
    const mine = await getMentorByUserId(db, await userId('mentor@demo.cursalia.test'));
    expect(mine?.fullName).toBeTruthy();
  });

  it('reads the legal documents, terms first', async () => {
    const db = await getDb();
    const terms = await getLegalDocument(db, TERMS_SLUG);
    expect(terms?.title.es).toBeTruthy();
    expect((await listLegalDocuments(db))[0].slug).toBe(TERMS_SLUG);
    expect(await getLegalDocument(db, 'no-existe')).toBeNull();
  });

  it('counts real business numbers and finds the university case', async () => {
    const db = await getDb();
    const stats = await getBusinessStats(db);
    expect(stats.courseCount).toBeGreaterThan(0);
    expect(stats.categoryCount).toBeGreaterThan(0);
    expect(stats.organizationCount).toBeGreaterThan(0);
    expect((await listOrganizationShowcase(db)).length).toBe(Math.min(stats.organizationCount, 12));
    const university = await getHigherEducationCase(db);
    expect(university).not.toBeNull();
    expect(university!.memberCount).toBeGreaterThan(0);
  });

  it('says the same figures on home, the business landings and the about-us page (issue 18 item 11)', async () => {
    const db = await getDb();
    const [home, business, company] = await Promise.all([getCatalogueStats(db), getBusinessStats(db), getCompanyFigures(db)]);
    expect(home.professors).toBeGreaterThan(0);
    expect(business).toMatchObject({ courseCount: home.courses, professorCount: home.professors });
    expect(company).toMatchObject({ courseCount: home.courses, professorCount: home.professors, learnerCount: business.learnerCount, enrollmentCount: business.enrollmentCount });
    // A professor without a course of the public catalogue is counted nowhere.
    const [{ n: allProfessors }] = await db.select({ n: count() }).from(professors);
    expect(Number(allProfessors)).toBeGreaterThanOrEqual(home.professors);
  });

  it('gives an organisation its members with roles and progress, and its learning home', async () => {
    const db = await getDb();
    const adminId = await userId('admin@demo.cursalia.test');
    const org = (await findOrganization(db, { kind: 'slug', slug: 'acme-learning' }))!;
    const members = await listOrgMembers(db, org.id);
    expect(await findOrganization(db, { kind: 'id', id: org.id })).toMatchObject({ slug: 'acme-learning' });
    expect(isOrgAdminRole(await getMemberRole(db, org.id, adminId))).toBe(true);
    expect(await getMemberRole(db, org.id, await userId('payg@demo.cursalia.test'))).toBeNull();
    expect(members.some((m) => m.userId === adminId)).toBe(true);
    expect(isOrgAdminRole(members[0].role)).toBe(true);
    const summary = await getOrgPanelSummary(db, org.id);
    expect(summary.memberCount).toBe(members.length);
    const learning = await getOrgLearning(db, org, await userId('member@demo.cursalia.test'));
    expect(learning.myProgress.length).toBeGreaterThan(0);
    if (org.assignedType === 'all-catalog') expect(learning.catalogueCourses.length).toBeGreaterThan(0);
  });

  it("reads a user's notifications and the teacher's courses", async () => {
    const db = await getDb();
    const notes = await listUserNotifications(db, await userId('member@demo.cursalia.test'));
    expect(notes.length).toBeGreaterThan(0);
    const panel = await getTeacherPanel(db, await userId('teacher@demo.cursalia.test'));
    expect(panel.professors.length).toBeGreaterThan(0);
    expect(panel.courses.length).toBeGreaterThan(0);
    expect((await getTeacherPanel(db, await userId('payg@demo.cursalia.test'))).courses).toEqual([]);
  });
});
