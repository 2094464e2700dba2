'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@/lib/theme/a11y';

/** Keeps the selector's height while its chunk loads, so the footer does not shift. */
function SelectorPlaceholder() {
  const t = useTranslations('footer');
  return (
    <Box role="status" sx={{ minHeight: 40, minWidth: { sm: 360 } }}>
      <Box component="span" sx={visuallyHidden}>
        {t('selector.loading')}
      </Box>
    </Box>
  );
}

/** Spec §2: the language/country selector is lazy-loaded; it renders on the client only. */
const LocaleCountrySelector = dynamic(() => import('./LocaleCountrySelector'), {
  ssr: false,
  loading: () => <SelectorPlaceholder />,
});

export function LocaleCountrySelectorLazy({ defaultCountry }: { defaultCountry: string }) {
  return <LocaleCountrySelector defaultCountry={defaultCountry} />;
}
