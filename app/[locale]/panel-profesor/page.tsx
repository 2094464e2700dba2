import type { Metadata } from 'next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { NoAccess, SignInPrompt } from '@/components/auth/AccessNotice';
import { privatePageMetadata } from '@/lib/server/seo/private-metadata';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/links';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { StatTiles } from '@/components/mentors/StatTiles';
import { PanelHeader } from '@/components/panels/PanelHeader';
import { TeacherCoursesTable } from '@/components/panels/TeacherCoursesTable';
import { TeacherSales } from '@/components/panels/TeacherSales';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { localized } from '@/lib/domain/i18n/localized';
import { canViewTeacherPanel } from '@/lib/domain/roles';
import { getCurrentViewer } from '@/lib/server/auth/current-viewer';
import { quizReviewerFromViewer, roleSubjectFromViewer } from '@/lib/server/auth/viewer-roles';
import { getDb } from '@/lib/server/db/client';
import { getTeacherPanel, getTeacherSales } from '@/lib/server/services/panels';
import { countPendingQuizReviews } from '@/lib/server/services/quiz-review';

export const dynamic = 'force-dynamic';

const PATH = '/panel-profesor/';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return privatePageMetadata(locale, 'panels.teacher', PATH, { product: PRODUCT_NAME });
}

/** Teacher dashboard (spec §2 /panel-profesor/), gated by features.teacherPanel (spec §6): courses, enrollments, ratings and sales over time. */
export default async function TeacherPanelPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const viewer = await getCurrentViewer();
  if (!viewer) return <SignInPrompt locale={locale} path={PATH} />;
  const t = await getTranslations({ locale, namespace: 'panels.teacher' });
  if (!canViewTeacherPanel(roleSubjectFromViewer(viewer))) return <NoAccess locale={locale} reason={t('noAccess')} />;

  const db = await getDb();
  const [format, panel, sales, toReview] = await Promise.all([
    getFormatter({ locale }),
    getTeacherPanel(db, viewer.user.id),
    getTeacherSales(db, viewer.user.id, new Date()),
    countPendingQuizReviews(db, quizReviewerFromViewer(viewer)),
  ]);
  const salesCount = sales.series.reduce((sum, s) => sum + s.count, 0);
  const name = viewer.user.firstName || viewer.user.username;
  return (
    <PageContainer>
      <PanelHeader eyebrow={t('eyebrow', { product: PRODUCT_NAME })} title={t('title')} lead={t('lead', { name })} />
      {panel.professors.length > 0 ? (
        <Section id="teacher-profile" title={t('profileTitle', { count: panel.professors.length })}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {panel.professors.map((professor) => (
              <Paper component="li" key={professor.id} variant="outlined" sx={{ p: 2.5, borderRadius: 3, display: 'flex', gap: 2, alignItems: 'center' }}>
                <Avatar src={professor.avatarUrl ?? undefined} alt="" sx={{ width: 64, height: 64 }}>
                  {professor.fullName.charAt(0)}
                </Avatar>
                <div>
                  <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
                    {professor.fullName}
                  </Typography>
                  {professor.occupation ? <Typography sx={{ color: 'text.secondary' }}>{localized(professor.occupation, locale)}</Typography> : null}
                </div>
              </Paper>
            ))}
          </Box>
        </Section>
      ) : null}
      <Section id="teacher-summary" title={t('summaryTitle')}>
        <StatTiles
          stats={[
            { key: 'courses', value: format.number(panel.totals.courseCount), label: t('stats.courses') },
            { key: 'enrollments', value: format.number(panel.totals.enrollmentCount), label: t('stats.enrollments') },
            {
              key: 'rating',
              value: panel.totals.reviewsCount > 0 ? format.number(panel.totals.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : '—',
              label: t('stats.rating'),
            },
            { key: 'reviews', value: format.number(panel.totals.reviewsCount), label: t('stats.reviews') },
          ]}
        />
      </Section>
      <Section id="teacher-reviews" title={t('reviewsTitle')} subtitle={t('reviewsSubtitle', { count: toReview })}>
        <LinkButton href="/panel-profesor/respuestas-por-revisar/" variant={toReview > 0 ? 'contained' : 'outlined'}>
          {t('reviewsLink')}
        </LinkButton>
      </Section>
      <Section id="teacher-sales" title={t('sales.title')} subtitle={t('sales.subtitle', { count: salesCount, months: sales.months })}>
        <TeacherSales sales={sales} locale={locale} />
      </Section>
      <Section id="teacher-courses" title={t('coursesTitle')} subtitle={t('coursesSubtitle')}>
        {panel.courses.length > 0 ? (
          <TeacherCoursesTable courses={panel.courses} locale={locale} caption={t('coursesCaption', { count: panel.courses.length })} />
        ) : (
          <EmptyState icon={<MenuBookOutlined />} headingLevel="h3" title={t('emptyTitle')} description={t('emptyBody')} />
        )}
      </Section>
    </PageContainer>
  );
}
