'use client';

import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { TestPaymentCardsDocument } from '@/graphql/generated/client/graphql';
import { clientContext } from '@/lib/client/apollo/context';

/** Translation key of a test card's outcome ('succeeds', 'declined', 'retry-then-succeeds'). */
export function outcomeKey(outcome: string): 'succeeds' | 'declined' | 'retryThenSucceeds' | null {
  const o = outcome.toLowerCase();
  if (o.includes('retry')) return 'retryThenSucceeds';
  if (o.includes('decline')) return 'declined';
  if (o.includes('succe') || o === 'paid' || o === 'approved') return 'succeeds';
  return null;
}

/**
 * The clearly labelled TEST MODE notice of checkout: no real charge, and the test cards the
 * built-in provider understands (testPaymentCards), each with what it does and a button that
 * fills it in.
 */
export function TestModeNotice({ onUseCard }: { onUseCard?: (number: string) => void }) {
  const t = useTranslations('cart.checkout.testMode');
  const { data } = useQuery(TestPaymentCardsDocument, { context: clientContext('paymentsv2'), fetchPolicy: 'cache-first', ssr: false });
  const cards = data?.testPaymentCards ?? [];
  return (
    <Alert severity="warning" variant="outlined" role="note" aria-labelledby="test-mode-title" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle id="test-mode-title" sx={{ fontWeight: 800, letterSpacing: '0.08em' }}>
        {t('title')}
      </AlertTitle>
      {t('body')}
      {cards.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 1, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {cards.map((card) => {
            const key = outcomeKey(card.outcome);
            return (
              <Box component="li" key={card.number} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
                <Box component="code" sx={{ fontFamily: 'monospace', fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {card.number}
                </Box>
                <span>— {key ? t(`outcomes.${key}`) : card.outcome}</span>
                {onUseCard ? (
                  <Button size="small" onClick={() => onUseCard(card.number)} aria-label={t('useLabel', { number: card.number })} sx={{ minWidth: 0, py: 0 }}>
                    {t('use')}
                  </Button>
                ) : null}
              </Box>
            );
          })}
        </Box>
      ) : null}
    </Alert>
  );
}
