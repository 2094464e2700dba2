/**
 * The client's one way to read a call's outcome (issue 19 item 3): a mutation payload
 * `{ success, errors { field message } }` or a failed call (a lib/client/graphql-request error, an
 * Apollo error, a refusal the caller raised itself) becomes the same CallFeedback: messages
 * under form fields (react-hook-form `setError`, ./show-field-errors.ts) and one message for the
 * form or the snackbar. Every text comes from the server, already translated in the request's
 * locale (graphql/errors.ts); the caller supplies only its own words for "no answer" (network)
 * and "refused without a reason" (generic).
 *
 * No Apollo import: the login page and the course cards use this without loading Apollo; Apollo's
 * CombinedGraphQLErrors is recognised by its name and shape.
 */
import type { GraphQLErrorLike } from '@/lib/client/apollo/error-format';
import type { GraphQLRequestError } from './request';

/** One error of a payload (the schema's `…FieldError` types). */
export type PayloadError = { field?: string | null; message: string };

/** A payload of the spec's mutation shape. */
export type PayloadResult = { success: boolean; errors?: readonly PayloadError[] | null };

export interface CallFeedback<F extends string = string> {
  /** Messages to show under these form fields, at most one per field. */
  fieldErrors: Array<{ field: F; message: string }>;
  /** The message for the whole form, or the snackbar; null when there is nothing more to say. */
  message: string | null;
  /** Why, for code that decides what to do next: the GraphQL error code or the caller's own refusal code. */
  code: string | null;
  /** The input a GraphQL error names (`extensions.field`), for a form that highlights it. */
  field: string | null;
}

/**
 * A refusal the calling code raises itself: the server answered `success: false` without a
 * message for the user (spec §8: "Add with success false: warning that the item was probably
 * already in the cart"), or the input never left the browser. `code` says which.
 */
export class RefusedCallError<C extends string = string> extends Error {
  readonly code: C;

  constructor(code: C, message: string) {
    super(message);
    this.name = 'RefusedCallError';
    this.code = code;
  }
}

/**
 * Splits payload errors into those shown under a form field and the rest (shown for the whole
 * form). Field names match case-insensitively; `aliases` sends a server field to a form field
 * (the login form's user field takes the server's 'email' errors). One message per field, the
 * same message once.
 */
export function splitFieldErrors<F extends string>(
  errors: readonly PayloadError[] | null | undefined,
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

/**
 * A payload's feedback: null on success; otherwise its field errors, and the other messages
 * joined for the form — or `generic` when the server gave no message for any field (or no
 * payload at all).
 */
export function feedbackFromPayload<F extends string>(
  payload: PayloadResult | null | undefined,
  options: { fields: readonly F[]; aliases?: Partial<Record<string, F>>; generic: string | null },
): CallFeedback<F> | null {
  if (payload?.success) return null;
  const { fieldErrors, formErrors } = splitFieldErrors(payload?.errors, options.fields, options.aliases);
  return { fieldErrors, message: formErrors.join(' ') || (fieldErrors.length === 0 ? options.generic : null), code: null, field: null };
}

const REQUEST_ERROR_KINDS: ReadonlySet<string> = new Set(['network', 'status', 'graphql', 'missing']);

function isRequestError(error: unknown): error is GraphQLRequestError {
  return typeof error === 'object' && error !== null && !(error instanceof Error) && REQUEST_ERROR_KINDS.has(String((error as { kind?: unknown }).kind));
}

/** Apollo's CombinedGraphQLErrors, by its name and shape. */
function isCombinedGraphQLErrors(error: unknown): error is Error & { errors: readonly Partial<GraphQLErrorLike>[] } {
  return error instanceof Error && error.name === 'CombinedGraphQLErrors' && Array.isArray((error as { errors?: unknown }).errors);
}

/**
 * The GraphQL errors a non-2xx answer carries in its body: with the GraphQL-over-HTTP media type
 * a refusal may come with its HTTP status (429 for too many sign-in attempts), and its
 * translated message must still reach the screen.
 */
function errorsOfBody(bodyText: string): readonly Partial<GraphQLErrorLike>[] | null {
  try {
    const body = JSON.parse(bodyText) as { errors?: unknown } | null;
    return Array.isArray(body?.errors) && body.errors.length > 0 ? (body.errors as Partial<GraphQLErrorLike>[]) : null;
  } catch {
    return null;
  }
}

/** The GraphQL errors the server answered with, or null when the call got no GraphQL answer (offline, a proxy's page, a bug). */
function graphQLErrorsOf(error: unknown): readonly Partial<GraphQLErrorLike>[] | null {
  if (isCombinedGraphQLErrors(error)) return error.errors;
  if (!isRequestError(error)) return null;
  if (error.kind === 'graphql') return error.errors;
  if (error.kind === 'status') return errorsOfBody(error.bodyText);
  return null;
}

export interface ErrorTexts {
  /** Shown when no GraphQL answer came back; null: say nothing (spec §8 cart failures). */
  network: string | null;
  /** Shown when the server refused without a message; default: `network`. */
  generic?: string | null;
  /** Only these codes' messages reach the user (the cart shows BAD_USER_INPUT refusals only); default: every code. */
  shownCodes?: readonly string[];
}

/**
 * The cart's texts (spec §8 "Cart add or remove fails: logged, loading cleared, call rejected,
 * no user message"): nothing to say for a failure, only the server's translated BAD_USER_INPUT
 * refusals (a free course, an unknown id, already enrolled) reach the user.
 */
export const REFUSALS_ONLY: ErrorTexts = { network: null, generic: null, shownCodes: ['BAD_USER_INPUT'] };

/**
 * A failed call's feedback: the server's first translated message, else the caller's text
 * (`generic` for a refusal without a message, `network` when no GraphQL answer came back).
 */
export function feedbackFromError(error: unknown, texts: ErrorTexts & { network: string; generic?: string }): CallFeedback & { message: string };
export function feedbackFromError(error: unknown, texts: ErrorTexts): CallFeedback;
export function feedbackFromError(error: unknown, texts: ErrorTexts): CallFeedback {
  const generic = texts.generic === undefined ? texts.network : texts.generic;
  if (error instanceof RefusedCallError) return { fieldErrors: [], message: generic, code: error.code, field: null };
  const errors = graphQLErrorsOf(error);
  if (errors === null) return { fieldErrors: [], message: texts.network, code: null, field: null };
  const codeOf = (e: Partial<GraphQLErrorLike>) => (typeof e.extensions?.code === 'string' ? e.extensions.code : null);
  const shown = texts.shownCodes ? errors.filter((e) => texts.shownCodes!.includes(codeOf(e) ?? '')) : errors;
  const first = shown.find((e) => typeof e.message === 'string' && e.message.length > 0);
  const field = first?.extensions?.field;
  return {
    fieldErrors: [],
    message: first?.message ?? generic,
    code: first ? codeOf(first) : (errors[0] ? codeOf(errors[0]) : null),
    field: typeof field === 'string' ? field : null,
  };
}
