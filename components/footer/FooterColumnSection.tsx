import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import styles from './Footer.module.css';

/**
 * One footer link column, as server markup (spec §2: "On small screens the columns collapse
 * into toggles"). Below sm the column is a native <details> whose <summary> holds the heading
 * and a chevron; it starts closed. From sm up (Footer.module.css) the summary is hidden, a plain
 * <h2> shows instead and the list is always visible. The links are always in the HTML, so
 * crawlers and no-JS visitors get them too. A browser without `::details-content` keeps the
 * toggle at every width rather than hiding the list.
 */
export function FooterColumnSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.column}>
      <h2 className={`${styles.heading} ${styles.columnHeading}`}>{title}</h2>
      <details className={styles.columnDetails}>
        <summary className={styles.columnSummary}>
          <h2 className={styles.summaryHeading}>{title}</h2>
          <Icon name="expandMore" className={styles.chevron} />
        </summary>
        <div className={styles.columnBody}>{children}</div>
      </details>
    </div>
  );
}
