import type { GraphQLError } from 'graphql';

/**
 * Errors about the request itself — parse, validation and variable coercion errors from
 * graphql, and those we raise on purpose (bad input, not found, auth) — are shown to the
 * caller as they are. Anything else (a TypeError, a database failure) is unexpected.
 */
export function isExpectedError(error: GraphQLError): boolean {
  const original = error.originalError;
  if (!original) return true;
  // Duck-typed: graphql-tools may create the error with another copy of the graphql package.
  return original.name === 'GraphQLError';
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '08000', '08003', '08006', '53300']);

/**
 * PostgreSQL refusing new connections to a database (ALLOW_CONNECTIONS false, during an
 * operator's maintenance) answers SQLSTATE 55000, a class shared with unrelated errors: matched
 * by its message. Found by tests/e2e/faults.spec.ts (it was reported as an unexpected error).
 */
const UNAVAILABLE_MESSAGES = /connection terminated|Connection refused|PGlite is closed|is not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)/i;

/** True for the failures of a database that is down or unreachable (not for a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
