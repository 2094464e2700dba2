import type { Metadata } from 'next';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import Box from '@mui/material/Box';
import BookmarkBorderRoundedIcon from '@mui/icons-material/BookmarkBorderRounded';
import { NoAccess, SignInPrompt } from '@/components/auth/AccessNotice';
import { privatePageMetadata } from '@/lib/server/seo/private-metadata';
import { CataloguePagination } from '@/components/catalogue/CataloguePagination';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/links';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PanelHeader } from '@/components/panels/PanelHeader';
import { pageCount, pageStartIndex, parsePage } from '@/lib/domain/pagination/page-numbers';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { canSaveCourses } from '@/lib/domain/roles';
import { getCurrentViewer } from '@/lib/server/auth/current-viewer';
import { roleSubjectFromViewer } from '@/lib/server/auth/viewer-roles';
import { getDb } from '@/lib/server/db/client';
import { listSavedCourses } from '@/lib/server/services/saved-courses';
import { SavedCourseList } from './SavedCourseList';

/** Saved courses per page. */
export const SAVED_COURSES_PAGE_SIZE = 24;

/** The catalogue, where an empty list sends the member. */
const CATALOGUE_PATH = '/cursos-online/';

export type SavedCoursesPageProps = {
  locale: string;
  /** The route's unprefixed path: /learn/my-courses/saved/ or /panel/mis-cursos-guardados/ (spec §2). */
  path: string;
  searchParams: Record<string, string | string[] | undefined>;
};

export function savedCoursesMetadata(locale: string, path: string): Promise<Metadata> {
  return privatePageMetadata(locale, 'savedCourses', path, { product: PRODUCT_NAME });
}

/**
 * "My saved courses" (spec §2 learner areas, §6 "Saving courses: premium users only"), the
 * same page at the dashboard and the classic path. Read on the server from the database:
 * signed-out visitors get the sign-in prompt, signed-in users who cannot save courses a notice
 * with a link to /premium/, premium members their saved courses, newest saved first.
 */
export async function SavedCoursesPage({ locale, path, searchParams }: SavedCoursesPageProps) {
  setRequestLocale(locale);
  const viewer = await getCurrentViewer();
  if (!viewer) return <SignInPrompt locale={locale} path={path} />;
  const t = await getTranslations({ locale, namespace: 'savedCourses' });
  if (!canSaveCourses(roleSubjectFromViewer(viewer))) {
    return <NoAccess locale={locale} reason={t('noAccess')} action={{ href: '/premium/', label: t('noAccessCta') }} />;
  }

  const db = await getDb();
  const requested = parsePage(searchParams.page);
  let page = requested;
  let { items, totalCount } = await listSavedCourses(db, viewer.user.id, { offset: pageStartIndex(page, SAVED_COURSES_PAGE_SIZE), limit: SAVED_COURSES_PAGE_SIZE });
  const pages = pageCount(totalCount, SAVED_COURSES_PAGE_SIZE);
  if (page > pages) {
    // Past the end (courses were unsaved since the link was made): show the last page.
    page = pages;
    ({ items, totalCount } = await listSavedCourses(db, viewer.user.id, { offset: pageStartIndex(page, SAVED_COURSES_PAGE_SIZE), limit: SAVED_COURSES_PAGE_SIZE }));
  }
  const [messages, tc] = await Promise.all([getMessages({ locale }), getTranslations({ locale, namespace: 'catalogue' })]);
  // The save toggles and their snackbar translate on the client: they get their own texts (and the UI kit's).
  const clientMessages = { common: messages.common, savedCourses: messages.savedCourses } as AbstractIntlMessages;

  return (
    <PageContainer>
      <PanelHeader eyebrow={t('eyebrow')} title={t('title')} lead={totalCount > 0 ? t('lead', { count: totalCount }) : undefined} />
      <Box component="section" aria-label={t('listLabel')} sx={{ py: { xs: 3, sm: 4 } }}>
        {items.length > 0 ? (
          <NextIntlClientProvider messages={clientMessages}>
            <SavedCourseList items={items} locale={locale} label={t('listLabel')} />
            <CataloguePagination
              page={page}
              pageCount={pages}
              pathname={path}
              query={{}}
              labels={{
                nav: tc('pagination.nav'),
                page: tc('pagination.page', { page: '{page}' }),
                first: tc('pagination.first'),
                last: tc('pagination.last'),
                previous: tc('pagination.previous'),
                next: tc('pagination.next'),
              }}
            />
          </NextIntlClientProvider>
        ) : (
          <EmptyState icon={<BookmarkBorderRoundedIcon />} title={t('empty.title')} description={t('empty.body')}>
            <LinkButton href={CATALOGUE_PATH}>{t('empty.cta')}</LinkButton>
          </EmptyState>
        )}
      </Box>
    </PageContainer>
  );
}
