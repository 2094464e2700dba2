'use client';

import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/LocalizedLink';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { DEFAULT_AFTER_LOGIN_PATH, postLoginTarget } from '@/lib/domain/paths/next-path';
import { authMessagesFrom, loginSchema, USERNAME_MAX, PASSWORD_MAX, type LoginValues } from '@/lib/domain/validation/auth-schemas';
import { markJustLoggedIn } from '@/lib/client/session/session-client';
import { feedbackFromError, feedbackFromPayload } from '@/lib/client/graphql-request/call-feedback';
import { showFieldErrors } from '@/lib/client/graphql-request/show-field-errors';
import { currentNextParam, signIn } from './auth-api';
import type { AuthFormProps } from './auth-form-props';
import { PasswordField } from './PasswordField';
import { SocialLoginButtons } from './SocialLoginButtons';
import { useNextParam } from './use-next-param';

const FIELDS = ['username', 'password'] as const;

/**
 * Login form (spec §5: a username or e-mail and a password), shared by the /entrar/ page and
 * the auth dialog. On the page, success goes to the `next` parameter when it is a same-site
 * path, else to /home/ (spec §2); the dialog passes `onSuccess` and `onSwitch` instead.
 */
export function LoginForm({ idPrefix = 'login', next: nextProp, onSuccess, onSwitch }: AuthFormProps = {}) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const schema = useMemo(() => loginSchema(authMessagesFrom((key) => t(key))), [t]);
  const [formError, setFormError] = useState<string | null>(null);
  const pageNext = useNextParam();
  const next = nextProp !== undefined ? nextProp : pageNext;
  const errorId = `${idPrefix}-form-error`;

  const { control, handleSubmit, setError, formState } = useForm<LoginValues>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await signIn(values);
    if (!result.ok) {
      setFormError(feedbackFromError(result.error, { network: t('errors.network') }).message);
      return;
    }
    const refusal = feedbackFromPayload(result.data, { fields: FIELDS, aliases: { email: 'username' }, generic: t('errors.generic') });
    if (refusal) {
      setFormError(showFieldErrors(setError, refusal));
      return;
    }
    markJustLoggedIn();
    if (onSuccess) await onSuccess(next);
    else window.location.assign(postLoginTarget(currentNextParam(), localizedPath(DEFAULT_AFTER_LOGIN_PATH, locale)));
  });

  const registerHref = next ? `/registro/?next=${encodeURIComponent(next)}` : '/registro/';

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-describedby={formError ? errorId : undefined}>
      {formError ? (
        <Alert id={errorId} severity="error" role="alert" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Controller
          name="username"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              id={`${idPrefix}-username`}
              name={field.name}
              label={t('login.username')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              autoComplete="username"
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: USERNAME_MAX, autoCapitalize: 'none', spellCheck: false } }}
            />
          )}
        />
        <Controller
          name="password"
          control={control}
          render={({ field, fieldState }) => (
            <PasswordField
              id={`${idPrefix}-password`}
              name={field.name}
              label={t('login.password')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              autoComplete="current-password"
              maxLength={PASSWORD_MAX}
            />
          )}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </Box>
      <SocialLoginButtons next={next} />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        {onSwitch ? (
          <MuiLink component="button" type="button" variant="body2" onClick={onSwitch} sx={{ verticalAlign: 'baseline', fontWeight: 600 }}>
            {t('login.registerLink')}
          </MuiLink>
        ) : (
          <Link href={registerHref}>{t('login.registerLink')}</Link>
        )}
      </Typography>
    </Box>
  );
}
