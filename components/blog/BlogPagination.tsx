import { getTranslations } from 'next-intl/server';
import { CataloguePagination } from '@/components/catalogue/CataloguePagination';

/** `?page=` links for a blog list, with translated accessible names. */
export async function BlogPagination({ page, pageCount, pathname, locale }: { page: number; pageCount: number; pathname: string; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'blog.pagination' });
  return (
    <CataloguePagination
      page={page}
      pageCount={pageCount}
      pathname={pathname}
      query={{}}
      labels={{ nav: t('nav'), page: t('page', { page: '{page}' }), first: t('first'), last: t('last'), previous: t('previous'), next: t('next') }}
    />
  );
}
