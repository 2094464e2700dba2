import { getFormatter, getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Section } from '@/components/catalogue/Section';
import { HorizontalBarChart } from '@/components/charts/HorizontalBarChart';
import { LineChart } from '@/components/charts/LineChart';
import { percentage } from '@/lib/domain/analytics/percentage';
import { WEB_VITALS } from '@/lib/domain/analytics/constants';
import type { EventSeries, FunnelStage, TrafficSourceRow, VisitorEvent, WebVitalRow } from '@/lib/server/services/analytics-dashboard';
import { OTHER_SERIES } from '@/lib/server/services/analytics-dashboard';
import { DataTable } from './DataTable';

const ns = 'analytics.dashboard';

function Empty({ children }: { children: string }) {
  return <Typography sx={{ color: 'text.secondary' }}>{children}</Typography>;
}

/** Events per type over time: one line per type, and the same numbers as a table. */
export async function EventsSection({ days, series }: { days: string[]; series: EventSeries[] }) {
  const t = await getTranslations(`${ns}.events`);
  const format = await getFormatter();
  const name = (s: EventSeries) => (s.eventType === OTHER_SERIES ? t('other') : s.eventType);
  const short = (d: string) => format.dateTime(new Date(`${d}T00:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <Section id="analytics-events" title={t('title')} subtitle={t('subtitle')}>
      {series.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <>
          <LineChart
            id="analytics-events-chart"
            categories={days.map((d) => ({ key: d, label: short(d) }))}
            series={series.map((s) => ({ name: name(s), values: s.perDay }))}
            formatTick={(v) => format.number(v)}
            integer
            labels={{ description: t('chartLabel', { count: series.length }) }}
          />
          <DataTable
            testId="analytics-events-table"
            caption={t('caption')}
            columns={[{ key: 'day', label: t('day') }, ...series.map((s) => ({ key: s.eventType, label: name(s), numeric: true })), { key: 'total', label: t('total'), numeric: true }]}
            rows={[
              ...days.map((d, i) => ({
                key: d,
                cells: [short(d), ...series.map((s) => format.number(s.perDay[i])), format.number(series.reduce((sum, s) => sum + s.perDay[i], 0))],
              })),
              { key: 'total', cells: [t('total'), ...series.map((s) => format.number(s.total)), format.number(series.reduce((sum, s) => sum + s.total, 0))] },
            ]}
          />
        </>
      )}
    </Section>
  );
}

/** The purchase funnel as bars with conversion rates, and its table. */
export async function FunnelSection({ stages }: { stages: FunnelStage[] }) {
  const t = await getTranslations(`${ns}.funnel`);
  const format = await getFormatter();
  const visits = stages[0]?.visitors ?? 0;
  const count = (stage: FunnelStage['stage']) => stages.find((s) => s.stage === stage)?.visitors ?? 0;
  const pct = (v: number) => `${format.number(v, { maximumFractionDigits: 1 })} %`;
  return (
    <Section id="analytics-funnel" title={t('title')} subtitle={t('subtitle')}>
      <HorizontalBarChart
        id="analytics-funnel-chart"
        colorIndex={1}
        labels={{ description: t('chartLabel', { visit: count('visit'), cart: count('cart'), checkout: count('checkout'), purchase: count('purchase') }) }}
        bars={stages.map((s) => ({ key: s.stage, label: t(`stages.${s.stage}`), value: s.visitors, valueLabel: `${format.number(s.visitors)} · ${pct(percentage(s.visitors, visits))}` }))}
      />
      <DataTable
        testId="analytics-funnel-table"
        caption={t('caption')}
        columns={[
          { key: 'stage', label: t('stage') },
          { key: 'visitors', label: t('visitors'), numeric: true },
          { key: 'ofVisits', label: t('ofVisits'), numeric: true },
          { key: 'ofPrevious', label: t('ofPrevious'), numeric: true },
        ]}
        rows={stages.map((s, i) => ({
          key: s.stage,
          cells: [t(`stages.${s.stage}`), format.number(s.visitors), pct(percentage(s.visitors, visits)), i === 0 ? '—' : pct(percentage(s.visitors, stages[i - 1].visitors))],
        }))}
      />
    </Section>
  );
}

/** Traffic sources of visits from outside. */
export async function SourcesSection({ sources }: { sources: TrafficSourceRow[] }) {
  const t = await getTranslations(`${ns}.sources`);
  const format = await getFormatter();
  return (
    <Section id="analytics-sources" title={t('title')} subtitle={t('subtitle')}>
      {sources.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <>
          <HorizontalBarChart id="analytics-sources-chart" colorIndex={3} labels={{ description: t('chartLabel') }} bars={sources.map((s) => ({ key: s.source, label: s.source, value: s.visits, valueLabel: format.number(s.visits) }))} />
          <DataTable
            testId="analytics-sources-table"
            caption={t('caption')}
            columns={[
              { key: 'source', label: t('source') },
              { key: 'visits', label: t('visits'), numeric: true },
              { key: 'visitors', label: t('visitors'), numeric: true },
            ]}
            rows={sources.map((s) => ({ key: s.source, cells: [s.source, format.number(s.visits), format.number(s.visitors)] }))}
          />
        </>
      )}
    </Section>
  );
}

/** Web vitals p75 per page: one bar chart per metric, then one table. */
export async function WebVitalsSection({ rows }: { rows: WebVitalRow[] }) {
  const t = await getTranslations(`${ns}.vitals`);
  const format = await getFormatter();
  const value = (r: WebVitalRow) => (r.metric === 'CLS' ? format.number(r.p75, { maximumFractionDigits: 3 }) : `${format.number(Math.round(r.p75))} ms`);
  return (
    <Section id="analytics-vitals" title={t('title')} subtitle={t('subtitle')}>
      {rows.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <>
          {WEB_VITALS.filter((m) => rows.some((r) => r.metric === m)).map((metric, i) => (
            <Box key={metric} sx={{ mb: 2 }}>
              <HorizontalBarChart
                id={`analytics-vitals-${metric}`}
                colorIndex={i}
                labels={{ title: metric, description: t('chartLabel', { metric }) }}
                bars={rows.filter((r) => r.metric === metric).map((r) => ({ key: r.page, label: r.page, value: r.p75, valueLabel: value(r) }))}
              />
            </Box>
          ))}
          <DataTable
            testId="analytics-vitals-table"
            caption={t('caption')}
            columns={[
              { key: 'page', label: t('page') },
              { key: 'metric', label: t('metric') },
              { key: 'p75', label: t('p75'), numeric: true },
              { key: 'samples', label: t('samples'), numeric: true },
            ]}
            rows={rows.map((r) => ({ key: `${r.page}-${r.metric}`, cells: [r.page, r.metric, value(r), format.number(r.samples)] }))}
          />
        </>
      )}
    </Section>
  );
}

/** One visitor's events in order (?visitor=<session_distinct_id>). */
export async function VisitorSection({ visitor, events }: { visitor: string; events: VisitorEvent[] }) {
  const t = await getTranslations(`${ns}.visitor`);
  const format = await getFormatter();
  const channel = (c: string) => (c === 'activity' || c === 'collector' || c === 'server' ? t(`channels.${c}`) : c);
  return (
    <Section id="analytics-visitor" title={t('title')} subtitle={t('subtitle', { visitor })}>
      {events.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <DataTable
          testId="analytics-visitor-table"
          caption={t('caption', { visitor })}
          columns={[
            { key: 'sequence', label: t('sequence'), numeric: true },
            { key: 'event', label: t('event') },
            { key: 'page', label: t('page') },
            { key: 'path', label: t('path') },
            { key: 'item', label: t('item') },
            { key: 'session', label: t('session') },
            { key: 'channel', label: t('channel') },
            { key: 'time', label: t('time') },
          ]}
          rows={events.map((e, i) => ({
            key: e.eventUuid,
            cells: [
              format.number(i + 1),
              e.eventType,
              e.pageIdentifier ?? '—',
              e.path ?? '—',
              e.itemId ? `${e.itemType ?? ''} ${e.itemId}`.trim() : '—',
              e.sessionId === null ? '—' : String(e.sessionId),
              channel(e.channel),
              format.dateTime(new Date(e.at), { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' }),
            ],
          }))}
        />
      )}
    </Section>
  );
}
