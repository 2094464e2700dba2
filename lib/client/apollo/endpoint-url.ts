import { CURRENT_USER_PATH, DEFAULT_CLIENT_NAME, endpoints, isClientName } from '@/graphql/endpoints';
import { publicApiUrl } from '@/lib/domain/config/public-env';

/**
 * Client name → URL (spec §7), as plain functions: read by the Apollo endpoint link
 * (./endpoint-link.ts) and by the shell's Apollo-free requests (lib/client/graphql-request), so both
 * send an operation to the same place. No Apollo import here: public pages load this module.
 */

/** Thrown for a `clientName` that is not one of spec §7. */
export class UnknownClientNameError extends Error {
  readonly clientName: unknown;

  constructor(clientName: unknown) {
    super(`Unknown GraphQL client name: ${JSON.stringify(clientName)}`);
    this.name = 'UnknownClientNameError';
    this.clientName = clientName;
  }
}

/** The configured API base URL (`NEXT_PUBLIC_API_URL`), or undefined for same-origin paths. */
export function configuredApiBase(): string | undefined {
  return publicApiUrl();
}

export function normalizeBase(apiBase: string | null | undefined): string | undefined {
  const trimmed = apiBase?.trim();
  return trimmed ? trimmed : undefined;
}

/** `path` on `apiBase` (which may carry a path prefix); `path` alone when there is no base. */
export function joinApiUrl(path: string, apiBase?: string | null): string {
  const base = normalizeBase(apiBase);
  if (!base) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The URL for a client name (spec §7): its path, on the API base when one is configured.
 * Throws `UnknownClientNameError` for a name that is not in `graphql/endpoints.ts`.
 */
export function resolveEndpointUrl(clientName: string | null | undefined, apiBase?: string | null): string {
  const name = clientName ?? DEFAULT_CLIENT_NAME;
  if (!isClientName(name)) throw new UnknownClientNameError(clientName);
  return joinApiUrl(endpoints[name].path, apiBase);
}

/** The URL of the current-user query: `/graphql` by default, on the API base when configured. */
export function resolveCurrentUserUrl(apiBase?: string | null, currentUserPath: string = CURRENT_USER_PATH): string {
  return joinApiUrl(currentUserPath, apiBase);
}
