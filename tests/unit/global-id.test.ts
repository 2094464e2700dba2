import { describe, expect, it } from 'vitest';
import { fromGlobalId, parseEntityId, toGlobalId } from '@/lib/domain/graphql/global-id';

describe('global ids', () => {
  it('round-trips Type:id', () => {
    expect(fromGlobalId(toGlobalId('Course', 12))).toEqual({ type: 'Course', id: '12' });
  });

  it('parses a global id of the right type or a bare positive integer', () => {
    expect(parseEntityId(toGlobalId('Course', 7), 'Course')).toBe(7);
    expect(parseEntityId('7', 'Course')).toBe(7);
    expect(parseEntityId(toGlobalId('User', 7), 'Course')).toBeNull();
    expect(parseEntityId('0', 'Course')).toBeNull();
    expect(parseEntityId('-3', 'Course')).toBeNull();
    expect(parseEntityId('nope', 'Course')).toBeNull();
  });
});
