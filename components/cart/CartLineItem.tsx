'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/domain/catalogue/money';
import { Link } from '@/components/ui/LocalizedLink';
import type { CartItem } from '@/lib/client/stores/cart-store';
import { visuallyHidden } from '@/lib/domain/theme/a11y';
import { LazyImage } from '@/components/ui/LazyImage';

/** App path of a course or bundle URL from the API (which may be localised: /pt/…). */
export function appPath(url: string): string {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  return path.replace(/^\/(pt|en)(?=\/)/, '') || '/';
}

const clamp2 = { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden' } as const;

/**
 * One cart line (spec §3): cover, kind, title linking to its page, professor (course) or number
 * of courses (bundle), the price with the crossed-out list price and discount, the extra
 * promotion badge, and an optional remove button. `compact` is the pop-up's smaller version.
 */
export function CartLineItem({
  item,
  currency,
  compact = false,
  onRemove,
  removing = false,
  headingLevel = 'h3',
}: {
  item: CartItem;
  currency: string;
  compact?: boolean;
  onRemove?: () => void;
  removing?: boolean;
  headingLevel?: 'h3' | 'h4';
}) {
  const t = useTranslations('cart.line');
  const locale = useLocale();
  const hasDiscount = item.realPriceCents > item.priceCents;
  const coverWidth = compact ? 96 : 160;
  return (
    <Box
      component="article"
      aria-label={item.title}
      data-cart-item={item.key}
      sx={{ display: 'grid', gridTemplateColumns: `${coverWidth}px minmax(0, 1fr)`, gap: compact ? 1.5 : 2, alignItems: 'start' }}
    >
      {/* The compact lines sit in the open pop-up: visible at once, so no lazy wait. */}
      <LazyImage src={item.coverImage} alt="" width={coverWidth} height={Math.round((coverWidth * 9) / 16)} priority={compact} style={{ borderRadius: 8 }} />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: compact ? 'column' : 'row' }, gap: 1, minWidth: 0 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="caption" sx={{ color: 'secondary.main', fontWeight: 700, textTransform: 'uppercase', display: 'block' }}>
            {item.type === 'COURSE' ? t('course') : t('bundle')}
          </Typography>
          <Typography component={headingLevel} variant={compact ? 'body2' : 'subtitle1'} sx={{ fontWeight: 700, lineHeight: 1.3, m: 0, ...clamp2 }}>
            <Box component={Link} href={appPath(item.url)} sx={{ color: 'inherit', textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } }}>
              {item.title}
            </Box>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {item.professorName ? t('byProfessor', { name: item.professorName }) : item.courseCount !== null ? t('courses', { count: item.courseCount }) : null}
          </Typography>
          {item.extraDiscountPercent > 0 ? (
            <Chip size="small" color="success" label={t('extraPromotion', { percent: item.extraDiscountPercent })} sx={{ mt: 0.5, fontWeight: 700 }} />
          ) : null}
        </Box>
        <Box sx={{ textAlign: { xs: 'left', sm: compact ? 'left' : 'right' }, flexShrink: 0 }}>
          <Box component="p" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 0.75, justifyContent: { sm: compact ? 'flex-start' : 'flex-end' } }}>
            <Typography component="span" variant={compact ? 'body2' : 'subtitle1'} sx={{ fontWeight: 800 }}>
              <Box component="span" sx={visuallyHidden}>{t('price')}: </Box>
              {formatMoney(item.priceCents, currency, locale)}
            </Typography>
            {hasDiscount ? (
              <>
                <Typography component="s" variant="body2" sx={{ color: 'text.secondary' }}>
                  <Box component="span" sx={visuallyHidden}>{t('listPrice')}: </Box>
                  {formatMoney(item.realPriceCents, currency, locale)}
                </Typography>
                {item.discount > 0 ? (
                  <Typography component="span" variant="caption" sx={{ color: 'success.main', fontWeight: 700 }}>
                    {t('discount', { percent: item.discount })}
                  </Typography>
                ) : null}
              </>
            ) : null}
          </Box>
          {onRemove ? (
            <Button
              type="button"
              size="small"
              color="inherit"
              onClick={onRemove}
              disabled={removing}
              aria-label={t('removeLabel', { title: item.title })}
              startIcon={removing ? <CircularProgress size={14} color="inherit" /> : <DeleteOutlineRoundedIcon fontSize="small" />}
              sx={{ mt: 0.5, color: 'text.secondary', fontWeight: 600 }}
            >
              {removing ? t('removing') : t('remove')}
            </Button>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
