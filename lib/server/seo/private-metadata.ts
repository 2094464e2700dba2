import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageAlternates } from '@/lib/domain/seo/alternates';

/**
 * Metadata of a private (signed-in) page: translated title and description from
 * `{namespace}.{prefix}metaTitle/metaDescription`, alternates, and no indexing.
 */
export async function privatePageMetadata(locale: string, namespace: string, path: string, values: Record<string, string> = {}): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  return {
    title: t('metaTitle', values),
    description: t('metaDescription', values),
    alternates: pageAlternates(path, locale),
    robots: { index: false, follow: false },
  };
}
