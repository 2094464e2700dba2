import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { LegalDocumentView } from '@/components/legal/LegalDocumentView';
import { legalMetadata, loadLegalDocument, loadLegalDocuments } from '@/lib/server/loaders/legal-page';
import { TERMS_SLUG } from '@/lib/server/services/legal';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return legalMetadata(TERMS_SLUG, locale);
}

/** Spec §2: legal terms at /legal/terminos-y-condiciones/. */
export default async function TermsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [document, others] = await Promise.all([loadLegalDocument(TERMS_SLUG), loadLegalDocuments()]);
  if (!document) notFound();
  return <LegalDocumentView document={document} others={others} locale={locale} />;
}
