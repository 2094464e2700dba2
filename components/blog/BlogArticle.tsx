import { getFormatter, getTranslations } from 'next-intl/server';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { TextLink } from '@/components/catalogue/TextLink';
import { Section } from '@/components/catalogue/Section';
import { localized } from '@/lib/domain/i18n/localized';
import { toTextBlocks } from '@/lib/domain/content/text-blocks';
import { CONTENT_TIME_ZONE } from '@/lib/domain/content/time-zone';
import type { BlogPostRecord, BlogPostSummary } from '@/lib/server/services/blog';
import { WideImage } from '@/components/ui/WideImage';
import { TrackOnView } from '@/components/analytics/TrackOnView';
import { BlogPostGrid } from './BlogPostGrid';
import { PageBreadcrumbs } from './PageBreadcrumbs';
import { TextBlocksView } from './TextBlocksView';
import styles from './BlogArticle.module.css';

/**
 * The cover's box: the article's width (BlogArticle.module.css: at most 1024 px) less its
 * padding, 16 px a side, 24 px from 768 px. It names the width the cover's source set is chosen
 * by (issue 14: a phone took the 1800 px render for a ~380 px box); the e2e test "the course and
 * blog covers" checks it against the rendered box.
 */
const ARTICLE_COVER_SIZES = '(min-width: 1024px) 976px, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** One blog post: breadcrumbs, header (category, title, author, date, reading time), cover, body, related posts. */
export async function BlogArticle({ post, related, locale }: { post: BlogPostRecord; related: BlogPostSummary[]; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const format = await getFormatter({ locale });
  const title = localized(post.title, locale);
  const categoryName = localized(post.category.name, locale);
  const categoryHref = `/blog/categoria/${post.category.slug}/`;
  const excerpt = localized(post.excerpt, locale);
  const blocks = toTextBlocks(localized(post.body, locale));
  // Bodies usually open with the excerpt itself: then it is shown once, as the article's lead.
  const bodyOpensWithExcerpt = blocks[0]?.type === 'paragraph' && blocks[0].text.trim() === excerpt.trim();
  const crumbs = [
    { label: t('post.home'), href: '/' },
    { label: t('post.blog'), href: '/blog/' },
    { label: categoryName, href: categoryHref },
    { label: title, href: `/blog/${post.slug}/` },
  ];
  return (
    <>
      <article aria-labelledby="post-title" className={styles.article}>
        <PageBreadcrumbs crumbs={crumbs} label={t('post.breadcrumb')} locale={locale} />
        <header className={styles.header}>
          <TextLink href={categoryHref} color="primary" underline="hover" className={styles.category}>
            {categoryName}
          </TextLink>
          <h1 id="post-title" className={styles.title}>
            {title}
          </h1>
          {bodyOpensWithExcerpt ? null : <p className={styles.excerpt}>{excerpt}</p>}
          <div className={styles.byline}>
            <div aria-hidden className={styles.avatar}>
              {initials(post.authorName)}
            </div>
            <div>
              <p className={styles.author}>{t('byAuthor', { name: post.authorName })}</p>
              <p className={styles.meta}>
                <time dateTime={post.publishedAt.toISOString()}>
                  {t('publishedOn', { date: format.dateTime(post.publishedAt, { dateStyle: 'long', timeZone: CONTENT_TIME_ZONE }) })}
                </time>
                {' · '}
                {t('readingTime', { minutes: post.readingMinutes })}
              </p>
            </div>
          </div>
        </header>
        {/* The article's LCP image: loaded at once, sized to the text column (900 px wide). */}
        <WideImage src={post.coverImage} alt={t('coverAlt', { title })} width={900} height={506} sizes={ARTICLE_COVER_SIZES} style={{ borderRadius: 16, marginBottom: 32 }} />
        <TextBlocksView blocks={blocks} leadFirst />
        {/* read_article (spec §7) when the reader reaches the end of the text. */}
        <TrackOnView
          event={{
            eventType: 'read_article',
            itemId: post.slug,
            itemType: 'blog_post',
            data: { slug: post.slug, category: post.category.slug, reading_minutes: post.readingMinutes, locale },
          }}
        />
        <aside aria-labelledby="post-cta-title" className={styles.cta}>
          <h2 id="post-cta-title" className={styles.ctaTitle}>
            {t('post.ctaTitle')}
          </h2>
          <p className={styles.ctaBody}>{t('post.ctaBody', { category: categoryName })}</p>
          <div className={styles.ctaActions}>
            <LinkButton href="/cursos-online/?all=true">{t('post.ctaButton')}</LinkButton>
            <LinkButton href={categoryHref} variant="outlined">
              {t('post.categoryLink', { category: categoryName })}
            </LinkButton>
          </div>
        </aside>
      </article>
      {related.length > 0 ? (
        <div className={styles.related}>
          <Section id="related-posts" title={t('post.related')} action={{ href: '/blog/', label: t('post.backToBlog') }}>
            <BlogPostGrid posts={related} />
          </Section>
        </div>
      ) : null}
    </>
  );
}
