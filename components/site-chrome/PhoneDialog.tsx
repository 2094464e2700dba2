'use client';

import { useId, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { feedbackFromError, feedbackFromPayload } from '@/lib/client/graphql-request/call-feedback';
import { showFieldErrors } from '@/lib/client/graphql-request/show-field-errors';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/Dialog';
import { DialogGetPhoneMembershipPricesDocument, PhoneCountriesDocument, SavePhoneNumberDocument } from '@/graphql/generated/client/graphql';
import { clientContext } from '@/lib/client/apollo/context';
import {
  firstMembershipPrice,
  formatPriceTotal,
  PHONE_LEAD_MESSAGE_KEYS,
  PHONE_POPUP_GROUP,
  phoneLeadSchema,
  type PhoneLeadInput,
  type PhoneLeadMessages,
  type PhoneLeadValues,
} from '@/lib/domain/site-chrome/phone-lead';
import { showLogin } from '@/lib/client/stores/auth-dialog-store';
import { refreshCurrentUser, useCurrentUser } from '@/lib/client/stores/current-user-store';
import { closePhoneDialog, useSiteChrome } from '@/lib/client/stores/site-chrome-store';
import { PhoneInput } from './PhoneInput';

/**
 * The phone dialog opened from search (spec §2; lazy-loaded): the membership offer of spec §7
 * DialogGetPhoneMembershipPrices (first type of MEMBERSHIP-POPUP-USER-UPDATE, its total and
 * currency symbol) and the phone-lead form. A signed-in user saves the phone with
 * savePhoneNumber on `private`; a visitor is asked to sign in first.
 */
export default function PhoneDialog() {
  const t = useTranslations('siteChrome.phone');
  const locale = useLocale();
  const source = useSiteChrome((s) => s.phoneDialogSource);
  const user = useCurrentUser();
  const descriptionId = useId();
  const offer = useQuery(DialogGetPhoneMembershipPricesDocument, { variables: { group: PHONE_POPUP_GROUP }, context: clientContext('default') });
  const price = firstMembershipPrice(offer.data?.membershipTypesV2);
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <Dialog open size="s" onClose={() => closePhoneDialog()} title={t('title')} describedById={descriptionId}>
      <Box id={descriptionId}>
        {price ? (
          <Typography sx={{ fontWeight: 700, mb: 1 }} data-testid="phone-offer">
            {t('offer', { symbol: price.currencySymbol, total: formatPriceTotal(price.total, locale) })}
          </Typography>
        ) : offer.loading ? (
          <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('offerLoading')}</Typography>
        ) : null}
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('intro')}</Typography>
      </Box>
      {saved ? (
        <Alert severity="success" role="status">
          {t('saved', { phone: saved })}
        </Alert>
      ) : user.status === 'authenticated' ? (
        <PhoneLeadForm defaults={{ phoneCode: user.user.phoneCode ?? '', phoneNumber: user.user.phoneNumber ?? '' }} onSaved={setSaved} />
      ) : user.status === 'loading' ? null : (
        <Box>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('signInHint')}
          </Typography>
          <Button
            variant="contained"
            fullWidth
            onClick={() => {
              closePhoneDialog();
              showLogin({ sourceComponent: `PhoneDialog${source ? `:${source}` : ''}` });
            }}
          >
            {t('signIn')}
          </Button>
        </Box>
      )}
    </Dialog>
  );
}

export function PhoneLeadForm({ defaults, onSaved }: { defaults: PhoneLeadInput; onSaved: (phone: string) => void }) {
  const t = useTranslations('siteChrome.phone');
  const idPrefix = useId();
  const countries = useQuery(PhoneCountriesDocument, { context: clientContext('default') });
  const allowed = useMemo(() => {
    const list = countries.data?.phoneCountries;
    return list && list.length > 0 ? new Set(list.map((c) => c.phoneCode)) : undefined;
  }, [countries.data]);
  const messages = useMemo(() => Object.fromEntries(PHONE_LEAD_MESSAGE_KEYS.map((k) => [k, t(`validation.${k}`)])) as PhoneLeadMessages, [t]);
  const schema = useMemo(() => phoneLeadSchema(messages, allowed), [messages, allowed]);
  const [mutate] = useMutation(SavePhoneNumberDocument, { context: clientContext('private') });
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<PhoneLeadInput, unknown, PhoneLeadValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await mutate({ variables: { input: values } });
      const payload = result.data?.savePhoneNumber;
      if (!payload) throw new Error('no payload');
      const refusal = feedbackFromPayload(payload, { fields: ['phoneCode', 'phoneNumber'] as const, generic: t('error') });
      if (refusal) {
        setFormError(showFieldErrors(setError, refusal));
        return;
      }
      await refreshCurrentUser();
      onSaved(`${payload.phoneCode ?? values.phoneCode} ${payload.phoneNumber ?? values.phoneNumber}`);
    } catch (error) {
      setFormError(feedbackFromError(error, { network: t('error') }).message);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Controller
        name="phoneCode"
        control={control}
        render={({ field: code, fieldState: codeState }) => (
          <Controller
            name="phoneNumber"
            control={control}
            render={({ field: number, fieldState: numberState }) => (
              <PhoneInput
                idPrefix={idPrefix}
                countries={countries.data?.phoneCountries ?? []}
                disabled={formState.isSubmitting}
                code={{ value: code.value ?? '', onChange: code.onChange, onBlur: code.onBlur, error: codeState.error?.message, label: t('countryCode'), inputRef: code.ref }}
                number={{ value: number.value ?? '', onChange: number.onChange, onBlur: number.onBlur, error: numberState.error?.message, label: t('number'), inputRef: number.ref }}
              />
            )}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('saving') : t('submit')}
      </Button>
    </Box>
  );
}
