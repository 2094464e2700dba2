import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/catalogue/money';

export type PriceTagProps = {
  /** What the learner pays, in cents. */
  priceCents: number;
  /** List price before the discount, in cents. */
  realPriceCents: number;
  currency: string;
  /** Percent shown on the badge; worked out from the two prices when omitted. */
  discountPercent?: number;
  size?: 'small' | 'large';
};

/** Price with the crossed-out list price and the discount badge when there is one. */
export function PriceTag({ priceCents, realPriceCents, currency, discountPercent, size = 'small' }: PriceTagProps) {
  const t = useTranslations('course.price');
  const locale = useLocale();
  const hasDiscount = realPriceCents > priceCents;
  const percent = discountPercent && discountPercent > 0
    ? discountPercent
    : hasDiscount && realPriceCents > 0
      ? Math.round(((realPriceCents - priceCents) / realPriceCents) * 100)
      : 0;
  const large = size === 'large';
  if (priceCents <= 0) {
    return (
      <Typography component="p" variant={large ? 'h4' : 'subtitle1'} sx={{ fontWeight: 700, color: 'success.main', m: 0 }}>
        {t('free')}
      </Typography>
    );
  }
  return (
    <Box component="p" sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 1, m: 0 }}>
      <Typography component="span" variant={large ? 'h4' : 'subtitle1'} sx={{ fontWeight: 700 }}>
        <Box component="span" sx={visuallyHidden}>{t('current')}: </Box>
        {formatMoney(priceCents, currency, locale)}
      </Typography>
      {hasDiscount ? (
        <>
          <Typography component="s" variant={large ? 'body1' : 'body2'} sx={{ color: 'text.secondary' }}>
            <Box component="span" sx={visuallyHidden}>{t('before')}: </Box>
            {formatMoney(realPriceCents, currency, locale)}
          </Typography>
          {percent > 0 ? (
            <Chip component="span" size="small" color="secondary" label={t('discount', { percent })} sx={{ fontWeight: 700 }} />
          ) : null}
        </>
      ) : null}
    </Box>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
