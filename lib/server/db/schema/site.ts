/**
 * Reference data and site switches: the countries of spec §2 (link prefix, currency, phone code)
 * and the feature flags.
 */
import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from './shared';

export const countries = pgTable('countries', {
  code: text('code').primaryKey(), // ISO 3166-1 alpha-2, lower-case: the link prefix of spec §2
  originalId: integer('original_id').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  currency: text('currency').notNull(), // ISO 4217
  currencySymbol: text('currency_symbol').notNull(),
  phoneCode: text('phone_code').notNull(),
});

export const featureFlags = pgTable('feature_flags', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  isActive: boolean('is_active').notNull().default(false),
  description: text('description'),
});
