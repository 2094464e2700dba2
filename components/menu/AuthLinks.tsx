'use client';

import { useTranslations } from 'next-intl';
import Stack from '@mui/material/Stack';
import { ButtonLink } from './ButtonLink';
import { LOGIN_PATH, REGISTER_PATH, withQuery } from './menu-links';
import { useReturnTo } from './use-return-to';

interface AuthLinksProps {
  /** Stacked full-width buttons (drawer) instead of an inline pair (menu bar). */
  stacked?: boolean;
  /** Responsive `display` of the register button in the menu bar (hidden where it is too narrow). */
  registerDisplay?: Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;
  onNavigate?: () => void;
}

/**
 * 'Iniciar sesión' and 'Regístrate' for anonymous visitors (spec §6), each carrying `next` = the
 * current path and query (spec §2). They are pages for now; the auth dialog may take them over.
 */
export function AuthLinks({ stacked = false, registerDisplay, onNavigate }: AuthLinksProps) {
  const t = useTranslations('menu');
  const next = useReturnTo();
  return (
    <Stack direction={stacked ? 'column' : 'row'} spacing={1} sx={{ alignItems: stacked ? 'stretch' : 'center' }}>
      <ButtonLink
        href={withQuery(LOGIN_PATH, { next })}
        variant={stacked ? 'outlined' : 'text'}
        color={stacked ? 'primary' : 'inherit'}
        onClick={onNavigate}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('login')}
      </ButtonLink>
      <ButtonLink
        href={withQuery(REGISTER_PATH, { next })}
        variant="contained"
        color="primary"
        onClick={onNavigate}
        sx={stacked ? undefined : { whiteSpace: 'nowrap', display: registerDisplay }}
      >
        {t('register')}
      </ButtonLink>
    </Stack>
  );
}
