'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { AcceptOrganizationInvitationDocument } from '@/graphql/generated/client/graphql';
import { refreshCurrentUser } from '@/lib/client/stores/current-user-store';
import { useGraphQLAction } from '../use-graphql-action';

/** Accepts the invitation, then opens the organisation's learning home. */
export function AcceptInvitationButton({ token }: { token: string }) {
  const t = useTranslations('org.invitation');
  const tAdmin = useTranslations('org.admin');
  const { run, state, busy } = useGraphQLAction(AcceptOrganizationInvitationDocument, 'b2b', tAdmin('networkError'));
  const accept = async () => {
    const data = await run({ input: { token } });
    const result = data?.acceptOrganizationInvitation;
    if (result?.success) {
      await refreshCurrentUser();
      window.location.assign(result.learnUrl);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
      <Button variant="contained" size="large" onClick={() => void accept()} disabled={busy || state.status === 'done'}>
        {busy || state.status === 'done' ? t('accepting') : t('accept')}
      </Button>
      <div role="status" aria-live="polite">
        {state.status === 'error' && state.message ? <Alert severity="error">{state.message}</Alert> : null}
      </div>
    </Box>
  );
}
