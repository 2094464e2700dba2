import 'server-only';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import {
  academies,
  academyBucketLinks,
  academyBuckets,
  categories,
  courses,
  skillPathCourses,
  skillPaths,
  type LocalizedText,
} from '@/lib/server/db/schema';
import { sortBucketsByIdDesc } from '@/lib/domain/academies/academy-filter';

export type AcademyBucketRecord = { id: number; name: LocalizedText; quantity: number };

export type AcademySkillPathRecord = { id: number; slug: string; title: LocalizedText; courseCount: number };

export type AcademyRecord = {
  id: number;
  slug: string;
  title: LocalizedText;
  description: LocalizedText | null;
  logoUrl: string;
  isNew: boolean;
  category: { slug: string; name: LocalizedText } | null;
  bucketIds: number[];
  totalSkillPath: number;
  skillPaths: AcademySkillPathRecord[];
};

export type AcademiesResult = { totalCount: number; buckets: AcademyBucketRecord[]; academies: AcademyRecord[] };

/**
 * Academies with their buckets and skill paths (spec §3 academies result). `catalogCategories`
 * keeps academies of those category slugs; bucket quantities count the academies returned.
 */
export async function listAcademies(db: Db, options: { catalogCategories?: string[] | null } = {}): Promise<AcademiesResult> {
  const filter = options.catalogCategories?.length ? inArray(categories.slug, options.catalogCategories) : undefined;
  const rows = await db
    .select({
      id: academies.id,
      slug: academies.slug,
      title: academies.title,
      description: academies.description,
      logoUrl: academies.logoUrl,
      isNew: academies.isNew,
      categorySlug: categories.slug,
      categoryName: categories.name,
    })
    .from(academies)
    .leftJoin(categories, eq(categories.id, academies.categoryId))
    .where(filter)
    .orderBy(asc(academies.position), asc(academies.id));
  if (rows.length === 0) return { totalCount: 0, buckets: [], academies: [] };
  const ids = rows.map((r) => r.id);
  const [links, bucketRows, paths, pathCounts] = await Promise.all([
    db.select().from(academyBucketLinks).where(inArray(academyBucketLinks.academyId, ids)),
    db.select().from(academyBuckets),
    db
      .select({ id: skillPaths.id, academyId: skillPaths.academyId, slug: skillPaths.slug, title: skillPaths.title })
      .from(skillPaths)
      .where(inArray(skillPaths.academyId, ids))
      .orderBy(asc(skillPaths.position), asc(skillPaths.id)),
    db
      .select({ id: skillPathCourses.skillPathId, n: count() })
      .from(skillPathCourses)
      .innerJoin(skillPaths, eq(skillPaths.id, skillPathCourses.skillPathId))
      .innerJoin(courses, eq(courses.id, skillPathCourses.courseId))
      .where(and(inArray(skillPaths.academyId, ids), isNull(courses.organizationId)))
      .groupBy(skillPathCourses.skillPathId),
  ]);
  const courseCount = new Map(pathCounts.map((r) => [r.id, Number(r.n)]));
  const list: AcademyRecord[] = rows.map((r) => {
    const own = paths.filter((p) => p.academyId === r.id);
    return {
      id: r.id,
      slug: r.slug,
      title: r.title,
      description: r.description,
      logoUrl: r.logoUrl,
      isNew: r.isNew,
      category: r.categorySlug && r.categoryName ? { slug: r.categorySlug, name: r.categoryName } : null,
      bucketIds: links.filter((l) => l.academyId === r.id).map((l) => l.bucketId).sort((a, b) => b - a),
      totalSkillPath: own.length,
      skillPaths: own.map((p) => ({ id: p.id, slug: p.slug, title: p.title, courseCount: courseCount.get(p.id) ?? 0 })),
    };
  });
  const buckets = sortBucketsByIdDesc(
    bucketRows
      .map((b) => ({ id: b.id, name: b.name, quantity: list.filter((a) => a.bucketIds.includes(b.id)).length }))
      .filter((b) => b.quantity > 0),
  );
  return { totalCount: list.length, buckets, academies: list };
}
