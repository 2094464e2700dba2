import { describe, expect, it } from 'vitest';
import { academyPath, academyResultCount, academySlugsInBucket, sortBucketsByIdDesc } from '@/lib/domain/academies/academy-filter';

const edges = [
  { node: { slug: 'academia-de-diseno', buckets: [{ id: '5' }, { id: '1' }] } },
  { node: { slug: 'academia-de-fotografia', buckets: [{ id: '1' }] } },
  { node: { slug: 'academia-de-marketing', buckets: [{ id: '4' }, { id: '3' }] } },
];

describe('academies rules', () => {
  it('sorts buckets by id descending (spec §7), numerically', () => {
    expect(sortBucketsByIdDesc([{ id: 2 }, { id: 10 }, { id: 1 }]).map((b) => b.id)).toEqual([10, 2, 1]);
    expect(sortBucketsByIdDesc([{ id: '2' }, { id: '10' }, { id: '9' }]).map((b) => b.id)).toEqual(['10', '9', '2']);
  });

  it('finds the academies of a bucket (every academy without one)', () => {
    expect([...academySlugsInBucket(edges, '1')]).toEqual(['academia-de-diseno', 'academia-de-fotografia']);
    expect([...academySlugsInBucket(edges, 3)]).toEqual(['academia-de-marketing']);
    expect(academySlugsInBucket(edges, '99').size).toBe(0);
    expect(academySlugsInBucket(edges, null).size).toBe(3);
  });

  it('counts the result: the total without a bucket, else the bucket quantity', () => {
    const result = { totalCount: 3, buckets: [{ id: '5', quantity: 1 }, { id: '1', quantity: 2 }] };
    expect(academyResultCount(result, null)).toBe(3);
    expect(academyResultCount(result, '1')).toBe(2);
    expect(academyResultCount(result, 5)).toBe(1);
    expect(academyResultCount(result, '42')).toBe(0);
  });

  it('points an academy to its card on the landing', () => {
    expect(academyPath('academia-3d')).toBe('/academias/#academia-3d');
  });
});
