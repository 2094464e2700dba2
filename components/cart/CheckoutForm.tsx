'use client';

import { useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import { feedbackFromError } from '@/lib/client/graphql-request/call-feedback';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import { useTranslations } from 'next-intl';
import { CheckoutCartDocument, type CheckoutCartMutation } from '@/graphql/generated/client/graphql';
import { clientContext } from '@/lib/client/apollo/context';
import {
  CARD_VALIDATION_KEYS,
  cardFormSchema,
  checkoutCardInput,
  formatCardNumber,
  formatExpiry,
  HOLDER_MAX,
  type CardFormValues,
  type CardValidationMessages,
} from '@/lib/domain/cart/card-validation';
import { confirmationPath } from '@/lib/domain/cart/cart-paths';
import { AUTO_RETRY_DELAY_MS, createCheckoutAttempt, needsRetry } from '@/lib/domain/cart/checkout-attempt';
import { useCartActions } from '@/lib/client/cart/use-cart-actions';
import { useRouter } from '@/lib/client/i18n/localized-router';
import { showLogin } from '@/lib/client/stores/auth-dialog-store';
import { TestModeNotice } from './TestModeNotice';

type CheckoutResult = CheckoutCartMutation['checkoutCart'];

type Notice = { kind: 'declined' | 'retry' | 'error'; message: string } | null;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The server's code and translated message of a failed checkout; both null without a GraphQL answer. */
function graphQLCode(error: unknown): { code: string | null; message: string | null } {
  const { code, message } = feedbackFromError(error, { network: null });
  return { code, message };
}

/**
 * The card form of checkout (issue 5 item 6): react-hook-form + zod with translated field
 * errors, the TEST MODE notice, and checkoutCart with one idempotency key per purchase attempt
 * (lib/domain/cart/checkout-attempt.ts): reused for a double click and for the automatic, then
 * explicit, retry of REQUIRES_RETRY; a DECLINED card shows the message and the next card gets a
 * new key. PAID goes to the confirmation page.
 */
export function CheckoutForm({ amountLabel }: { amountLabel: string }) {
  const t = useTranslations('cart.checkout');
  const client = useApolloClient();
  const router = useRouter();
  const { refreshCart } = useCartActions();
  const messages = useMemo(
    () => Object.fromEntries(CARD_VALIDATION_KEYS.map((key) => [key, t(`errors.${key}`)])) as CardValidationMessages,
    [t],
  );
  const schema = useMemo(() => cardFormSchema(messages), [messages]);
  const { control, handleSubmit, setValue, getValues, setFocus } = useForm<CardFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { cardNumber: '', cardExpiry: '', cardCvc: '', cardHolder: '' },
    mode: 'onTouched',
  });
  const attempt = useRef(createCheckoutAttempt());
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const send = async (values: CardFormValues, idempotencyKey: string): Promise<CheckoutResult> => {
    const { data } = await client.mutate({
      mutation: CheckoutCartDocument,
      variables: { input: { idempotencyKey, ...checkoutCardInput(values) } },
      context: clientContext('paymentsv2'),
    });
    if (!data) throw new Error('checkoutCart answered without data');
    return data.checkoutCart;
  };

  const pay = async (values: CardFormValues) => {
    if (inFlight.current) return; // a double click joins the attempt under way
    inFlight.current = true;
    setPending(true);
    setNotice(null);
    let paid = false;
    try {
      const key = attempt.current.key();
      let result = await send(values, key);
      if (needsRetry(result.status)) {
        // The provider asked for a retry: once automatically, with the same key.
        setRetrying(true);
        await delay(AUTO_RETRY_DELAY_MS);
        result = await send(values, key);
        setRetrying(false);
      }
      attempt.current.settle(result.status);
      if (result.status === 'PAID' && result.order) {
        paid = true;
        void refreshCart().catch(() => null);
        router.push(confirmationPath(result.order.number));
        return;
      }
      if (result.status === 'DECLINED') {
        setNotice({ kind: 'declined', message: result.message || t('errors.declined') });
        setFocus('cardNumber');
      } else {
        setNotice({ kind: 'retry', message: result.message || t('errors.retry') });
      }
    } catch (error) {
      setRetrying(false);
      const { code, message } = graphQLCode(error);
      if (code === 'UNAUTHENTICATED') {
        attempt.current.settle('REFUSED');
        showLogin({ next: `${window.location.pathname}${window.location.search}`, sourceComponent: 'checkout' });
        return;
      }
      if (code === 'BAD_USER_INPUT') {
        attempt.current.settle('REFUSED');
        setNotice({ kind: 'error', message: message || t('errors.generic') });
        return;
      }
      // Unknown outcome (network, server): the same key is safe to send again.
      attempt.current.settle('NETWORK_ERROR');
      setNotice({ kind: 'retry', message: t('errors.generic') });
    } finally {
      inFlight.current = false;
      // After PAID the button stays busy until the confirmation page replaces this one.
      if (!paid) setPending(false);
    }
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => handleSubmit(pay)(event);
  const retry = () => void pay(getValues());

  const field = (name: keyof CardFormValues, label: string, props: Record<string, unknown>, format?: (v: string) => string) => (
    <Controller
      name={name}
      control={control}
      render={({ field: f, fieldState }) => (
        <TextField
          id={`checkout-${name}`}
          name={f.name}
          value={f.value}
          onChange={(e) => f.onChange(format ? format(e.target.value) : e.target.value)}
          onBlur={f.onBlur}
          inputRef={f.ref}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
          required
          fullWidth
          disabled={pending}
          slotProps={{ htmlInput: { ...props, 'aria-invalid': fieldState.error ? true : undefined } }}
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="checkout-form-title" aria-busy={pending || undefined} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="checkout-form-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        {t('form.title')}
      </Typography>
      <TestModeNotice onUseCard={(number) => setValue('cardNumber', formatCardNumber(number), { shouldValidate: true })} />
      {field('cardNumber', t('form.number'), { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23 }, formatCardNumber)}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        {field('cardExpiry', t('form.expiry'), { inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: 5, placeholder: 'MM/AA' }, formatExpiry)}
        {field('cardCvc', t('form.cvc'), { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 }, (v) => v.replace(/\D/g, '').slice(0, 4))}
      </Box>
      {field('cardHolder', t('form.holder'), { autoComplete: 'cc-name', maxLength: HOLDER_MAX })}

      <Box aria-live="polite">
        {retrying ? (
          <Alert severity="info" icon={<CircularProgress size={18} />}>
            {t('form.retrying')}
          </Alert>
        ) : null}
      </Box>
      {notice ? (
        <Alert
          severity={notice.kind === 'declined' ? 'error' : 'warning'}
          role="alert"
          action={
            notice.kind === 'retry' ? (
              <Button color="inherit" size="small" onClick={retry} disabled={pending} sx={{ fontWeight: 700 }}>
                {t('form.retry')}
              </Button>
            ) : undefined
          }
        >
          {notice.message}
        </Alert>
      ) : null}

      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <LockRoundedIcon />}
        sx={{ fontWeight: 800 }}
      >
        {pending ? t('form.paying') : t('form.pay', { amount: amountLabel })}
      </Button>
    </Box>
  );
}
