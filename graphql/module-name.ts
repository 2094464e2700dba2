/**
 * The GraphQL modules (folders of graphql/modules/) by name. A leaf: endpoints.ts (which client
 * code imports) and the request context name modules without importing the registry, whose
 * resolvers import the context (issue 19 item 5: no import circle). modules/registry.ts checks
 * that it has resolvers for exactly these names.
 */
export type ModuleName =
  | 'system'
  | 'user'
  | 'catalogue'
  | 'feature-flags'
  | 'auth'
  | 'account'
  | 'search'
  | 'agenda'
  | 'academies'
  | 'cart'
  | 'checkout'
  | 'learning'
  | 'notifications'
  | 'saved-courses'
  | 'membership-offers'
  | 'site-support'
  | 'org'
  | 'org-flags'
  | 'panels'
  | 'course-access'
  | 'classroom'
  | 'classroom-quiz';
