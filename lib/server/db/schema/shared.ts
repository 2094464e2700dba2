/**
 * What every domain's tables share. Money is integer cents with an ISO currency code;
 * translatable text is a { es, pt, en } JSON object (Spanish is the fallback, see
 * lib/domain/i18n/localized.ts).
 */
import { timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@/lib/domain/i18n/localized';

// The shape is a rule shared with the browser (lib/domain); the schema and its readers keep importing it from here.
export type { LocalizedText };

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
