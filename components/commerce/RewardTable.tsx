import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/domain/catalogue/money';
import { affiliateRewardCents, AFFILIATE_MAX_REWARD_PERCENT } from '@/lib/domain/commerce/affiliate';
import { TextLink } from '@/components/catalogue/TextLink';
import styles from './RewardTable.module.css';

export type RewardRow = { key: string; title: string; href: string; kind: 'course' | 'bundle'; priceCents: number; currency: string };

/** What an affiliate earns, at most, on real catalogue prices (plain server markup). */
export function RewardTable({ rows, caption }: { rows: RewardRow[]; caption: string }) {
  const t = useTranslations('referrals.table');
  const locale = useLocale();
  return (
    <div className={styles.container}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${styles.cell} ${styles.head}`}>{t('product')}</th>
            <th scope="col" className={`${styles.cell} ${styles.head} ${styles.right}`}>{t('price')}</th>
            <th scope="col" className={`${styles.cell} ${styles.head} ${styles.right}`}>{t('reward', { percent: AFFILIATE_MAX_REWARD_PERCENT })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" className={styles.cell}>
                <TextLink href={r.href} underline="hover">{r.title}</TextLink>
                <span className={styles.kind}>{t(`kinds.${r.kind}`)}</span>
              </th>
              <td className={`${styles.cell} ${styles.right}`}>{formatMoney(r.priceCents, r.currency, locale)}</td>
              <td className={`${styles.cell} ${styles.right} ${styles.reward}`}>{formatMoney(affiliateRewardCents(r.priceCents), r.currency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
