import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { LegalDocumentView } from '@/components/legal/LegalDocumentView';
import { legalMetadata, loadLegalDocument, loadLegalDocuments } from '@/lib/server/loaders/legal-page';

/** None at build time (the database stays closed then): each page is cached on its first visit (ISR). */
export function generateStaticParams(): never[] {
  return [];
}

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  return legalMetadata(slug, locale);
}

export default async function LegalDocumentPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const [document, others] = await Promise.all([loadLegalDocument(slug), loadLegalDocuments()]);
  if (!document) notFound();
  return <LegalDocumentView document={document} others={others} locale={locale} />;
}
