import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { NoAccess, SignInPrompt } from '@/components/auth/AccessNotice';
import { privatePageMetadata } from '@/lib/server/seo/private-metadata';
import { DashboardRangeForm } from '@/components/analytics/dashboard/DashboardRangeForm';
import { EventsSection, FunnelSection, SourcesSection, VisitorSection, WebVitalsSection } from '@/components/analytics/dashboard/DashboardSections';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { StatTiles } from '@/components/mentors/StatTiles';
import { PanelHeader } from '@/components/panels/PanelHeader';
import { MAX_RANGE_DAYS, parseDashboardRange } from '@/lib/domain/analytics/dashboard-range';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { canViewAnalyticsDashboard } from '@/lib/domain/roles';
import { getCurrentViewer } from '@/lib/server/auth/current-viewer';
import { roleSubjectFromViewer } from '@/lib/server/auth/viewer-roles';
import { getDb } from '@/lib/server/db/client';
import { getAnalyticsDashboard } from '@/lib/server/services/analytics-dashboard';

export const dynamic = 'force-dynamic';

const PATH = '/staff/analytics/';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return privatePageMetadata(locale, 'analytics.dashboard', PATH, { product: PRODUCT_NAME });
}

/**
 * Staff analytics dashboard (issue 8): events per type over time, the purchase funnel,
 * traffic sources, web-vitals p75 per page and, with ?visitor=, one visitor's events in
 * order. Checked on the server: signed out → sign-in prompt, not staff → no access. The
 * range comes from GET parameters (?from=YYYY-MM-DD&to=YYYY-MM-DD), validated.
 */
export default async function StaffAnalyticsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const viewer = await getCurrentViewer();
  if (!viewer) return <SignInPrompt locale={locale} path={PATH} />;
  const t = await getTranslations({ locale, namespace: 'analytics.dashboard' });
  if (!canViewAnalyticsDashboard(roleSubjectFromViewer(viewer))) return <NoAccess locale={locale} reason={t('noAccess', { product: PRODUCT_NAME })} />;

  const { range, errors } = parseDashboardRange(await searchParams, new Date());
  const [format, data] = await Promise.all([getFormatter({ locale }), getAnalyticsDashboard(await getDb(), range)]);
  const day = (d: string) => format.dateTime(new Date(`${d}T00:00:00Z`), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

  return (
    <PageContainer>
      <PanelHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead', { product: PRODUCT_NAME })} />
      <DashboardRangeForm range={range} />
      {errors.length > 0 ? (
        <Box sx={{ display: 'grid', gap: 1, mt: 2 }}>
          {errors.map((e) => (
            <Alert key={e} severity="warning">
              {t(`range.errors.${e}`, { max: MAX_RANGE_DAYS })}
            </Alert>
          ))}
        </Box>
      ) : null}
      <Typography role="status" sx={{ mt: 2, color: 'text.secondary' }}>
        {t('range.summary', { from: day(range.fromDay), to: day(range.toDay), days: range.days })}
      </Typography>
      <Box sx={{ mt: 3 }}>
        <StatTiles
          label={t('totals.label')}
          stats={[
            { key: 'events', value: format.number(data.totals.events), label: t('totals.events') },
            { key: 'visitors', value: format.number(data.totals.visitors), label: t('totals.visitors') },
            { key: 'sessions', value: format.number(data.totals.sessions), label: t('totals.sessions') },
          ]}
        />
      </Box>
      {range.visitor ? <VisitorSection visitor={range.visitor} events={data.visitorEvents ?? []} /> : null}
      <EventsSection days={data.days} series={data.events} />
      <FunnelSection stages={data.funnel} />
      <SourcesSection sources={data.sources} />
      <WebVitalsSection rows={data.webVitals} />
    </PageContainer>
  );
}
