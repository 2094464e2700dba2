/**
 * Drizzle schema (PostgreSQL dialect) for the entities of spec §3, one file per domain.
 * Runs unchanged on PGlite (embedded default) and PostgreSQL (DATABASE_URL). drizzle-kit reads
 * this module (drizzle.config.ts): every table and enum must be re-exported here, or
 * `npm run db:generate` would write a migration that drops it.
 */
export type { LocalizedText } from './shared';
export * from './enums';
export * from './site';
export * from './users';
export * from './interests';
export * from './organizations';
export * from './memberships';
export * from './catalogue';
export * from './programmes';
export * from './organization-courses';
export * from './commerce';
export * from './learning';
export * from './classroom';
export * from './messages';
export * from './content';
export * from './analytics';
