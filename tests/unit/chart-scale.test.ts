/** The chart kit's axis maths (lib/domain/charts/scale.ts), shared by the panels' reports and the analytics dashboard. */
import { describe, expect, it } from 'vitest';
import { labelIndexes, linearScale, niceCeil, niceTicks } from '@/lib/domain/charts/scale';

describe('niceCeil', () => {
  it('rounds up to 1, 2, 2.5 or 5 × 10ⁿ', () => {
    expect([0, 0.3, 1, 3, 7, 12, 24, 99, 180].map(niceCeil)).toEqual([1, 0.5, 1, 5, 10, 20, 25, 100, 200]);
  });
});

describe('niceTicks', () => {
  it('steps from 0 on a round step to the first tick at or above the maximum', () => {
    expect(niceTicks(19)).toEqual([0, 5, 10, 15, 20]);
    expect(niceTicks(7, 4)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(230, 4)).toEqual([0, 100, 200, 300]);
    expect(niceTicks(2)).toEqual([0, 0.5, 1, 1.5, 2]);
  });
  it('keeps one step for an empty chart', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });
  it('uses whole steps for counts', () => {
    expect(niceTicks(2, 4, { integer: true })).toEqual([0, 1, 2]);
    expect(niceTicks(10, 4, { integer: true })).toEqual([0, 5, 10]);
    expect(niceTicks(0, 4, { integer: true })).toEqual([0, 1]);
  });
});

describe('linearScale', () => {
  it('maps [0, max] onto a range, downwards for SVG y, clamped', () => {
    const y = linearScale(10, 200, 0);
    expect(y(0)).toBe(200);
    expect(y(5)).toBe(100);
    expect(y(20)).toBe(0);
    expect(y(-3)).toBe(200);
    expect(linearScale(0, 200, 0)(0)).toBe(200);
  });
});

describe('labelIndexes', () => {
  it('draws every label that fits, else an even spread ending on the last', () => {
    expect(labelIndexes(0)).toEqual([]);
    expect(labelIndexes(5)).toEqual([0, 1, 2, 3, 4]);
    const idx = labelIndexes(30, 8);
    expect(idx.length).toBeLessThanOrEqual(8);
    expect(idx[0]).toBe(0);
    expect(idx[idx.length - 1]).toBe(29);
  });
});
