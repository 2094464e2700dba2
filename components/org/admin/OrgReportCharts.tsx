import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { getFormatter, getTranslations } from 'next-intl/server';
import { BarChart } from '@/components/charts/BarChart';
import { LineChart } from '@/components/charts/LineChart';
import type { OrgReport } from '@/lib/server/services/org-report';

/** The report's two charts: enrollments by progress band, and courses completed per month. */
export async function OrgReportCharts({ report, locale }: { report: OrgReport; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'org.panel.report' });
  const format = await getFormatter({ locale });
  const month = (key: string) => format.dateTime(new Date(`${key}-15T12:00:00Z`), { month: 'short', year: '2-digit' });
  const completed = report.completionsByMonth.reduce((s, m) => s + m.count, 0);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
        <BarChart
          id="chart-progress"
          data={report.progressBuckets.map((b) => ({ key: b.bucket, label: t(`buckets.${b.bucket}`), value: b.count }))}
          formatTick={(v) => format.number(v)}
          integer
          labels={{
            title: t('progressChart'),
            description: t('progressChartDesc', { total: report.totals.enrollments, completed: report.totals.completed }),
            categoryHeader: t('bucketHeader'),
            valueHeader: t('enrollmentsHeader'),
          }}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
        <LineChart
          id="chart-completions"
          categories={report.completionsByMonth.map((m) => ({ key: m.month, label: month(m.month) }))}
          series={[{ name: t('completedHeader'), values: report.completionsByMonth.map((m) => m.count) }]}
          formatTick={(v) => format.number(v)}
          integer
          labels={{
            title: t('completionsChart'),
            description: t('completionsChartDesc', { count: completed, months: report.completionsByMonth.length }),
            categoryHeader: t('monthHeader'),
          }}
        />
      </Paper>
    </Box>
  );
}
