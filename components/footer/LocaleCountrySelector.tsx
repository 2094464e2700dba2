'use client';

import { useEffect, useId, useMemo, useState, useTransition, type ChangeEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { routing, type Locale } from '@/lib/domain/i18n/routing';
import { usePathname, useRouter } from '@/lib/client/i18n/language-switch';
import { FOOTER_COUNTRIES, isFooterCountry, normalizeCountry } from '@/lib/domain/footer/footer-links';
import { readStoredCountry, storeCountry, syncCountryCookie } from '@/lib/client/country/country-preference';

interface Props {
  /** The page's country, used until the visitor picks one. */
  defaultCountry: string;
}

/**
 * Language and country selector of the footer (lazy-loaded, client only). Changing the language
 * navigates to the same path in the other locale through next-intl's router (which also
 * updates the NEXT_LOCALE cookie); the country is stored in localStorage and a `country` cookie.
 */
export default function LocaleCountrySelector({ defaultCountry }: Props) {
  const t = useTranslations('footer');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const id = useId();
  // Client-only component (ssr: false), so reading storage during the first render is safe.
  const [country, setCountry] = useState(() => {
    const stored = readStoredCountry();
    return stored && isFooterCountry(stored) ? stored : normalizeCountry(defaultCountry);
  });

  useEffect(() => {
    const stored = readStoredCountry();
    if (stored && isFooterCountry(stored)) syncCountryCookie(stored);
  }, []);

  const countryNames = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    return FOOTER_COUNTRIES.map((code) => ({ code, name: names?.of(code.toUpperCase()) ?? code.toUpperCase() })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    );
  }, [locale]);

  const onLanguage = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value as Locale;
    if (next === locale) return;
    const href = `${pathname}${window.location.search}${window.location.hash}`;
    startTransition(() => router.replace(href, { locale: next, scroll: false }));
  };

  const onCountry = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setCountry(next);
    storeCountry(next);
  };

  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      aria-label={t('selector.title')}
      onSubmit={(e) => e.preventDefault()}
      sx={{ minWidth: { sm: 360 } }}
    >
      <TextField
        id={`${id}-language`}
        select
        size="small"
        label={t('selector.language')}
        value={locale}
        onChange={onLanguage}
        disabled={pending}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 160 }}
      >
        {routing.locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </TextField>
      <TextField
        id={`${id}-country`}
        select
        size="small"
        label={t('selector.country')}
        value={country}
        onChange={onCountry}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 180 }}
      >
        {countryNames.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
