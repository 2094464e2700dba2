/**
 * The auth mutations of spec §7 (client name `auth`, POST /api/v2/graph/auth/): the codegen'd
 * operations of graphql/operations/auth (the shell's string-mode target, codegen.ts
 * SHELL_OPERATIONS, so the login page ships no Apollo) sent through the one small transport,
 * lib/client/graphql-request: cookies included (the server sets the httpOnly session cookie), the spec
 * §7 headers, typed variables and results. A call returns a result, never throws; the forms read
 * it with lib/client/graphql-request/call-feedback.ts like every other call.
 */
import {
  LoginDocument,
  LogoutDocument,
  LogoutEverywhereDocument,
  RegisterDocument,
  type LoginInput,
  type RegisterInput,
} from '@/graphql/generated/auth/graphql';
import { graphqlRequest, type GraphQLRequestError, type GraphQLRequestResult, type PersistedDocument } from '@/lib/client/graphql-request/request';

/** Sends one auth operation and returns its payload (`data[field]`), kept even beside GraphQL errors as before. */
async function sendAuth<TResult, TVariables, K extends keyof TResult>(
  document: PersistedDocument<TResult, TVariables>,
  variables: TVariables,
  field: K,
  fetchImpl?: typeof fetch,
): Promise<GraphQLRequestResult<NonNullable<TResult[K]>>> {
  const result = await graphqlRequest(document, variables, { clientName: 'auth', fetch: fetchImpl });
  const data = result.ok ? result.data : result.error.kind === 'graphql' ? (result.error.data as TResult | null) : null;
  const payload = data?.[field];
  if (payload !== null && payload !== undefined && typeof payload === 'object') return { ok: true, data: payload };
  const error: GraphQLRequestError = result.ok ? { kind: 'missing', message: `No ${String(field)} in the answer` } : result.error;
  return { ok: false, error };
}

/** Signs in (spec §5): a username or e-mail and a password. */
export function signIn(input: LoginInput, fetchImpl?: typeof fetch) {
  return sendAuth(LoginDocument, { input }, 'login', fetchImpl);
}

/** Creates the account and signs it in (spec §5 register fields). */
export function signUp(input: RegisterInput, fetchImpl?: typeof fetch) {
  return sendAuth(RegisterDocument, { input }, 'register', fetchImpl);
}

/** Ends this session on the server (spec §4 logout). */
export function endSession(fetchImpl?: typeof fetch) {
  return sendAuth(LogoutDocument, {}, 'logout', fetchImpl);
}

/** Ends every session of the account, on every device (issue 17 item 1). */
export function endEverySessionOnServer(fetchImpl?: typeof fetch) {
  return sendAuth(LogoutEverywhereDocument, {}, 'logoutEverywhere', fetchImpl);
}

/** The `next` query parameter of the current page (read at submit time, so pages stay static). */
export function currentNextParam(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return new URLSearchParams(window.location.search).get('next');
  } catch {
    return null;
  }
}
