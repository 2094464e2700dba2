/**
 * The auth mutations of spec §7 (client name `auth`, POST /api/v2/graph/auth/), sent with
 * fetch: cookies included (the server sets the httpOnly session cookie), JSON body
 * { operationName, query, variables } and the same headers as every GraphQL call (CSRF
 * token, app version, operation name…). A call returns a result, never throws.
 */
import { endpointPath } from '@/graphql/endpoints';
import { readBrowserHeaderSource } from '@/lib/apollo/browser-header-source';
import { buildRequestHeaders, createOperationId } from '@/lib/apollo/headers';

export const LOGIN_MUTATION =
  'mutation Login($input: LoginInput!) { login(input: $input) { success errors { field message } user { id originalId email } } }';
export const REGISTER_MUTATION =
  'mutation Register($input: RegisterInput!) { register(input: $input) { success errors { field message } user { id originalId email } } }';
export const LOGOUT_MUTATION = 'mutation Logout { logout { success } }';
/** Ends every session of the account, on every device (issue 17 item 1). */
export const LOGOUT_EVERYWHERE_MUTATION = 'mutation LogoutEverywhere { logoutEverywhere { success } }';

export type AuthFieldError = { field: string | null; message: string };
export type AuthUser = { id: string; originalId: number; email: string };
export type AuthPayload = { success: boolean; errors?: AuthFieldError[] | null; user?: AuthUser | null };

export type AuthCallResult<T> =
  | { ok: true; data: T }
  /** `network`: no response or a non-2xx status; `graphql`: the server answered with errors (message translated by the server when present). */
  | { ok: false; error: 'network' | 'graphql'; message?: string };

type GraphQLResponse = { data?: Record<string, unknown> | null; errors?: Array<{ message?: string }> };

export async function postAuthOperation<T>(
  operationName: string,
  query: string,
  variables: Record<string, unknown> | undefined,
  field: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<AuthCallResult<T>> {
  let response: Response;
  try {
    response = await fetchImpl(endpointPath('auth'), {
      method: 'POST',
      credentials: 'include',
      headers: {
        ...buildRequestHeaders({ ...readBrowserHeaderSource(), operationType: 'mutation', operationName, operationId: createOperationId() }),
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ operationName, query, variables: variables ?? {} }),
    });
  } catch {
    return { ok: false, error: 'network' };
  }
  let body: GraphQLResponse | null = null;
  try {
    body = (await response.json()) as GraphQLResponse;
  } catch {
    body = null;
  }
  const payload = body?.data?.[field];
  if (payload && typeof payload === 'object') return { ok: true, data: payload as T };
  const message = body?.errors?.find((e) => typeof e.message === 'string' && e.message.length > 0)?.message;
  if (message) return { ok: false, error: 'graphql', message };
  return { ok: false, error: 'network' };
}

/**
 * Splits server errors into those shown under a form field and the rest (shown above the
 * form). Field names are matched case-insensitively; 'email' errors on the login form go
 * under its username field, which accepts an e-mail.
 */
export function splitAuthErrors<F extends string>(
  errors: readonly AuthFieldError[] | null | undefined,
  fields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
): { fieldErrors: Array<{ field: F; message: string }>; formErrors: string[] } {
  const fieldErrors: Array<{ field: F; message: string }> = [];
  const formErrors: string[] = [];
  for (const error of errors ?? []) {
    if (!error?.message) continue;
    const name = error.field?.trim() ?? '';
    const match = fields.find((f) => f.toLowerCase() === name.toLowerCase()) ?? aliases[name] ?? aliases[name.toLowerCase()];
    if (match) {
      if (!fieldErrors.some((e) => e.field === match)) fieldErrors.push({ field: match, message: error.message });
    } else if (!formErrors.includes(error.message)) {
      formErrors.push(error.message);
    }
  }
  return { fieldErrors, formErrors };
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
