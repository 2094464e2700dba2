'use client';

import dynamic from 'next/dynamic';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import a11y from '@/components/ui/a11y.module.css';
import styles from './LocaleCountrySelectorLazy.module.css';
import { withMuiChunk } from '@/components/providers/lazy-with-mui';

/** Keeps the selector's height while its chunk loads, so the footer does not shift (plain markup, no MUI). */
function SelectorPlaceholder() {
  const t = useShellTranslations('footer');
  return (
    <div role="status" className={styles.selectorPlaceholder}>
      <span className={a11y.visuallyHidden}>{t('selector.loading')}</span>
    </div>
  );
}

/** Spec §2: the language/country selector is lazy-loaded; it renders on the client only. */
const LocaleCountrySelector = dynamic(withMuiChunk(() => import('./LocaleCountrySelector')), {
  ssr: false,
  loading: () => <SelectorPlaceholder />,
});

export function LocaleCountrySelectorLazy({ defaultCountry }: { defaultCountry: string }) {
  return <LocaleCountrySelector defaultCountry={defaultCountry} />;
}
