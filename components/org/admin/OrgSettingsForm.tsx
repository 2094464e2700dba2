'use client';

import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { UpdateOrganizationSettingsDocument } from '@/graphql/generated/client/graphql';
import { HEX_COLOR, normalizeHexColor, orgSettingsSchema, type OrgSettingsInput } from '@/lib/domain/org/admin-schemas';
import { readableTextColor } from '@/lib/domain/theme/contrast';
import { colorContrastWarnings, orgPalette } from '@/lib/domain/org/org-palette';
import { lightPalette } from '@/lib/domain/theme/palette';
import { useGraphQLAction } from '../use-graphql-action';
import { useValidationMessage } from './validation-message';

type Values = { logo: string; darkModeLogo: string; primaryColor: string; secondaryColor: string };

/**
 * Organisation settings: logo, dark-mode logo and brand colours. Colours must be hex; the
 * contrast of each is checked as you type (lib/domain/org/org-palette.ts) and a colour below WCAG AA is
 * saved with a warning, since the learning home adjusts it for text.
 */
export function OrgSettingsForm({ slug, initial }: { slug: string; initial: Values }) {
  const t = useTranslations('org.admin');
  const message = useValidationMessage();
  const [serverWarnings, setServerWarnings] = useState<string[] | null>(null);
  const { run, state, busy } = useGraphQLAction(UpdateOrganizationSettingsDocument, 'b2b', t('networkError'));
  const { control, handleSubmit } = useForm<Values, unknown, Values>({ resolver: zodResolver(orgSettingsSchema) as never, defaultValues: initial, mode: 'onTouched' });
  const [primary, secondary] = useWatch({ control, name: ['primaryColor', 'secondaryColor'] });
  const valid = (v: string) => HEX_COLOR.test(v.trim());
  const liveWarnings = useMemo(
    () => (valid(primary) && valid(secondary) ? colorContrastWarnings({ primary: normalizeHexColor(primary), secondary: normalizeHexColor(secondary) }) : []),
    [primary, secondary],
  );
  const preview = valid(primary) && valid(secondary) ? orgPalette(primary.trim(), secondary.trim()).light : null;

  const onSubmit = handleSubmit(async (values) => {
    setServerWarnings(null);
    const input: OrgSettingsInput & { slug: string } = { slug, ...values };
    const data = await run({ input });
    if (data?.updateOrganizationSettings.success) setServerWarnings(data.updateOrganizationSettings.warnings);
  });

  const text = (name: 'logo' | 'darkModeLogo', label: string, help: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField {...field} id={`settings-${name}`} label={label} type="url" fullWidth error={Boolean(fieldState.error)} helperText={fieldState.error ? message(fieldState.error.message) : help} slotProps={{ htmlInput: { maxLength: 500, spellCheck: false } }} />
      )}
    />
  );
  const color = (name: 'primaryColor' | 'secondaryColor', label: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            {...field}
            id={`settings-${name}`}
            label={label}
            required
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error ? message(fieldState.error.message) : t('settings.hexHelp')}
            slotProps={{ htmlInput: { maxLength: 7, spellCheck: false, autoCapitalize: 'characters' } }}
          />
          <Box
            component="input"
            type="color"
            aria-label={t('settings.picker', { label })}
            value={valid(field.value) ? normalizeHexColor(field.value).toLowerCase() : '#000000'}
            onChange={(e: React.ChangeEvent<HTMLInputElement>) => field.onChange(e.target.value.toUpperCase())}
            sx={{ width: 56, height: 56, p: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', cursor: 'pointer', flexShrink: 0 }}
          />
        </Box>
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('settings.formLabel')} sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {text('logo', t('settings.logo'), t('settings.logoHelp'))}
        {text('darkModeLogo', t('settings.darkModeLogo'), t('settings.darkModeLogoHelp'))}
        {color('primaryColor', t('settings.primary'))}
        {color('secondaryColor', t('settings.secondary'))}
      </Box>
      {preview ? (
        // The preview shows the light palette, so it sits on the light surface in both schemes (axe color-contrast in dark).
        <Box aria-hidden sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', p: 1.5, borderRadius: 1, bgcolor: lightPalette.background.paper, border: 1, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ color: lightPalette.text.secondary }}>
            {t('settings.preview')}
          </Typography>
          <Box sx={{ px: 2, py: 1, borderRadius: 1, bgcolor: normalizeHexColor(primary), color: readableTextColor(normalizeHexColor(primary)), fontWeight: 700 }}>{t('settings.previewHeader')}</Box>
          <Box sx={{ px: 2, py: 1, borderRadius: 1, bgcolor: preview.primary.main, color: preview.primary.contrastText, fontWeight: 600 }}>{t('settings.previewButton')}</Box>
          <Box sx={{ color: preview.primary.main, fontWeight: 600, textDecoration: 'underline' }}>{t('settings.previewLink')}</Box>
          <Box sx={{ color: preview.secondary.main, fontWeight: 600 }}>{t('settings.previewAccent')}</Box>
        </Box>
      ) : null}
      <div aria-live="polite">
        {liveWarnings.map((w) => (
          <Alert key={`${w.color}-${w.kind}`} severity="warning" sx={{ mb: 1 }}>
            {t(w.kind === 'onSurface' ? 'settings.warningOnSurface' : 'settings.warningTextOnColor', { color: t(`settings.${w.color}`), ratio: w.ratio })}
          </Alert>
        ))}
      </div>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('settings.saving') : t('settings.submit')}
        </Button>
      </Box>
      <div role="status" aria-live="polite">
        {state.status === 'error' && state.message ? <Alert severity="error">{state.message}</Alert> : null}
        {serverWarnings !== null ? <Alert severity="success">{serverWarnings.length > 0 ? t('settings.savedWithWarnings', { count: serverWarnings.length }) : t('settings.saved')}</Alert> : null}
      </div>
    </Box>
  );
}
