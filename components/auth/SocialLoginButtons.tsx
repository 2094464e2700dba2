'use client';

import { useQuery } from '@apollo/client/react';
import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { SocialLoginProvidersDocument } from '@/graphql/generated/client/graphql';
import { clientContext } from '@/lib/client/apollo/context';
import { isSocialProvider } from '@/lib/domain/auth/social-providers';

/**
 * One button per social provider configured on the server (issue 3: none are shown when
 * none is configured). Each starts the provider's sign-in and comes back to `next`.
 */
const subscribe = () => () => {};

export function SocialLoginButtons({ next }: { next?: string | null }) {
  const t = useTranslations('auth.social');
  // Read in the browser (server snapshot: no error) so the auth pages stay static.
  const failed = useSyncExternalStore(subscribe, () => new URLSearchParams(window.location.search).get('error') === 'social', () => false);
  const { data } = useQuery(SocialLoginProvidersDocument, { context: clientContext('auth'), fetchPolicy: 'cache-first' });
  const providers = (data?.socialLoginProviders ?? []).filter((p) => isSocialProvider(p.name));
  if (providers.length === 0 && !failed) return null;
  return (
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      {failed ? <Alert severity="error">{t('failed')}</Alert> : null}
      {providers.length > 0 ? (
        <>
          <Divider>{t('or')}</Divider>
          {providers.map((p) => (
            <Button
              key={p.name}
              variant="outlined"
              size="large"
              fullWidth
              href={next ? `${p.startPath}?next=${encodeURIComponent(next)}` : p.startPath}
            >
              {t('continueWith', { provider: t(`names.${p.name as 'facebook'}`) })}
            </Button>
          ))}
        </>
      ) : null}
    </Stack>
  );
}
