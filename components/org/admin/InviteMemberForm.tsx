'use client';

import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import '@/lib/domain/validation/zod-without-eval'; // before any schema is built: no eval probe under the CSP (browser)
import { z } from 'zod';
import { InviteOrganizationMemberDocument } from '@/graphql/generated/client/graphql';
import { CopyLinkField } from '@/components/panels/CopyLinkField';
import { inviteSchema } from '@/lib/domain/org/admin-schemas';
import { useGraphQLAction } from '../use-graphql-action';
import { useValidationMessage } from './validation-message';

type Values = z.input<typeof inviteSchema>;

/**
 * Invites an e-mail address with a role. No e-mail is sent: the answer is the invitation link,
 * shown with a copy button for the admin to share (docs/organizations-and-panels.md).
 */
export function InviteMemberForm({ slug, roles, origin }: { slug: string; roles: Array<{ value: Values['role']; label: string }>; origin: string }) {
  const t = useTranslations('org.admin');
  const message = useValidationMessage();
  const [link, setLink] = useState<{ url: string; email: string } | null>(null);
  const { run, state, busy } = useGraphQLAction(InviteOrganizationMemberDocument, 'b2b', t('networkError'));
  const { control, handleSubmit, reset } = useForm<Values>({ resolver: zodResolver(inviteSchema) as never, defaultValues: { email: '', role: 'member' }, mode: 'onTouched' });

  const onSubmit = handleSubmit(async (values) => {
    setLink(null);
    const data = await run({ input: { slug, email: values.email.trim(), role: values.role } });
    const invitation = data?.inviteOrganizationMember.invitation;
    if (invitation) {
      setLink({ url: `${origin}${invitation.url}`, email: invitation.email });
      reset({ email: '', role: values.role });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('invite.formLabel')} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' }, alignItems: 'start' }}>
        <Controller
          name="email"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              id="invite-email"
              type="email"
              label={t('invite.email')}
              autoComplete="off"
              required
              error={Boolean(fieldState.error) || state.field === 'email'}
              helperText={fieldState.error ? message(fieldState.error.message) : ' '}
            />
          )}
        />
        <Controller
          name="role"
          control={control}
          render={({ field }) => (
            <TextField {...field} id="invite-role" select label={t('invite.role')} helperText=" ">
              {roles.map((r) => (
                <MenuItem key={r.value} value={r.value}>
                  {r.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 56 }}>
          {busy ? t('invite.sending') : t('invite.submit')}
        </Button>
      </Box>
      <div role="status" aria-live="polite">
        {state.status === 'error' && state.message ? <Alert severity="error">{state.message}</Alert> : null}
        {link ? (
          <Alert severity="success" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
            <Box sx={{ mb: 1.5 }}>{t('invite.created', { email: link.email })}</Box>
            <CopyLinkField value={link.url} id="invite-link" labels={{ field: t('invite.link'), copy: t('copy'), copied: t('copied'), failed: t('copyFailed') }} />
          </Alert>
        ) : null}
      </div>
    </Box>
  );
}
