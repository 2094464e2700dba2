import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NoAccess, SignInPrompt } from '@/components/auth/AccessNotice';
import { privatePageMetadata } from '@/lib/server/seo/private-metadata';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { ClientMessages } from '@/components/org/ClientMessages';
import { PanelHeader } from '@/components/panels/PanelHeader';
import { QuizReviewList } from '@/components/panels/QuizReviewList';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { canOpenQuizReviews, canViewTeacherPanel } from '@/lib/domain/roles';
import { getCurrentViewer } from '@/lib/server/auth/current-viewer';
import { quizReviewerFromViewer, roleSubjectFromViewer } from '@/lib/server/auth/viewer-roles';
import { getDb } from '@/lib/server/db/client';
import { listPendingQuizReviews } from '@/lib/server/services/quiz-review';

export const dynamic = 'force-dynamic';

const PATH = '/panel-profesor/respuestas-por-revisar/';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return privatePageMetadata(locale, 'panels.reviews', PATH, { product: PRODUCT_NAME });
}

/**
 * "Respuestas por revisar" (issue 15): the written quiz answers awaiting the course's professor or
 * staff (lib/domain/roles/quiz-review.ts), first page from the service in-process, then the island.
 */
export default async function QuizReviewsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const viewer = await getCurrentViewer();
  if (!viewer) return <SignInPrompt locale={locale} path={PATH} />;
  const t = await getTranslations({ locale, namespace: 'panels.reviews' });
  const subject = roleSubjectFromViewer(viewer);
  if (!canOpenQuizReviews(subject)) return <NoAccess locale={locale} reason={t('noAccess')} />;

  const page = await listPendingQuizReviews(await getDb(), quizReviewerFromViewer(viewer), { locale });
  return (
    <ClientMessages locale={locale} panels={['reviews']}>
      <PageContainer>
        <PanelHeader eyebrow={t('eyebrow', { product: PRODUCT_NAME })} title={t('title')} lead={t('lead')} />
        <Section id="quiz-reviews" title={t('listTitle')} action={canViewTeacherPanel(subject) ? { href: '/panel-profesor/', label: t('backToPanel') } : undefined}>
          <QuizReviewList initial={page} />
        </Section>
      </PageContainer>
    </ClientMessages>
  );
}
