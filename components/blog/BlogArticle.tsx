import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations } from 'next-intl/server';
import { LinkButton, NavLink } from '@/components/catalogue/links';
import { Section } from '@/components/catalogue/Section';
import { localized } from '@/lib/i18n/localized';
import { toTextBlocks } from '@/lib/content/text-blocks';
import { CONTENT_TIME_ZONE } from '@/lib/content/time-zone';
import type { BlogPostRecord, BlogPostSummary } from '@/lib/server/services/blog';
import { LazyImage } from '@/components/ui/LazyImage';
import { TrackOnView } from '@/components/analytics/TrackOnView';
import { BlogPostGrid } from './BlogPostGrid';
import { PageBreadcrumbs } from './PageBreadcrumbs';
import { TextBlocksView } from './TextBlocksView';

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
      <Container maxWidth="md" component="article" aria-labelledby="post-title" sx={{ pb: 4 }}>
        <PageBreadcrumbs crumbs={crumbs} label={t('post.breadcrumb')} locale={locale} />
        <Box component="header" sx={{ pt: { xs: 2, sm: 3 }, pb: 3 }}>
          <NavLink href={categoryHref} color="primary" underline="hover" sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5, fontSize: '0.8125rem' }}>
            {categoryName}
          </NavLink>
          <Typography id="post-title" component="h1" variant="h3" sx={{ fontWeight: 800, mt: 1, fontSize: { xs: '1.75rem', sm: '2.25rem', md: '2.625rem' }, lineHeight: 1.2 }}>
            {title}
          </Typography>
          {bodyOpensWithExcerpt ? null : <Typography sx={{ color: 'text.secondary', mt: 1.5, fontSize: { sm: '1.125rem' } }}>{excerpt}</Typography>}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 3 }}>
            <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}>
              {initials(post.authorName)}
            </Avatar>
            <div>
              <Typography sx={{ fontWeight: 700 }}>{t('byAuthor', { name: post.authorName })}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                <time dateTime={post.publishedAt.toISOString()}>
                  {t('publishedOn', { date: format.dateTime(post.publishedAt, { dateStyle: 'long', timeZone: CONTENT_TIME_ZONE }) })}
                </time>
                {' · '}
                {t('readingTime', { minutes: post.readingMinutes })}
              </Typography>
            </div>
          </Box>
        </Box>
        {/* The article's LCP image: loaded at once, sized to the text column (900 px wide). */}
        <LazyImage src={post.coverImage} alt={t('coverAlt', { title })} width={900} height={506} priority style={{ borderRadius: 16, marginBottom: 32 }} />
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
        <Paper variant="outlined" component="aside" aria-labelledby="post-cta-title" sx={{ mt: 5, p: { xs: 3, sm: 4 }, borderRadius: 3, bgcolor: 'action.hover' }}>
          <Typography id="post-cta-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('post.ctaTitle')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1, mb: 2 }}>{t('post.ctaBody', { category: categoryName })}</Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <LinkButton href="/cursos-online/?all=true">{t('post.ctaButton')}</LinkButton>
            <LinkButton href={categoryHref} variant="outlined">
              {t('post.categoryLink', { category: categoryName })}
            </LinkButton>
          </Box>
        </Paper>
      </Container>
      {related.length > 0 ? (
        <Container maxWidth="lg" sx={{ pb: 6 }}>
          <Section id="related-posts" title={t('post.related')} action={{ href: '/blog/', label: t('post.backToBlog') }}>
            <BlogPostGrid posts={related} />
          </Section>
        </Container>
      ) : null}
    </>
  );
}
