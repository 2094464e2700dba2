import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { categories, resources, type LocalizedText } from '@/lib/server/db/schema';

export type ResourceKind = (typeof resources.kind.enumValues)[number];
export const RESOURCE_KINDS: readonly ResourceKind[] = resources.kind.enumValues;

export type ResourceRecord = {
  id: number;
  slug: string;
  kind: ResourceKind;
  title: LocalizedText;
  description: LocalizedText;
  url: string;
  coverImage: string;
  isBusiness: boolean;
  category: { slug: string; name: LocalizedText } | null;
};

/** Resources and tools for learners (`business: false`) or the business downloads (`business: true`). */
export async function listResources(db: Db, options: { business: boolean }): Promise<ResourceRecord[]> {
  const rows = await db
    .select({
      id: resources.id,
      slug: resources.slug,
      kind: resources.kind,
      title: resources.title,
      description: resources.description,
      url: resources.url,
      coverImage: resources.coverImage,
      isBusiness: resources.isBusiness,
      categorySlug: categories.slug,
      categoryName: categories.name,
    })
    .from(resources)
    .leftJoin(categories, eq(categories.id, resources.categoryId))
    .where(eq(resources.isBusiness, options.business))
    .orderBy(asc(resources.kind), sql`${resources.title}->>'es'`, asc(resources.id));
  return rows.map(({ categorySlug, categoryName, ...r }) => ({
    ...r,
    category: categorySlug && categoryName ? { slug: categorySlug, name: categoryName } : null,
  }));
}

/** Resources grouped by kind, in the enum's order, without empty groups. */
export function groupResourcesByKind(items: readonly ResourceRecord[]): Array<{ kind: ResourceKind; items: ResourceRecord[] }> {
  return RESOURCE_KINDS.map((kind) => ({ kind, items: items.filter((r) => r.kind === kind) })).filter((g) => g.items.length > 0);
}
