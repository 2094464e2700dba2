import { useLocale, useTranslations } from 'next-intl';
import { localized } from '@/lib/domain/i18n/localized';
import { LazyImage } from '@/components/ui/LazyImage';
import { Icon } from '@/components/ui/Icon';
import a11y from '@/components/ui/a11y.module.css';
import { buttonClassName, buttonIconClassNames } from '@/components/catalogue/button-class-name';
import { trackClickProps } from '@/lib/domain/analytics/click';
import type { ResourceRecord } from '@/lib/server/services/resources';
import styles from './ResourceCard.module.css';

/** Resource kinds whose action is a file download: they report a `download` event, the others a `click` (spec §7). */
const DOWNLOAD_KINDS = new Set<string>(['EBOOK', 'TEMPLATE']);

/** One resource or tool: cover, category, title, description and its action (open, download, watch, read); server markup. */
export function ResourceCard({ resource, headingLevel = 'h3', priority = false }: { resource: ResourceRecord; headingLevel?: 'h3' | 'h4'; priority?: boolean }) {
  const t = useTranslations('tools');
  const locale = useLocale();
  const title = localized(resource.title, locale);
  const external = /^https?:\/\//i.test(resource.url);
  const titleId = `resource-${resource.id}-title`;
  const Heading = headingLevel;
  return (
    <article aria-labelledby={titleId} className={styles.card}>
      <LazyImage src={resource.coverImage} alt="" width={400} height={225} priority={priority} />
      <div className={styles.content}>
        <span className={styles.kind}>
          {t(`kind.${resource.kind}`)}
          {resource.category ? ` · ${localized(resource.category.name, locale)}` : ''}
        </span>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <p className={styles.description}>{localized(resource.description, locale)}</p>
      </div>
      <div className={styles.actions}>
        {/* The resource's own URL (often another site), not an app path: a plain link. */}
        <a
          href={resource.url}
          className={buttonClassName({ variant: 'outlined', size: 'small' })}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          {...trackClickProps('resource', { event: DOWNLOAD_KINDS.has(resource.kind) ? 'download' : 'click', detail: resource.kind, itemId: resource.id, itemType: 'resource' })}
        >
          {t(`action.${resource.kind}`)}
          <span className={a11y.visuallyHidden}>
            {`: ${title}`}
            {external ? ` (${t('opensInNewTab')})` : ''}
          </span>
          {external ? (
            <span className={buttonIconClassNames.end}>
              <Icon name="openInNew" />
            </span>
          ) : null}
        </a>
      </div>
    </article>
  );
}
