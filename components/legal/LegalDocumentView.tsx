import { getFormatter, getTranslations } from 'next-intl/server';
import { TextLink } from '@/components/catalogue/TextLink';
import { PageBreadcrumbs } from '@/components/blog/PageBreadcrumbs';
import { TextBlocksView } from '@/components/blog/TextBlocksView';
import { localized } from '@/lib/domain/i18n/localized';
import { headingId, toTextBlocks } from '@/lib/domain/content/text-blocks';
import { legalPath } from '@/lib/domain/paths/legal-path';
import type { LegalDocumentRecord } from '@/lib/server/services/legal';
import styles from './LegalDocumentView.module.css';

/** A legal document: title, last update, table of contents, body sections and the other legal texts. */
export async function LegalDocumentView({
  document,
  others,
  locale,
}: {
  document: LegalDocumentRecord;
  others: Array<Pick<LegalDocumentRecord, 'slug' | 'title'>>;
  locale: string;
}) {
  const t = await getTranslations({ locale, namespace: 'legal' });
  const format = await getFormatter({ locale });
  const title = localized(document.title, locale);
  const blocks = toTextBlocks(localized(document.body, locale));
  const headings = blocks.flatMap((b) => (b.type === 'heading' ? [b.text] : []));
  const updated = format.dateTime(new Date(`${document.updatedAt}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  const related = others.filter((o) => o.slug !== document.slug);
  return (
    <div className={styles.container}>
      <PageBreadcrumbs
        crumbs={[
          { label: t('home'), href: '/' },
          { label: title, href: legalPath(document.slug) },
        ]}
        label={t('breadcrumb')}
        locale={locale}
      />
      <div className={styles.layout}>
        <article aria-labelledby="legal-title" className={styles.article}>
          <header className={styles.header}>
            <h1 id="legal-title" className={styles.title}>
              {title}
            </h1>
            <p className={styles.updated}>
              {t('updatedAt')} <time dateTime={document.updatedAt}>{updated}</time>
            </p>
          </header>
          <TextBlocksView blocks={blocks} />
        </article>
        <aside aria-label={t('asideLabel')} className={styles.aside}>
          {headings.length > 1 ? (
            <nav aria-labelledby="legal-toc-title" className={styles.panel}>
              <h2 id="legal-toc-title" className={styles.panelTitle}>
                {t('toc')}
              </h2>
              <ol className={styles.links}>
                {headings.map((heading, index) => (
                  <li key={index}>
                    <a href={`#${headingId(heading, index)}`} className={styles.tocLink}>
                      {heading}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          {related.length > 0 ? (
            <nav aria-labelledby="legal-others-title" className={`${styles.panel} ${styles.othersPanel}`}>
              <h2 id="legal-others-title" className={styles.panelTitle}>
                {t('otherDocuments')}
              </h2>
              <ul className={styles.links}>
                {related.map((doc) => (
                  <li key={doc.slug}>
                    <TextLink href={legalPath(doc.slug)} color="inherit" underline="hover" className={styles.smallLink}>
                      {localized(doc.title, locale)}
                    </TextLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </aside>
      </div>
      {related.length > 0 ? (
        <nav aria-label={t('otherDocuments')} className={styles.othersBar}>
          <ul className={styles.barList}>
            {related.map((doc) => (
              <li key={doc.slug}>
                <TextLink href={legalPath(doc.slug)} color="inherit" underline="hover">
                  {localized(doc.title, locale)}
                </TextLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
