import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { legalDocuments, type LocalizedText } from '@/lib/server/db/schema';

export type LegalDocumentRecord = { slug: string; title: LocalizedText; body: LocalizedText; updatedAt: string };

/** The terms and conditions document (spec §2 /legal/terminos-y-condiciones/). */
export const TERMS_SLUG = 'terminos-y-condiciones';

export async function getLegalDocument(db: Db, slug: string): Promise<LegalDocumentRecord | null> {
  const [row] = await db.select().from(legalDocuments).where(eq(legalDocuments.slug, slug)).limit(1);
  return row ?? null;
}

/** Every legal document's slug and title, for the side navigation. */
export async function listLegalDocuments(db: Db): Promise<Array<Pick<LegalDocumentRecord, 'slug' | 'title'>>> {
  return db
    .select({ slug: legalDocuments.slug, title: legalDocuments.title })
    .from(legalDocuments)
    .orderBy(sql`case when ${legalDocuments.slug} = ${TERMS_SLUG} then 0 else 1 end`, sql`${legalDocuments.title}->>'es'`);
}
