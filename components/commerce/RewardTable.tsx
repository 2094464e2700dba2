import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/catalogue/money';
import { affiliateRewardCents, AFFILIATE_MAX_REWARD_PERCENT } from '@/lib/commerce/affiliate';
import { NavLink } from '@/components/catalogue/links';

export type RewardRow = { key: string; title: string; href: string; kind: 'course' | 'bundle'; priceCents: number; currency: string };

/** What an affiliate earns, at most, on real catalogue prices. */
export function RewardTable({ rows, caption }: { rows: RewardRow[]; caption: string }) {
  const t = useTranslations('referrals.table');
  const locale = useLocale();
  return (
    <TableContainer sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small">
        <Typography component="caption" variant="body2" sx={{ captionSide: 'top', textAlign: 'left', p: 2, color: 'text.secondary' }}>
          {caption}
        </Typography>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">{t('product')}</TableCell>
            <TableCell component="th" scope="col" align="right">{t('price')}</TableCell>
            <TableCell component="th" scope="col" align="right">{t('reward', { percent: AFFILIATE_MAX_REWARD_PERCENT })}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell component="th" scope="row">
                <NavLink href={r.href} color="primary">{r.title}</NavLink>
                <Typography component="span" variant="caption" sx={{ color: 'text.secondary', ml: 1 }}>
                  {t(`kinds.${r.kind}`)}
                </Typography>
              </TableCell>
              <TableCell align="right">{formatMoney(r.priceCents, r.currency, locale)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, color: 'success.main' }}>
                {formatMoney(affiliateRewardCents(r.priceCents), r.currency, locale)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
