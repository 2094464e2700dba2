'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { agendaDateLabel, formatAgendaDateLabel, type AgendaDateWords } from '@/lib/agenda/date-label';
import { initialAgendaDate } from '@/lib/agenda/initial-date';
import { isoDateOf } from '@/lib/agenda/iso-date';

export type AgendaDateItem = { date: string; countLabel: string };

const noSubscription = () => () => undefined;

/**
 * Date picker over the agenda (spec §4): selects the first launch date from today on (else the
 * last date) in the visitor's own time zone; clicking a date shows its courses. The server
 * renders every date's cards (`panels`); this island only chooses which one is visible.
 * Dates visible at once (spec §9): 4.8 narrow, 2.5 from 500 px, 5.5 from 768 px, 6 from 1280 px;
 * arrows only with more than 6 dates and from 1280 px.
 */
export function AgendaBrowser({
  dates,
  serverToday,
  locale,
  words,
  pickerLabel,
  panels,
}: {
  dates: AgendaDateItem[];
  serverToday: string;
  locale: string;
  words: AgendaDateWords;
  pickerLabel: string;
  panels: Record<string, ReactNode>;
}) {
  // The server's date while hydrating, then the visitor's local date.
  const today = useSyncExternalStore(noSubscription, () => isoDateOf(new Date()), () => serverToday);
  const [picked, setPicked] = useState<string | null>(null);
  const all = dates.map((d) => d.date);
  const current = picked && all.includes(picked) ? picked : initialAgendaDate(all, today);
  const label = (date: string) => formatAgendaDateLabel(date, today, locale, words);
  // Compact picker label: 'Hoy' / 'Mañana' / the weekday, over the day and short month.
  const dayMonth = new Intl.DateTimeFormat(locale === 'pt' ? 'pt-BR' : locale === 'en' ? 'en-US' : 'es-419', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const shortLabel = (date: string) => {
    const l = agendaDateLabel(date, today, locale);
    return {
      top: l.kind === 'today' ? words.today : l.kind === 'tomorrow' ? words.tomorrow : l.weekday,
      bottom: dayMonth.format(new Date(`${date}T00:00:00Z`)),
    };
  };
  const arrows = dates.length > 6;

  return (
    <div>
      <Tabs
        value={current ?? false}
        onChange={(_e, value: string) => setPicked(value)}
        variant="scrollable"
        scrollButtons={arrows ? true : false}
        allowScrollButtonsMobile={false}
        aria-label={pickerLabel}
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          mb: 3,
          '& .MuiTabs-scrollButtons': { display: 'none' },
          '@media (min-width: 1280px)': { '& .MuiTabs-scrollButtons': { display: 'inline-flex' } },
          '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 },
        }}
      >
        {dates.map((d) => (
          <Tab
            key={d.date}
            value={d.date}
            id={`agenda-tab-${d.date}`}
            aria-controls={`agenda-panel-${d.date}`}
            label={
              <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1.25 }}>
                <Box component="span" sx={{ fontWeight: 700 }}>{shortLabel(d.date).top}</Box>
                <Box component="span">{shortLabel(d.date).bottom}</Box>
                <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>{d.countLabel}</Box>
              </Box>
            }
            sx={{
              textTransform: 'none',
              fontSize: '0.8125rem',
              px: 0.5,
              maxWidth: 'none',
              minWidth: 0,
              flex: '0 0 calc(100% / 4.8)',
              '@media (min-width: 500px)': { flexBasis: 'calc(100% / 2.5)' },
              '@media (min-width: 768px)': { flexBasis: 'calc(100% / 5.5)' },
              '@media (min-width: 1280px)': { flexBasis: 'calc(100% / 6)' },
            }}
          />
        ))}
      </Tabs>
      {dates.map((d) => (
        <Box
          key={d.date}
          role="tabpanel"
          id={`agenda-panel-${d.date}`}
          aria-labelledby={`agenda-tab-${d.date}`}
          hidden={d.date !== current}
        >
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
            <time dateTime={d.date}>{label(d.date)}</time>
          </Typography>
          {panels[d.date]}
        </Box>
      ))}
    </div>
  );
}
