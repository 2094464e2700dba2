import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { localized } from '@/lib/domain/i18n/localized';
import { toTextBlocks } from '@/lib/domain/content/text-blocks';
import { pageAlternates } from '@/lib/domain/seo/alternates';
import { getDb } from '@/lib/server/db/client';
import { getLegalDocument, listLegalDocuments } from '@/lib/server/services/legal';
import { legalPath } from '@/lib/domain/paths/legal-path';

/** One read per request for both generateMetadata and the page. */
export const loadLegalDocument = cache(async (slug: string) => getLegalDocument(await getDb(), slug));
export const loadLegalDocuments = cache(async () => listLegalDocuments(await getDb()));

export async function legalMetadata(slug: string, locale: string): Promise<Metadata> {
  const document = await loadLegalDocument(slug);
  if (!document) return {};
  const t = await getTranslations({ locale, namespace: 'legal' });
  const title = localized(document.title, locale);
  const firstParagraph = toTextBlocks(localized(document.body, locale)).find((b) => b.type === 'paragraph');
  const summary = firstParagraph?.type === 'paragraph' ? firstParagraph.text : '';
  return {
    title,
    description: summary.length > 0 ? (summary.length > 160 ? `${summary.slice(0, 157).trimEnd()}…` : summary) : t('metaDescription', { title, product: PRODUCT_NAME }),
    alternates: pageAlternates(legalPath(document.slug), locale),
  };
}
