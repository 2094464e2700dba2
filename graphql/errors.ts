import { createGraphQLError } from 'graphql-yoga';
import type { ZodError } from 'zod';
import type { GraphQLContext } from './context';
import { findUncleanText, UNCLEAN_TEXT_MESSAGE } from '@/lib/domain/validation/text-rules';
import { ERROR_STATUS, type ErrorCode } from '@/lib/domain/errors/error-codes';
import type { ErrorTranslator } from '@/lib/server/i18n/server-messages';

/**
 * The API's one error contract (issue 19 item 3), from resolver to screen:
 *
 * - A refusal the caller can fix in a form is a payload: `{ success: false, errors: [{ field,
 *   message }] }` (MutationResult), with `field` naming the input at fault (null: the whole form).
 * - Anything else a resolver refuses on purpose is a GraphQL error with a code (ErrorCode in
 *   `extensions.code`, lib/domain/errors/error-codes.ts), raised by `apiError` and its
 *   shorthands: `unauthenticated` (the one "sign in first" of every resolver, through
 *   `requireViewerId`), `forbidden`, `notFound`, `badInput`, `rateLimited`. yoga shows these as
 *   they are and masks every other error (graphql/yoga.ts).
 * - A refusal of the request itself — it does not parse, passes a limit, lacks its CSRF token,
 *   has a body too large or too slow — is a `protocolError` (inside yoga's answer) or an
 *   `errorsResponse` (before yoga reads it): the same codes, in the same `{ errors: [{ message,
 *   extensions: { code } }] }` shape, with the code's HTTP status (graphql/hardening.ts,
 *   graphql/search-limits.ts).
 * - Every message is translated in one place (lib/server/i18n/server-messages.ts), in the
 *   request's locale: `ctx.t` in resolvers, `requestTranslator` where there is no context yet.
 *   Callers name a message key, never a text.
 *
 * The route handlers outside GraphQL answer `{ success: false, code, message }` with the same
 * codes (lib/server/http/error-response.ts). The client reads every shape the same way
 * (lib/client/graphql-request/call-feedback.ts).
 */

/** A message key of the API catalog (lib/server/i18n/server-messages.ts): `api.notFound`, `agenda.errors.unauthenticated`… */
export type MessageKey = string;

/** One refusal of a mutation payload (the `…FieldError` types of the schema). */
export type FieldError = { field: string | null; message: string };

/** The part every mutation payload of the spec shares: `{ success, errors { field message } }`. */
export type MutationResult = { success: boolean; errors: FieldError[] };

/** A success with nothing to report. */
export const succeeded = (): MutationResult => ({ success: true, errors: [] });

/** A refusal of the whole payload with these errors. */
export const refused = (errors: FieldError[]): MutationResult => ({ success: false, errors });

/** A refusal with one translated message, under `field` (null: the whole form). */
export function refusedWith(ctx: GraphQLContext, key: MessageKey, field: string | null, values?: Record<string, string | number>): MutationResult {
  return refused([{ field, message: ctx.t(key, values) }]);
}

/**
 * zod issues as payload errors: the issue's path is the field (dotted; null for the whole
 * input), one message per field as the form shows it. The schemas were built with translated
 * texts, so the messages are already in the request's language.
 */
export function zodFieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || null;
    if (seen.has(field ?? '')) continue;
    seen.add(field ?? '');
    errors.push({ field, message: issue.message });
  }
  return errors;
}

export interface ApiErrorOptions {
  /** Placeholders of the message ({minutes}, {titles}…). */
  values?: Record<string, string | number>;
  /** More extensions for the client: `field`, `reason`, `retryAfter`, `http` (status and headers)… */
  extensions?: Record<string, unknown>;
}

/** A translated GraphQL error with its code: the only way a resolver raises one. */
export function apiError(ctx: GraphQLContext, code: ErrorCode, key: MessageKey, options: ApiErrorOptions = {}) {
  return createGraphQLError(ctx.t(key, options.values), { extensions: { code, ...options.extensions } });
}

/**
 * A refusal of the whole request (not of one field): translated with `t`, answered with the
 * code's HTTP status (ERROR_STATUS). For the protocol plugins, which may run before there is a
 * context (`requestTranslator(request)` then).
 */
export function protocolError(t: ErrorTranslator, code: ErrorCode, key: MessageKey, options: ApiErrorOptions = {}) {
  return createGraphQLError(t(key, options.values), { extensions: { code, http: { status: ERROR_STATUS[code] }, ...options.extensions } });
}

/**
 * A refusal answered before yoga reads the request (a body too large, too slow, not UTF-8, bad
 * parameters): the same shape and status as a `protocolError`.
 */
export function errorsResponse(t: ErrorTranslator, code: ErrorCode, key: MessageKey): Response {
  return Response.json({ errors: [{ message: t(key), extensions: { code } }] }, { status: ERROR_STATUS[code] });
}

/**
 * Too many attempts in a window (sign-in, sign-up, searches, support messages): translated, with
 * `retryAfter` in seconds and, unless `httpStatus` is false, HTTP 429 and Retry-After. Nothing
 * was changed.
 */
export function rateLimited(
  ctx: GraphQLContext,
  key: MessageKey,
  retryAfterSeconds: number,
  options: { values?: Record<string, string | number>; extensions?: Record<string, unknown>; httpStatus?: boolean } = {},
) {
  const http = options.httpStatus === false ? {} : { http: { status: ERROR_STATUS.RATE_LIMITED, headers: { 'Retry-After': String(retryAfterSeconds) } } };
  return apiError(ctx, 'RATE_LIMITED', key, { values: options.values, extensions: { retryAfter: retryAfterSeconds, ...options.extensions, ...http } });
}

/**
 * The caller is not signed in (or their token names an account that no longer exists). Each
 * feature says it in its own words (spec texts), hence the key; the default is the session's.
 */
export function unauthenticated(ctx: GraphQLContext, key: MessageKey = 'session.unauthenticated') {
  return apiError(ctx, 'UNAUTHENTICATED', key);
}

/** The caller is signed in but their role or account may not do this. */
export function forbidden(ctx: GraphQLContext, key: MessageKey, extensions?: Record<string, unknown>) {
  return apiError(ctx, 'FORBIDDEN', key, { extensions });
}

/** Nothing there, or not the caller's: the same answer, so ids reveal nothing. */
export function notFound(ctx: GraphQLContext, key: MessageKey = 'api.notFound', extensions?: Record<string, unknown>) {
  return apiError(ctx, 'NOT_FOUND', key, { extensions });
}

/** A client mistake in the input: shown to the caller as is, naming the field when there is one. */
export function badInput(ctx: GraphQLContext, messageKey: MessageKey, field?: string) {
  return createGraphQLError(ctx.t(messageKey, field ? { field } : undefined), {
    extensions: { code: 'BAD_USER_INPUT' satisfies ErrorCode, ...(field ? { field } : {}) },
  });
}

/**
 * The signed-in caller's id, or a translated UNAUTHENTICATED error in the feature's words.
 * Checked before the input, so a visitor learns to sign in whatever they sent.
 */
export async function requireViewerId(ctx: GraphQLContext, key?: MessageKey): Promise<number> {
  const viewerId = await ctx.viewerId();
  if (viewerId === null) throw unauthenticated(ctx, key);
  return viewerId;
}

/**
 * Validates resolver arguments with zod; the first issue becomes a translated BAD_USER_INPUT error.
 * Every string in the arguments is first held to the free-text rule (no NUL or control
 * characters, lib/domain/validation/text-rules.ts), whatever the schema says (issue 17 item 11).
 */
export function parseArgs<T>(ctx: GraphQLContext, schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: ZodError } }, args: unknown): T {
  const unclean = findUncleanText(args);
  if (unclean) throw badInput(ctx, UNCLEAN_TEXT_MESSAGE, unclean.map(String).join('.') || 'input');
  const result = schema.safeParse(args);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'input';
  // Schemas may name a message key ("api.x", "checkout.y"); zod's own English messages are replaced.
  const key = issue && /^[a-z]+\.[A-Za-z.]+$/.test(issue.message) ? issue.message : 'api.invalidArgument';
  throw badInput(ctx, key, field);
}
