/**
 * Academies rules shared by the v4 API (AcademiesQuery) and the /academias/ bucket filter.
 * Pure: no database, no React.
 */

/** Where an academy lives: its card on the academies landing (spec §2 /academias/). */
export function academyPath(slug: string): string {
  return `/academias/#${slug}`;
}

/** Spec §7 (AcademiesQuery): buckets are sorted by id descending (numeric ids, as numbers or strings). */
export function sortBucketsByIdDesc<T extends { id: number | string }>(buckets: readonly T[]): T[] {
  return [...buckets].sort((a, b) => Number(b.id) - Number(a.id));
}

type EdgeLike = { node: { slug: string; buckets: readonly { id: string | number }[] } };
type BucketCountLike = { id: string | number; quantity: number };

/** The academy slugs to show for a bucket (null: every academy). */
export function academySlugsInBucket(edges: readonly EdgeLike[], bucketId: string | number | null): Set<string> {
  const wanted = bucketId === null ? null : String(bucketId);
  return new Set(edges.filter((e) => wanted === null || e.node.buckets.some((b) => String(b.id) === wanted)).map((e) => e.node.slug));
}

/** How many academies the filter shows: the total without a bucket, else that bucket's quantity (0 when unknown). */
export function academyResultCount(result: { totalCount: number; buckets: readonly BucketCountLike[] }, bucketId: string | number | null): number {
  if (bucketId === null) return result.totalCount;
  return result.buckets.find((b) => String(b.id) === String(bucketId))?.quantity ?? 0;
}
