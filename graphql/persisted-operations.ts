import 'server-only';
// Renamed: not a React hook (yoga's plugin factories are named use…).
import { usePersistedOperations as persistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { PERSISTED_QUERY_NOT_FOUND } from './hardening';
import academies from './generated/academies/persisted-documents.json';
import agenda from './generated/agenda/persisted-documents.json';
import auth from './generated/auth/persisted-documents.json';
import classroom from './generated/classroom/persisted-documents.json';
import course from './generated/course/persisted-documents.json';
import courseEnroll from './generated/courseEnroll/persisted-documents.json';
import search from './generated/search/persisted-documents.json';
import shell from './generated/shell/persisted-documents.json';

/**
 * The texts of the operations our Apollo-free islands send by hash (codegen.ts
 * STRING_OPERATION_GROUPS, one persisted-documents.json per group, written by codegen): sha256 →
 * text. The islands' modules carry only the hash, so the text is not in every page's JavaScript
 * (issue 14). A test checks that every group is listed here.
 */
export const PERSISTED_OPERATIONS: ReadonlyMap<string, string> = new Map(
  [academies, agenda, auth, classroom, course, courseEnroll, search, shell].flatMap((group) => Object.entries(group as Record<string, string>)),
);

/**
 * Apollo's persisted-query protocol (`extensions.persistedQuery.sha256Hash`, @graphql-yoga's own
 * plugin): a known hash runs its stored text, an unknown one is refused (BAD_REQUEST,
 * translated). Operations sent as text (Apollo clients, other callers) still run:
 * the persisted ones save bytes, they are not an allow-list.
 */
export function persistedOperationsPlugin() {
  return persistedOperations({
    getPersistedOperation: (hash) => PERSISTED_OPERATIONS.get(hash) ?? null,
    allowArbitraryOperations: true,
    // Request errors (BAD_REQUEST, 400), translated with yoga's own by translateRequestErrors
    // (./hardening.ts): a page of an older build may send a hash this server no longer holds.
    customErrors: {
      notFound: { message: PERSISTED_QUERY_NOT_FOUND, extensions: { code: 'BAD_REQUEST', http: { status: 400 } } },
      keyNotFound: { message: 'PersistedQueryKeyNotFound', extensions: { code: 'BAD_REQUEST', http: { status: 400 } } },
    },
  });
}
