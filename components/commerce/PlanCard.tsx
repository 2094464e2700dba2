import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { useLocale, useTranslations } from 'next-intl';
import { membershipPriceIn, monthlyCents, type MembershipPlan } from '@/lib/server/services/memberships';
import { localized } from '@/lib/i18n/localized';
import { formatMoney } from '@/lib/catalogue/money';
import { LinkButton } from '@/components/catalogue/links';

/** Membership prices are shown in US dollars; local currency is charged at checkout. */
export const PLAN_CURRENCY = 'USD';

/** A membership plan: name, billing period, USD price, price per month, features and a call to action. */
export function PlanCard({
  plan,
  features,
  cta,
  highlighted = false,
  highlightLabel,
  headingLevel = 'h3',
  footer,
}: {
  plan: MembershipPlan;
  features: string[];
  cta: { href: string; label: string };
  highlighted?: boolean;
  highlightLabel?: string;
  headingLevel?: 'h2' | 'h3';
  footer?: ReactNode;
}) {
  const t = useTranslations('premium.plan');
  const locale = useLocale();
  const name = localized(plan.name, locale);
  const price = membershipPriceIn(plan, PLAN_CURRENCY);
  const perMonth = price ? monthlyCents(price.amountCents, plan.months) : null;
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        height: '100%', display: 'flex', flexDirection: 'column', position: 'relative',
        borderWidth: highlighted ? 2 : 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
      }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1, p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 800 }}>
            {name}
          </Typography>
          {highlighted && highlightLabel ? <Chip label={highlightLabel} color="primary" size="small" sx={{ fontWeight: 700 }} /> : null}
          {plan.method === 'A_2' ? <Chip label={t('trial')} color="secondary" size="small" variant="outlined" /> : null}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('billing', { months: plan.months })}
        </Typography>
        {price ? (
          <div>
            <Typography component="p" variant="h4" sx={{ fontWeight: 800 }}>
              {formatMoney(price.amountCents, price.currency, locale)}
            </Typography>
            {plan.months > 1 && perMonth !== null ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('perMonth', { price: formatMoney(perMonth, price.currency, locale) })}
              </Typography>
            ) : null}
          </div>
        ) : null}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {features.map((f) => (
            <Box component="li" key={f} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', typography: 'body2' }}>
              <CheckCircleRoundedIcon fontSize="small" color="success" aria-hidden />
              <span>{f}</span>
            </Box>
          ))}
        </Box>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <LinkButton href={cta.href} variant={highlighted ? 'contained' : 'outlined'} fullWidth aria-label={`${cta.label}: ${name}`}>
            {cta.label}
          </LinkButton>
          {footer}
        </Box>
      </CardContent>
    </Card>
  );
}

export function PlanGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))' }}
    >
      {children}
    </Box>
  );
}
