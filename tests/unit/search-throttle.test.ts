import { describe, expect, it } from 'vitest';
import { parse, Kind, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { SEARCH_THROTTLE, searchAddressKey, searchThrottleDecision, searchThrottlePolicy } from '@/lib/server/security/search-throttle';
import { countRootField } from '@/graphql/search-limits';

describe('search rate limit policy (issue 16 item 5)', () => {
  it('allows up to the limit in a window, then asks to wait until it ends', () => {
    expect(searchThrottleDecision({ count: 1, resetSeconds: 60 })).toEqual({ allowed: true });
    expect(searchThrottleDecision({ count: SEARCH_THROTTLE.limit, resetSeconds: 5 })).toEqual({ allowed: true });
    expect(searchThrottleDecision({ count: SEARCH_THROTTLE.limit + 1, resetSeconds: 5 })).toEqual({ allowed: false, retryAfterSeconds: 5 });
    expect(searchThrottleDecision({ count: 4, resetSeconds: 0 }, { limit: 3 })).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('keeps the window and takes the configured limit (SEARCH_RATE_LIMIT: tests/unit/env.test.ts)', () => {
    expect(searchThrottlePolicy(500)).toEqual({ limit: 500, windowSeconds: SEARCH_THROTTLE.windowSeconds });
    expect(searchThrottlePolicy()).toEqual(SEARCH_THROTTLE);
  });

  it('keys by client address in a namespace of its own', () => {
    expect(searchAddressKey('203.0.113.9')).toBe('search:addr:203.0.113.9');
  });
});

describe('one search per operation (issue 16 item 5)', () => {
  const count = (source: string, name = 'searchCourses') => {
    const doc = parse(source);
    const fragments = new Map(doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
    const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    return countRootField(op.selectionSet, name, fragments);
  };

  it('counts root selections through aliases, inline fragments and fragment spreads (once each)', () => {
    expect(count('{ searchCourses(q: "a") { totalCount } }')).toBe(1);
    expect(count('{ a: searchCourses(q: "a") { totalCount } b: searchCourses(q: "b") { totalCount } }')).toBe(2);
    expect(count('{ ... on Query { searchCourses(q: "a") { totalCount } } searchCourses(q: "b") { totalCount } }')).toBe(2);
    expect(count('{ ...F ...F } fragment F on Query { searchCourses(q: "a") { totalCount } }')).toBe(1);
    expect(count('{ ...F } fragment F on Query { ...G searchCourses(q: "a") { totalCount } } fragment G on Query { ...F x: searchCourses(q: "b") { totalCount } }')).toBe(2);
    expect(count('{ searchSuggestions(q: "a") { categories { name } } }')).toBe(0);
    // Only root fields: a nested field of the same name is not a search.
    expect(count('{ me { searchCourses { id } } }')).toBe(0);
  });
});
