import { currentUserEndpoint, endpoints, type ClientName } from './endpoints';
import type { ModuleName } from './module-name';

/** A GraphQL endpoint: one of the twelve client names, or the current-user path (/graphql). */
export type EndpointName = ClientName | 'currentUser';

export function modulesOf(endpoint: EndpointName): readonly ModuleName[] {
  return endpoint === 'currentUser' ? currentUserEndpoint.modules : endpoints[endpoint].modules;
}

export function endpointPath(endpoint: EndpointName): string {
  return endpoint === 'currentUser' ? currentUserEndpoint.path : endpoints[endpoint].path;
}
