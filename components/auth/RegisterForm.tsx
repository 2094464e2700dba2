'use client';

import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/LocalizedLink';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { DEFAULT_AFTER_LOGIN_PATH, postLoginTarget } from '@/lib/domain/paths/next-path';
import { authMessagesFrom, registerSchema, NAME_MAX, PASSWORD_MAX, type RegisterValues } from '@/lib/domain/validation/auth-schemas';
import { markJustLoggedIn } from '@/lib/client/session/session-client';
import { feedbackFromError, feedbackFromPayload } from '@/lib/client/graphql-request/call-feedback';
import { showFieldErrors } from '@/lib/client/graphql-request/show-field-errors';
import { currentNextParam, signUp } from './auth-api';
import type { AuthFormProps } from './auth-form-props';
import { PasswordField } from './PasswordField';
import { SocialLoginButtons } from './SocialLoginButtons';
import { useNextParam } from './use-next-param';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'acceptLegal'] as const;
const TERMS_PATH = '/legal/terminos-y-condiciones/';
const PRIVACY_PATH = '/legal/politica-de-privacidad/';

type TextFieldName = 'firstName' | 'lastName' | 'email';

/**
 * Registration form (spec §5: first name, last name, e-mail, password and legal acceptance),
 * shared by /registro/, /onboarding/ and the auth dialog. On a page the new user goes to a
 * same-site `next`, else to /home/; the dialog passes `onSuccess` and `onSwitch` instead.
 * `showNames={false}` leaves the name fields out: the names are then not asked for, and not
 * required (spec §5 "names are optional by display", lib/domain/validation/auth-schemas.ts).
 */
export function RegisterForm({ idPrefix = 'register', next: nextProp, onSuccess, onSwitch, showNames = true }: AuthFormProps & { showNames?: boolean } = {}) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const schema = useMemo(() => registerSchema(authMessagesFrom((key) => t(key))), [t]);
  const [formError, setFormError] = useState<string | null>(null);
  const pageNext = useNextParam();
  const next = nextProp !== undefined ? nextProp : pageNext;

  const { control, handleSubmit, setError, formState } = useForm<RegisterValues>({
    resolver: zodResolver(schema),
    // Names left out are sent as nothing, which the schema accepts; shown, they start empty and are required.
    defaultValues: { ...(showNames ? { firstName: '', lastName: '' } : {}), email: '', password: '', acceptLegal: false },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await signUp(values);
    if (!result.ok) {
      setFormError(feedbackFromError(result.error, { network: t('errors.network') }).message);
      return;
    }
    const refusal = feedbackFromPayload(result.data, { fields: FIELDS, aliases: { username: 'email' }, generic: t('errors.generic') });
    if (refusal) {
      setFormError(showFieldErrors(setError, refusal));
      return;
    }
    markJustLoggedIn();
    if (onSuccess) await onSuccess(next);
    else window.location.assign(postLoginTarget(currentNextParam(), localizedPath(DEFAULT_AFTER_LOGIN_PATH, locale)));
  });

  const textField = (name: TextFieldName, autoComplete: string, type: 'text' | 'email' = 'text') => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          id={`${idPrefix}-${name}`}
          name={field.name}
          label={t(`register.${name}`)}
          type={type}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          autoComplete={autoComplete}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: name === 'email' ? 254 : NAME_MAX, ...(type === 'email' ? { autoCapitalize: 'none', spellCheck: false } : {}) } }}
        />
      )}
    />
  );

  const loginHref = next ? `/entrar/?next=${encodeURIComponent(next)}` : '/entrar/';
  const legalErrorId = `${idPrefix}-acceptLegal-error`;

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {formError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {showNames ? (
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {textField('firstName', 'given-name')}
            {textField('lastName', 'family-name')}
          </Box>
        ) : null}
        {textField('email', 'email', 'email')}
        <Controller
          name="password"
          control={control}
          render={({ field, fieldState }) => (
            <PasswordField
              id={`${idPrefix}-password`}
              name={field.name}
              label={t('register.password')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              helperText={t('register.passwordHelp')}
              autoComplete="new-password"
              maxLength={PASSWORD_MAX}
            />
          )}
        />
        <Controller
          name="acceptLegal"
          control={control}
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} required>
              <FormControlLabel
                control={
                  <Checkbox
                    id={`${idPrefix}-acceptLegal`}
                    name={field.name}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{
                      input: {
                        ref: field.ref,
                        'aria-describedby': fieldState.error ? legalErrorId : undefined,
                        'aria-invalid': fieldState.error ? true : undefined,
                      },
                    }}
                  />
                }
                label={
                  <Typography variant="body2" component="span">
                    {t.rich('register.acceptLegal', {
                      terms: (chunks) => (
                        <Link href={TERMS_PATH} target="_blank" rel="noopener">
                          {chunks}
                        </Link>
                      ),
                      privacy: (chunks) => (
                        <Link href={PRIVACY_PATH} target="_blank" rel="noopener">
                          {chunks}
                        </Link>
                      ),
                    })}
                  </Typography>
                }
              />
              {fieldState.error ? <FormHelperText id={legalErrorId}>{fieldState.error.message}</FormHelperText> : null}
            </FormControl>
          )}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </Box>
      <SocialLoginButtons next={next} />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        {onSwitch ? (
          <MuiLink component="button" type="button" variant="body2" onClick={onSwitch} sx={{ verticalAlign: 'baseline', fontWeight: 600 }}>
            {t('register.loginLink')}
          </MuiLink>
        ) : (
          <Link href={loginHref}>{t('register.loginLink')}</Link>
        )}
      </Typography>
    </Box>
  );
}
