'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { UpdateMentorStatusDocument } from '@/graphql/generated/client/graphql';
import { useGraphQLAction } from '@/components/org/use-graphql-action';
import { MENTOR_STATUSES, type MentorStatusValue } from '@/lib/domain/panels/project-review';

/** The mentor's own status (spec §3 mentor status), saved with updateMentorStatus on v4. */
export function MentorStatusForm({ status }: { status: MentorStatusValue }) {
  const t = useTranslations('panels.mentor');
  const [value, setValue] = useState<MentorStatusValue>(status);
  const { run, state, busy } = useGraphQLAction(UpdateMentorStatusDocument, 'v4', t('networkError'));
  return (
    <Box
      component="form"
      aria-label={t('statusFormLabel')}
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        void run({ input: { status: value } });
      }}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap', mt: 1.5 }}
    >
      <TextField id="mentor-status" select size="small" label={t('statusLabel')} value={value} onChange={(e) => setValue(e.target.value as MentorStatusValue)} sx={{ minWidth: 240 }}>
        {MENTOR_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`statuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={busy || value === status}>
        {busy ? t('statusSaving') : t('statusSave')}
      </Button>
      <Box role="status" aria-live="polite" sx={{ width: '100%' }}>
        {state.status === 'error' && state.message ? <Alert severity="error">{state.message}</Alert> : null}
        {state.status === 'done' ? <Alert severity="success">{t('statusSaved', { status: t(`statuses.${value}`) })}</Alert> : null}
      </Box>
    </Box>
  );
}
