import { useTranslations } from 'next-intl';
import { MAIN_CONTENT_ID } from './main-content';
import styles from './Menu.module.css';

/** First focusable element of every page: jumps past the menu to <main>. Visible on focus. */
export function SkipLink() {
  const t = useTranslations('common');
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
      {t('skipToContent')}
    </a>
  );
}
