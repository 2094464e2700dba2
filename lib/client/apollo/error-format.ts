/**
 * The texts of spec §8 for GraphQL, network and status errors, as plain functions: used by the
 * Apollo link chain (./errors.ts, ./fetch.ts) and by the shell's Apollo-free requests
 * (lib/client/graphql-request), so both log and fail alike. No Apollo or graphql import here.
 */

/** The parts of a GraphQL error that are logged. */
export interface GraphQLErrorLike {
  message: string;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
}

/** `[GraphQL error]: Message: …, Location: …, Path: …` (spec §8). */
export function formatGraphQLError(error: Pick<GraphQLErrorLike, 'message' | 'locations' | 'path'>): string {
  const location = error.locations?.map(({ line, column }) => `${line}:${column}`).join(', ') ?? '';
  const path = error.path?.join('.') ?? '';
  return `[GraphQL error]: Message: ${error.message}, Location: ${location}, Path: ${path}`;
}

export function formatNetworkError(error: { message: string }, operationName?: string): string {
  return `[Network error]: ${error.message}${operationName ? ` (operation ${operationName})` : ''}`;
}

/** The spec §8 message for a response with neither `data` nor `errors`. */
export function missingResponseMessage(operationName: string | undefined): string {
  return `Server response was missing for query '${operationName ?? ''}'.`;
}

/** The message of spec §8 for a non-successful HTTP status. */
export function nonSuccessStatusMessage(status: number): string {
  return `Response not successful: Received status code ${status}`;
}

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}
