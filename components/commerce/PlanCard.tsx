import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { membershipPriceIn, monthlyCents, type MembershipPlan } from '@/lib/server/services/memberships';
import { localized } from '@/lib/domain/i18n/localized';
import { formatMoney } from '@/lib/domain/catalogue/money';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { Icon } from '@/components/ui/Icon';
import chip from '@/components/course/Chip.module.css';
import { BASE_CURRENCY } from '@/lib/domain/commerce/cart-currency';
import styles from './PlanCard.module.css';

/** Membership prices are shown in the base currency, US dollars; local currency is charged at checkout. */
export const PLAN_CURRENCY = BASE_CURRENCY;

/** A membership plan: name, billing period, USD price, price per month, features and a call to action (plain server markup). */
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
  const Heading = headingLevel;
  return (
    <article className={highlighted ? `${styles.card} ${styles.highlighted}` : styles.card}>
      <div className={styles.content}>
        <div className={styles.head}>
          <Heading className={styles.name}>{name}</Heading>
          {highlighted && highlightLabel ? <span className={`${chip.chip} ${chip.primary}`}>{highlightLabel}</span> : null}
          {plan.method === 'A_2' ? <span className={styles.trialChip}>{t('trial')}</span> : null}
        </div>
        <p className={styles.muted}>{t('billing', { months: plan.months })}</p>
        {price ? (
          <div>
            <p className={styles.price}>{formatMoney(price.amountCents, price.currency, locale)}</p>
            {plan.months > 1 && perMonth !== null ? (
              <p className={styles.muted}>{t('perMonth', { price: formatMoney(perMonth, price.currency, locale) })}</p>
            ) : null}
          </div>
        ) : null}
        <FeatureList features={features} />
        <div className={styles.actions}>
          <LinkButton href={cta.href} variant={highlighted ? 'contained' : 'outlined'} fullWidth aria-label={`${cta.label}: ${name}`}>
            {cta.label}
          </LinkButton>
          {footer}
        </div>
      </div>
    </article>
  );
}

/** What a plan includes, each with a check mark (also the business tiers of /planes/). */
export function FeatureList({ features }: { features: string[] }) {
  return (
    <ul className={styles.features}>
      {features.map((f) => (
        <li key={f} className={styles.feature}>
          <Icon name="checkCircleRounded" size={20} className={styles.check} />
          <span>{f}</span>
        </li>
      ))}
    </ul>
  );
}

export function PlanGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}
