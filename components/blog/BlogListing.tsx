import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { PageHeader, Section } from '@/components/catalogue/Section';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { Icon } from '@/components/ui/Icon';
import type { BlogCategoryRecord, BlogPostSummary } from '@/lib/server/services/blog';
import { BlogCategoryNav } from './BlogCategoryNav';
import { BlogPostGrid } from './BlogPostGrid';
import { BlogPagination } from './BlogPagination';

type BlogListingProps = {
  locale: string;
  title: string;
  lead: string;
  posts: BlogPostSummary[];
  totalCount: number;
  page: number;
  pageCount: number;
  categories: BlogCategoryRecord[];
  currentCategory: string | null;
  /** The list's path without query ('/blog/' or '/blog/categoria/x/'). */
  basePath: string;
};

/** The blog list pages (/blog/ and /blog/categoria/{slug}/): header, category chips, posts newest first, pages. */
export async function BlogListing({ locale, title, lead, posts, totalCount, page, pageCount, categories, currentCategory, basePath }: BlogListingProps) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <PageContainer>
      <PageHeader title={title} lead={lead}>
        <BlogCategoryNav categories={categories} current={currentCategory} />
      </PageHeader>
      <Section
        id="blog-posts"
        title={t('postsTitle')}
        subtitle={
          <>
            {t('postsCount', { count: totalCount })}
            {pageCount > 1 ? ` · ${t('pageOf', { page, pages: pageCount })}` : ''}
          </>
        }
      >
        {posts.length > 0 ? (
          <BlogPostGrid posts={posts} priorityCount={3} />
        ) : (
          <EmptyState icon={<Icon name="articleOutlined" size={48} />} title={t('empty.title')} description={t('empty.description')}>
            <LinkButton href="/blog/" variant="outlined">
              {t('empty.cta')}
            </LinkButton>
          </EmptyState>
        )}
        <BlogPagination page={page} pageCount={pageCount} pathname={basePath} locale={locale} />
      </Section>
    </PageContainer>
  );
}
