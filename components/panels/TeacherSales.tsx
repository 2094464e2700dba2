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
import { localized } from '@/lib/domain/i18n/localized';
import type { TeacherSales as TeacherSalesData } from '@/lib/server/services/panels';

/** The teacher's sales: one monthly revenue chart per currency and the best-selling courses. */
export async function TeacherSales({ sales, locale }: { sales: TeacherSalesData; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'panels.teacher.sales' });
  const format = await getFormatter({ locale });
  const money = (cents: number, currency: string, digits = 2) => format.number(cents / 100, { style: 'currency', currency, maximumFractionDigits: digits, minimumFractionDigits: 0 });
  const month = (key: string) => format.dateTime(new Date(`${key}-15T12:00:00Z`), { month: 'short', year: '2-digit' });
  if (sales.series.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('empty', { months: sales.months })}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {sales.series.map((s) => (
        <Paper key={s.currency} variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
          <BarChart
            id={`sales-${s.currency}`}
            data={s.points.map((p) => ({ key: p.month, label: month(p.month), value: p.totalCents / 100, display: t('pointValue', { amount: money(p.totalCents, s.currency), count: p.count }) }))}
            formatTick={(v) => money(v * 100, s.currency, 0)}
            labels={{
              title: t('chartTitle', { currency: s.currency }),
              description: t('chartDesc', { total: money(s.totalCents, s.currency), count: s.count, months: sales.months }),
              categoryHeader: t('monthHeader'),
              valueHeader: t('amountHeader'),
            }}
          />
        </Paper>
      ))}
      <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
        <Table sx={{ minWidth: 560 }}>
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: '16px', fontWeight: 700 }}>{t('byCourseCaption', { months: sales.months })}</caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('course')}</TableCell>
              <TableCell scope="col" align="right">{t('count')}</TableCell>
              <TableCell scope="col" align="right">{t('revenue')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sales.byCourse.map((c) => (
              <TableRow key={`${c.courseId}-${c.currency}`}>
                <TableCell component="th" scope="row">
                  {localized(c.title, locale)}
                </TableCell>
                <TableCell align="right">{format.number(c.count)}</TableCell>
                <TableCell align="right">{money(c.totalCents, c.currency)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
