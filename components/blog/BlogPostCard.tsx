import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { NavLink } from '@/components/catalogue/links';
import { LazyImage } from '@/components/ui/LazyImage';
import { TextClamp } from '@/components/ui/TextClamp';
import { localized } from '@/lib/i18n/localized';
import { CONTENT_TIME_ZONE } from '@/lib/content/time-zone';
import type { BlogPostSummary } from '@/lib/server/services/blog';

/** The title link covers the whole card; it stays the card's only link. */
const stretchedLink = { '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 }, '&:focus-visible': { outline: 'none' } } as const;

export function BlogPostCard({ post, headingLevel = 'h3', priority = false }: { post: BlogPostSummary; headingLevel?: 'h2' | 'h3'; priority?: boolean }) {
  const t = useTranslations('blog');
  const locale = useLocale();
  const format = useFormatter();
  const title = localized(post.title, locale);
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <LazyImage src={post.coverImage} alt="" width={400} height={225} priority={priority} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Typography variant="caption" sx={{ color: 'primary.main', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5 }}>
          {localized(post.category.name, locale)}
        </Typography>
        <TextClamp lines={3} component={headingLevel} variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3, fontSize: '1.125rem' }}>
          <NavLink href={`/blog/${post.slug}/`} underline="none" sx={stretchedLink}>
            {title}
          </NavLink>
        </TextClamp>
        <TextClamp lines={3} variant="body2" sx={{ color: 'text.secondary' }}>
          {localized(post.excerpt, locale)}
        </TextClamp>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 'auto', pt: 1 }}>
          {t('byAuthor', { name: post.authorName })}
          {' · '}
          <time dateTime={post.publishedAt.toISOString()}>
            {format.dateTime(post.publishedAt, { dateStyle: 'medium', timeZone: CONTENT_TIME_ZONE })}
          </time>
          {' · '}
          {t('readingTime', { minutes: post.readingMinutes })}
        </Typography>
      </CardContent>
    </Card>
  );
}
