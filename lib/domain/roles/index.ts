/**
 * Roles and permissions (spec §6), the student type (spec §4) and the role-derived user views
 * (spec §3): the single source for the server and the client. Feed it a `me` result (client)
 * or `roleSubjectFromViewer(viewer)` (server, lib/server/auth/viewer-roles.ts).
 */
export * from './subject';
export * from './flags';
export * from './views';
export * from './access';
export * from './quiz-review';
