import type { Metadata } from 'next';
import { SavedCoursesPage, savedCoursesMetadata } from '@/components/saved-courses/SavedCoursesPage';

export const dynamic = 'force-dynamic';

const PATH = '/learn/my-courses/saved/';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return savedCoursesMetadata(locale, PATH);
}

/** My saved courses, dashboard learner path (spec §2); private and premium only (spec §6). */
export default async function LearnSavedCoursesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  return <SavedCoursesPage locale={locale} path={PATH} searchParams={await searchParams} />;
}
