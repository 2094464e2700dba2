'use client';

import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { UpdateBasicDataDocument } from '@/graphql/generated/client/graphql';
import { clientContext } from '@/lib/client/apollo/context';
import { closeAuthDialog } from '@/lib/client/stores/auth-dialog-store';
import { refreshCurrentUser, type CurrentUser } from '@/lib/client/stores/current-user-store';
import {
  BASIC_NAME_MAX,
  PHONE_CODE_MAX,
  PHONE_NUMBER_INPUT_MAX,
  basicDataMessagesFrom,
  basicDataSchema,
  type BasicDataInputValues,
  type BasicDataValues,
} from '@/lib/domain/validation/basic-data-schema';
import { feedbackFromError, feedbackFromPayload } from '@/lib/client/graphql-request/call-feedback';
import { showFieldErrors } from '@/lib/client/graphql-request/show-field-errors';
import { DialogHeading } from './DialogHeading';

const FIELDS = ['firstName', 'lastName', 'phoneCode', 'phoneNumber'] as const;
type FieldName = (typeof FIELDS)[number];

export interface BasicDataFormProps {
  user: CurrentUser;
  requirePhone: boolean;
  redirectUrl: string | null;
  titleId: string;
  descriptionId: string;
  /** Navigation after saving with a redirect url (injectable for tests). */
  navigate?: (url: string) => void;
}

/**
 * The basic-data form (spec §2): first and last name and the phone (required when asked),
 * saved with `updateBasicData` on the `private` endpoint. On success the current user is
 * refreshed, then the user goes to the redirect url or the dialog closes.
 */
export function BasicDataForm({ user, requirePhone, redirectUrl, titleId, descriptionId, navigate }: BasicDataFormProps) {
  const t = useTranslations('auth');
  const schema = useMemo(() => basicDataSchema(basicDataMessagesFrom((key) => t(`basicData.${key}`)), { requirePhone }), [t, requirePhone]);
  const [formError, setFormError] = useState<string | null>(null);
  const [mutate] = useMutation(UpdateBasicDataDocument, { context: clientContext('private') });

  const { control, handleSubmit, setError, formState } = useForm<BasicDataInputValues, unknown, BasicDataValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phoneCode: user.phoneCode ?? '',
      phoneNumber: user.phoneNumber ?? '',
    },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    let payload;
    try {
      const result = await mutate({ variables: { input: values } });
      payload = result.data?.updateBasicData;
    } catch (error) {
      setFormError(feedbackFromError(error, { network: t('errors.network'), generic: t('errors.generic') }).message);
      return;
    }
    const refusal = feedbackFromPayload(payload, { fields: FIELDS, generic: t('errors.generic') });
    if (refusal) {
      setFormError(showFieldErrors(setError, refusal));
      return;
    }
    await refreshCurrentUser();
    if (redirectUrl) (navigate ?? ((url: string) => window.location.assign(url)))(redirectUrl);
    else closeAuthDialog({ force: true, keepPendingCourse: true });
  });

  const field = (name: FieldName, options: { autoComplete: string; maxLength: number; required: boolean; helper?: string; inputMode?: 'tel' | 'text' }) => (
    <Controller
      name={name}
      control={control}
      render={({ field: f, fieldState }) => (
        <TextField
          id={`basic-data-${name}`}
          name={f.name}
          label={t(`basicData.${name}`)}
          value={f.value ?? ''}
          onChange={f.onChange}
          onBlur={f.onBlur}
          inputRef={f.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? options.helper}
          autoComplete={options.autoComplete}
          required={options.required}
          fullWidth
          slotProps={{ htmlInput: { maxLength: options.maxLength, inputMode: options.inputMode } }}
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogHeading
        titleId={titleId}
        descriptionId={descriptionId}
        title={t('basicData.title')}
        subtitle={requirePhone ? t('basicData.phoneRequired') : t('basicData.subtitle')}
      />
      {formError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('firstName', { autoComplete: 'given-name', maxLength: BASIC_NAME_MAX, required: true })}
          {field('lastName', { autoComplete: 'family-name', maxLength: BASIC_NAME_MAX, required: true })}
        </Box>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
          {field('phoneCode', { autoComplete: 'tel-country-code', maxLength: PHONE_CODE_MAX, required: requirePhone, helper: t('basicData.phoneCodeHelp'), inputMode: 'tel' })}
          {field('phoneNumber', { autoComplete: 'tel-national', maxLength: PHONE_NUMBER_INPUT_MAX, required: requirePhone, helper: t('basicData.phoneNumberHelp'), inputMode: 'tel' })}
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('basicData.submitting') : t('basicData.submit')}
        </Button>
      </Box>
    </Box>
  );
}
