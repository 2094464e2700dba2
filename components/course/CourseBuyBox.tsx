import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import NotificationsActiveRoundedIcon from '@mui/icons-material/NotificationsActiveRounded';
import { useLocale, useTranslations } from 'next-intl';
import type { CourseRecord } from '@/lib/server/services/catalogue';
import { formatMoney } from '@/lib/catalogue/money';
import { currencyName } from '@/components/commerce/currency-name';
import { localizedPath } from '@/lib/paths/localized-path';
import { coursePath } from '@/lib/paths/course-paths';
import { LinkButton } from '@/components/catalogue/links';
import { AddToCartButton } from '@/components/cart/AddToCartButton';
import { BuyNowButton } from '@/components/cart/BuyNowButton';
import { CARD_CURRENCY } from './CourseCard';
import { CourseDuration } from './CourseDuration';
import { PriceTag } from './PriceTag';

/** The cart page adding a course on arrival (links that cannot run the cart actions, e.g. urlToBuyNow). */
export function cartHrefForCourse(courseId: number): string {
  return `/carrito-de-compras/?course=${courseId}`;
}

/**
 * Price box of the course page: USD price with its discount, buy-now and add-to-cart (the cart
 * actions of spec §4), what is included, local prices.
 */
export function CourseBuyBox({ course, lectureCount, moduleCount }: { course: CourseRecord; lectureCount: number; moduleCount: number }) {
  const t = useTranslations('course.buy');
  const locale = useLocale();
  const usd = course.prices.find((p) => p.currency === CARD_CURRENCY) ?? null;
  const isFree = usd !== null && usd.realPriceCents <= 0;
  const others = isFree ? [] : course.prices.filter((p) => p.currency !== CARD_CURRENCY);
  const purchasable = course.isActive || course.isPreSale;
  const returnTo = encodeURIComponent(localizedPath(coursePath(course.category.slug, course.slug), locale));
  return (
    <Card variant="outlined" component="section" aria-labelledby="buy-box-title" sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 3 }}>
        <Typography id="buy-box-title" component="h2" variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
          {t('title')}
        </Typography>
        {course.isPreSale ? <Chip label={t('preSale')} color="secondary" sx={{ alignSelf: 'flex-start', fontWeight: 700 }} /> : null}
        {usd ? (
          <PriceTag priceCents={usd.priceCents} realPriceCents={usd.realPriceCents} currency={usd.currency} discountPercent={course.discountPercent} size="large" />
        ) : null}
        {purchasable && isFree ? (
          <LinkButton href={`/entrar/?next=${returnTo}`} size="large" fullWidth>
            {t('startFree')}
          </LinkButton>
        ) : purchasable ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <BuyNowButton type="COURSE" id={course.id} label={t('buyNow')} fullWidth />
            <AddToCartButton type="COURSE" id={course.id} label={t('addToCart')} fullWidth />
          </Box>
        ) : (
          <LinkButton href={`/entrar/?next=${returnTo}`} variant="outlined" size="large" fullWidth startIcon={<NotificationsActiveRoundedIcon />}>
            {t('notifyMe')}
          </LinkButton>
        )}
        <div>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('includesTitle')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2', display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <li>
              {t('includes.video')} <CourseDuration seconds={course.durationSeconds} />
            </li>
            <li>{t('includes.lectures', { lectures: lectureCount, modules: moduleCount })}</li>
            <li>{t('includes.lifetime')}</li>
            <li>{t('includes.certificate')}</li>
          </Box>
        </div>
        {others.length > 0 ? (
          <div>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('localPricesTitle')}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, typography: 'body2' }}>
              {others.map((p) => (
                <Box key={p.currency} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    {currencyName(p.currency, locale)}
                  </Box>
                  <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                    {p.priceCents <= 0 ? t('free') : formatMoney(p.priceCents, p.currency, locale)}
                    {p.realPriceCents > p.priceCents ? (
                      <Box component="s" sx={{ color: 'text.secondary', ml: 1 }}>
                        {formatMoney(p.realPriceCents, p.currency, locale)}
                      </Box>
                    ) : null}
                  </Box>
                </Box>
              ))}
            </Box>
            <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 1 }}>
              {t('localPricesNote')}
            </Typography>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
