'use client';

import type { Ref } from 'react';
import dynamic from 'next/dynamic';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import a11y from '@/components/ui/a11y.module.css';
import { LAZY_BLOCK_ROOT_MARGIN, useNearViewport } from '@/components/ui/use-near-viewport';
import styles from './LocaleCountrySelectorLazy.module.css';
import { withMuiChunk } from '@/components/providers/lazy-with-mui';

/** Spec §2: the language/country selector is lazy-loaded; it renders on the client only. */
const LocaleCountrySelector = dynamic(withMuiChunk(() => import('./LocaleCountrySelector')), {
  ssr: false,
  loading: () => <SelectorPlaceholder />,
});

/** Keeps the selector's height until its chunk is loaded, so the footer does not shift (plain markup, no MUI). */
function SelectorPlaceholder({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const t = useShellTranslations('footer');
  return (
    <div ref={ref} role="status" className={styles.selectorPlaceholder}>
      <span className={a11y.visuallyHidden}>{t('selector.loading')}</span>
    </div>
  );
}

/**
 * The selector's chunk (MUI's Select, Menu and theme: ~50 KB gzip) is asked for when the footer
 * comes within 300 px of the view (spec §9's lazy blocks), not on hydration: evaluated at once,
 * it was a long task on every page right when a phone should answer taps (issue 14, TBT).
 */
export function LocaleCountrySelectorLazy({ defaultCountry }: { defaultCountry: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(LAZY_BLOCK_ROOT_MARGIN);
  return near ? <LocaleCountrySelector defaultCountry={defaultCountry} /> : <SelectorPlaceholder ref={ref} />;
}
