import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { LazyImage } from '@/components/ui/LazyImage';
import { Link } from '@/components/ui/LocalizedLink';
import { localized } from '@/lib/domain/i18n/localized';
import { CONTENT_TIME_ZONE } from '@/lib/domain/content/time-zone';
import type { BlogPostSummary } from '@/lib/server/services/blog';
import styles from './BlogPostCard.module.css';

/** A blog post card as plain server markup styled by BlogPostCard.module.css (the cover is the only client island). */
export function BlogPostCard({ post, headingLevel = 'h3', priority = false }: { post: BlogPostSummary; headingLevel?: 'h2' | 'h3'; priority?: boolean }) {
  const t = useTranslations('blog');
  const locale = useLocale();
  const format = useFormatter();
  const title = localized(post.title, locale);
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <LazyImage src={post.coverImage} alt="" width={400} height={225} priority={priority} />
      <div className={styles.content}>
        <span className={styles.category}>{localized(post.category.name, locale)}</span>
        <Heading className={`${styles.title} ${styles.clamp}`}>
          <Link href={`/blog/${post.slug}/`} className={styles.titleLink}>
            {title}
          </Link>
        </Heading>
        <p className={`${styles.text} ${styles.clamp}`}>{localized(post.excerpt, locale)}</p>
        <p className={`${styles.text} ${styles.meta}`}>
          {t('byAuthor', { name: post.authorName })}
          {' · '}
          <time dateTime={post.publishedAt.toISOString()}>
            {format.dateTime(post.publishedAt, { dateStyle: 'medium', timeZone: CONTENT_TIME_ZONE })}
          </time>
          {' · '}
          {t('readingTime', { minutes: post.readingMinutes })}
        </p>
      </div>
    </article>
  );
}
