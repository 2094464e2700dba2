'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { feedbackFromError, feedbackFromPayload } from '@/lib/client/graphql-request/call-feedback';
import { showFieldErrors } from '@/lib/client/graphql-request/show-field-errors';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'next-intl';
import { Drawer } from '@/components/ui/Drawer';
import { SupportMessageDocument, SupportMessagesDocument } from '@/graphql/generated/client/graphql';
import { clientContext } from '@/lib/client/apollo/context';
import { CHAT_PANEL_ID, SUPPORT_MESSAGE_MAX, supportMessageSchema } from '@/lib/domain/site-chrome/support-message';

type FormInput = { body: string };

/**
 * The chat-support panel (lazy-loaded): the user's earlier messages (a polite live log) and a
 * form to write a new one, stored with `supportMessage` on `private` (validated and limited
 * per user on the server; its translated refusal is shown as is).
 */
export default function ChatSupportPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('siteChrome.chat');
  const format = useFormatter();
  const historyId = useId();
  const history = useQuery(SupportMessagesDocument, { context: clientContext('private'), skip: !open, fetchPolicy: 'cache-and-network' });
  const [send] = useMutation(SupportMessageDocument, { context: clientContext('private') });
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const schema = useMemo(() => supportMessageSchema({ required: t('validation.required'), length: t('validation.length') }), [t]);
  const { control, handleSubmit, reset, setError, formState } = useForm<FormInput, unknown, FormInput>({
    resolver: zodResolver(schema),
    defaultValues: { body: '' },
  });
  const length = useWatch({ control, name: 'body' }).length;
  const logEnd = useRef<HTMLLIElement>(null);
  const messages = history.data?.supportMessages ?? [];

  useEffect(() => {
    logEnd.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  const onSubmit = handleSubmit(async ({ body }) => {
    setStatus(null);
    try {
      const result = await send({ variables: { input: { body, sourcePath: window.location.pathname } } });
      const payload = result.data?.supportMessage;
      if (!payload) throw new Error('no payload');
      const refusal = feedbackFromPayload(payload, { fields: ['body'] as const, generic: t('error') });
      if (refusal) {
        const message = showFieldErrors(setError, refusal);
        if (message) setStatus({ kind: 'error', text: message });
        return;
      }
      reset({ body: '' });
      setStatus({ kind: 'success', text: t('sent') });
      await history.refetch();
    } catch (error) {
      setStatus({ kind: 'error', text: feedbackFromError(error, { network: t('error') }).message });
    }
  });

  return (
    <Drawer open={open} onClose={onClose} title={t('title')} position="right" id={CHAT_PANEL_ID}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2, height: '100%' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('intro')}
        </Typography>
        <Typography id={historyId} component="h3" variant="subtitle2">
          {t('history')}
        </Typography>
        {history.error && !history.data ? (
          <Alert severity="error">{feedbackFromError(history.error, { network: t('loadError') }).message}</Alert>
        ) : null}
        <Box
          component="ol"
          role="log"
          aria-labelledby={historyId}
          aria-live="polite"
          sx={{ listStyle: 'none', m: 0, p: 0, flex: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 1, minHeight: 120 }}
        >
          {messages.length === 0 && !history.loading ? (
            <Typography component="li" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('empty')}
            </Typography>
          ) : null}
          {messages.map((m) => (
            <Box component="li" key={m.id} sx={{ alignSelf: 'flex-end', maxWidth: '85%', bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2, px: 1.5, py: 1 }}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.body}
              </Typography>
              <Typography component="time" dateTime={m.createdAt} variant="caption" sx={{ display: 'block', opacity: 0.85, textAlign: 'right' }}>
                {format.dateTime(new Date(m.createdAt), { dateStyle: 'short', timeStyle: 'short' })}
              </Typography>
            </Box>
          ))}
          <li ref={logEnd} aria-hidden style={{ listStyle: 'none' }} />
        </Box>
        {status ? (
          <Alert severity={status.kind} role={status.kind === 'error' ? 'alert' : 'status'}>
            {status.text}
          </Alert>
        ) : null}
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Controller
            name="body"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                label={t('label')}
                multiline
                minRows={3}
                maxRows={8}
                required
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? t('count', { count: length, max: SUPPORT_MESSAGE_MAX })}
                slotProps={{ htmlInput: { maxLength: SUPPORT_MESSAGE_MAX } }}
              />
            )}
          />
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('sending') : t('send')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
