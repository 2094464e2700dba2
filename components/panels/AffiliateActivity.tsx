import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations } from 'next-intl/server';
import { BarChart } from '@/components/charts/BarChart';
import type { AffiliateSummary } from '@/lib/server/services/affiliates';

/** The affiliate's clicks over the last 30 days and the purchases that earned a reward. */
export async function AffiliateActivity({ summary, locale }: { summary: AffiliateSummary; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'panels.affiliate.activity' });
  const format = await getFormatter({ locale });
  const money = (cents: number, currency: string) => format.number(cents / 100, { style: 'currency', currency });
  const day = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), { day: 'numeric', month: 'short' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
        <BarChart
          id="affiliate-clicks"
          data={summary.clicks.daily.map((d) => ({ key: d.day, label: day(d.day), value: d.count }))}
          formatTick={(v) => format.number(v)}
          integer
          labels={{
            title: t('clicksChart'),
            description: t('clicksChartDesc', { count: summary.clicks.last30Days, days: summary.clicks.daily.length }),
            categoryHeader: t('dayHeader'),
            valueHeader: t('clicksHeader'),
          }}
        />
      </Paper>
      {summary.rewards.length > 0 ? (
        <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
          <Table sx={{ minWidth: 560 }}>
            <caption style={{ captionSide: 'top', textAlign: 'left', padding: '16px', fontWeight: 700 }}>{t('rewardsCaption', { count: summary.purchases })}</caption>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('order')}</TableCell>
                <TableCell scope="col">{t('date')}</TableCell>
                <TableCell scope="col" align="right">{t('purchase')}</TableCell>
                <TableCell scope="col" align="right">{t('reward')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.rewards.map((r) => (
                <TableRow key={r.orderNumber}>
                  <TableCell component="th" scope="row">
                    {r.orderNumber}
                  </TableCell>
                  <TableCell>{r.paidAt ? format.dateTime(r.paidAt, { dateStyle: 'medium' }) : '—'}</TableCell>
                  <TableCell align="right">{money(r.orderTotalCents, r.currency)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700, color: 'success.main' }}>
                    {t('rewardValue', { amount: money(r.rewardCents, r.currency), percent: r.percent })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{t('noRewards')}</Typography>
      )}
    </Box>
  );
}
