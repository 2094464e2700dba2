import { useLocale, useTranslations } from 'next-intl';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { MAX_SEARCH_TERM_LENGTH, MIN_SEARCH_TERM_LENGTH } from '@/lib/domain/catalogue/search-term';
import { Icon } from '@/components/ui/Icon';
import { buttonClassName } from './button-class-name';
import styles from './SearchForm.module.css';
import buttonStyles from './LinkButton.module.css';

/**
 * A plain GET form to the search landing: works before (and without) JavaScript. Server markup
 * styled by SearchForm.module.css (no MUI): a native input and submit button.
 */
export function SearchForm({ defaultValue = '', id = 'course-search', autoFocus = false, hideLabel = false }: {
  defaultValue?: string;
  id?: string;
  autoFocus?: boolean;
  /** No floating label (on coloured backgrounds); the input keeps the label as its accessible name. */
  hideLabel?: boolean;
}) {
  const t = useTranslations('catalogue.search');
  const locale = useLocale();
  return (
    <form role="search" method="get" action={localizedPath('/cursos-online/search/', locale)} className={styles.form}>
      <div className={styles.field}>
        <input
          id={id}
          name="q"
          type="search"
          placeholder={t('placeholder')}
          defaultValue={defaultValue}
          autoFocus={autoFocus}
          required
          minLength={MIN_SEARCH_TERM_LENGTH}
          maxLength={MAX_SEARCH_TERM_LENGTH}
          autoComplete="off"
          aria-label={hideLabel ? t('label') : undefined}
          className={hideLabel ? styles.input : `${styles.input} ${styles.labelled}`}
        />
        {hideLabel ? null : (
          <label htmlFor={id} className={styles.label}>
            {t('label')}
            {/* The required mark, as MUI drew it; not part of the field's name. */}
            <span aria-hidden="true">{'\u2009*'}</span>
          </label>
        )}
      </div>
      <button type="submit" className={buttonClassName({ className: styles.submit })}>
        <span className={buttonStyles.startIcon}>
          <Icon name="searchRounded" />
        </span>
        {t('submit')}
      </button>
    </form>
  );
}
