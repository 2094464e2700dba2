'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useTranslations } from 'next-intl';
import { GetFlagOrganizationDocument } from '@/graphql/generated/client/graphql';
import { clientContext } from '@/lib/client/apollo/context';

/** The organisation's feature flags from GetFlagOrganization (spec §7: v4.b2b, network-only). Read-only. */
export function OrgFeatureFlags({ slug }: { slug: string }) {
  const t = useTranslations('org.admin.flags');
  const { data, loading, error } = useQuery(GetFlagOrganizationDocument, { variables: { slug }, context: clientContext('v4.b2b'), fetchPolicy: 'network-only', ssr: false });
  if (loading && !data) return <Skeleton variant="rounded" height={96} role="progressbar" aria-label={t('loading')} />;
  if (error || !data?.b2bOrganizationCurrent) return <Alert severity="error">{t('error')}</Alert>;
  const features = data.b2bOrganizationCurrent.features;
  if (features.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('empty')}</Typography>;
  return (
    <Box component="ul" aria-label={t('listLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
      {features.map((f) => (
        <Paper component="li" key={f.originalId} variant="outlined" sx={{ p: 2, borderRadius: 2, display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <div>
            <Typography sx={{ fontWeight: 700 }}>{f.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('scope', { scope: t.has(`scopes.${f.scope}`) ? t(`scopes.${f.scope}` as 'scopes.member') : f.scope })}
            </Typography>
          </div>
          <Chip size="small" label={f.isActive ? t('active') : t('inactive')} color={f.isActive ? 'success' : 'default'} variant={f.isActive ? 'filled' : 'outlined'} />
        </Paper>
      ))}
    </Box>
  );
}
