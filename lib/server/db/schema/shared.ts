/**
 * What every domain's tables share. Money is integer cents with an ISO currency code;
 * translatable text is a { es, pt, en } JSON object (Spanish is the fallback, see
 * lib/domain/i18n/localized.ts).
 */
import { timestamp } from 'drizzle-orm/pg-core';

export type LocalizedText = { es: string; pt?: string; en?: string };

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
