import type { ModuleName } from './module-name';

/**
 * The twelve GraphQL endpoints of spec §7, as data: one entry per Apollo client name.
 *
 * Read by the Apollo link (client name → URL, `lib/client/apollo/endpoint-link.ts`) and by the
 * route handlers under `app/api/**` (which schema modules each path serves). Adding an
 * endpoint is one entry here plus one route file.
 *
 * This file is imported by client code: keep it plain data (no server imports). When entries
 * gain `modules`, list module names (strings), not resolver imports.
 */

/** What every endpoint entry has; extend here (modules, auth policy, …). */
export interface EndpointDefinition {
  /** Absolute path on the API origin, with the trailing slash of spec §7. */
  readonly path: `/${string}/`;
  /**
   * GraphQL modules (folders of graphql/modules/) whose schemas compose this endpoint.
   * `system` is on every endpoint so each answers `{ __typename }` and a health probe.
   */
  readonly modules: readonly ModuleName[];
}

export const endpoints = {
  default: { path: '/api/v2/graph/', modules: ['system', 'user', 'catalogue', 'feature-flags', 'agenda', 'cart', 'membership-offers', 'course-access'] },
  private: { path: '/api/v2/graph/private/', modules: ['system', 'account', 'learning', 'site-support', 'classroom', 'classroom-quiz'] },
  auth: { path: '/api/v2/graph/auth/', modules: ['system', 'auth'] },
  v3: { path: '/api/v3/graph/', modules: ['system'] },
  v4: { path: '/api/graph/', modules: ['system', 'academies', 'catalogue', 'saved-courses', 'panels'] },
  v5: { path: '/api/v5/graph/', modules: ['system', 'notifications'] },
  payments: { path: '/api/v2/graph/payments/', modules: ['system'] },
  paymentsv2: { path: '/api/graph/payments/', modules: ['system', 'checkout'] },
  b2b: { path: '/api/v2/graph/b2b/', modules: ['system', 'org'] },
  'v4.b2b': { path: '/api/graph/b2b/', modules: ['system', 'org-flags'] },
  'v4.staff': { path: '/api/graph/staff/', modules: ['system'] },
  search: { path: '/api/v2/graph/search/', modules: ['system', 'catalogue', 'search'] },
} as const satisfies Record<string, EndpointDefinition>;

/** An Apollo client name of spec §7 (`context: { clientName }`). */
export type ClientName = keyof typeof endpoints;

/** The client name used when an operation names none. */
export const DEFAULT_CLIENT_NAME = 'default' satisfies ClientName;

/** Every client name, in the order of the spec table. */
export const CLIENT_NAMES = Object.keys(endpoints) as ClientName[];

/** Path of the current-user ('me') query by default (spec §7); it also answers on `default`. */
export const CURRENT_USER_PATH = '/graphql';

/**
 * The current-user endpoint: `me` (plus the health probe), and the viewer's access to courses
 * (issue 15: `Course.viewerAccess` and `enrollFreeCourse` are also served at /graphql, with the
 * catalogue's `course`/`courses` they hang on).
 */
export const currentUserEndpoint = { path: CURRENT_USER_PATH, modules: ['system', 'user', 'catalogue', 'course-access'] } as const;

export function isClientName(value: unknown): value is ClientName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(endpoints, value);
}

/** The path of a client name, e.g. `endpointPath('v5') === '/api/v5/graph/'`. */
export function endpointPath(clientName: ClientName): string {
  return endpoints[clientName].path;
}
