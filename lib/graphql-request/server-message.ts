/**
 * The server's own words in a failed call. Resolvers answer refusals with a message already
 * translated into the request's locale (graphql/errors.ts); the screen shows it as it is. A call
 * that never reached a resolver (offline, a proxy's HTML page) has no such message, and the
 * caller shows its own generic text instead.
 */
import type { GraphQLErrorLike } from '@/lib/apollo/error-format';
import type { GraphQLRequestError } from './request';

function firstMessage(errors: readonly Partial<GraphQLErrorLike>[] | undefined): GraphQLErrorLike | null {
  const found = errors?.find((e) => typeof e?.message === 'string' && e.message.length > 0);
  return found ? (found as GraphQLErrorLike) : null;
}

/**
 * The GraphQL errors a non-2xx answer carries in its body: with the GraphQL-over-HTTP media type
 * a refusal may come with its HTTP status (429 for too many sign-in attempts, spec §5), and its
 * translated message must still reach the form.
 */
function errorsOfBody(bodyText: string): readonly Partial<GraphQLErrorLike>[] | undefined {
  try {
    const body = JSON.parse(bodyText) as { errors?: unknown } | null;
    return Array.isArray(body?.errors) ? (body.errors as Partial<GraphQLErrorLike>[]) : undefined;
  } catch {
    return undefined;
  }
}

/** The first GraphQL error the server sent with a failed request (in the body of an error status too), or null. */
export function serverError(error: GraphQLRequestError): GraphQLErrorLike | null {
  if (error.kind === 'graphql') return firstMessage(error.errors);
  if (error.kind === 'status') return firstMessage(errorsOfBody(error.bodyText));
  return null;
}

/** The server's translated message of a failed request, or null (network failure, no GraphQL answer). */
export function serverMessage(error: GraphQLRequestError): string | null {
  return serverError(error)?.message ?? null;
}
