import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isExpectedError } from '@/graphql/error-classes';

describe('GraphQL error classes (what a client may see)', () => {
  it('shows request errors and deliberate errors, masks everything else', () => {
    expect(isExpectedError(new GraphQLError('Syntax Error'))).toBe(true);
    const coercion = new GraphQLError('Variable "$input" got invalid value', { originalError: new GraphQLError('Field "x" was not provided.') });
    expect(isExpectedError(coercion)).toBe(true);
    const deliberate = new GraphQLError('wrapped', { originalError: new GraphQLError('El valor no es válido.', { extensions: { code: 'BAD_USER_INPUT' } }) });
    expect(isExpectedError(deliberate)).toBe(true);
    expect(isExpectedError(new GraphQLError('wrapped', { originalError: new TypeError('x is undefined') }))).toBe(false);
  });

  it('recognises a database that is down, not a bad query', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapper', { cause: Object.assign(new Error('terminating'), { code: '57P01' }) }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('database "x" is not currently accepting connections'), { code: '55000' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('sorry, too many clients already'), { code: '53300' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('cannot drop the currently open database'), { code: '55000' }))).toBe(false);
  });
});
