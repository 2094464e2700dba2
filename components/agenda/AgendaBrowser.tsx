'use client';

import { WithMui } from '@/components/providers/WithMui';
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import { agendaDateLabel, formatAgendaDateLabel, type AgendaDateWords } from '@/lib/agenda/date-label';
import {
  AGENDA_VISIBLE_DATES,
  agendaArrowState,
  agendaDateForKey,
  selectAgendaDate,
  showAgendaArrows,
  stepAgendaDate,
} from '@/lib/agenda/date-picker';
import { initialAgendaDate } from '@/lib/agenda/initial-date';
import { isoDateOf } from '@/lib/agenda/iso-date';
import { dateTimeFormat } from '@/lib/i18n/intl-formatters';

export type AgendaDateItem = { date: string; countLabel: string };

const noSubscription = () => () => undefined;

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The viewport width in CSS pixels; null on the server and while hydrating. */
function useViewportWidth(): number | null {
  return useSyncExternalStore(subscribeToResize, () => window.innerWidth, () => null);
}

/** Tab widths per viewport width, as media queries built from the spec §9 table (no layout shift on load). */
const tabBasis: Record<string, string | { flexBasis: string }> = {};
for (const { minWidth, count } of AGENDA_VISIBLE_DATES) {
  if (minWidth === 0) tabBasis.flexBasis = `calc(100% / ${count})`;
  else tabBasis[`@media (min-width: ${minWidth}px)`] = { flexBasis: `calc(100% / ${count})` };
}

function intlTag(locale: string): string {
  return locale === 'pt' ? 'pt-BR' : locale === 'en' ? 'en-US' : 'es-419';
}

type AgendaBrowserProps = {
  dates: AgendaDateItem[];
  serverToday: string;
  locale: string;
  words: AgendaDateWords;
  pickerLabel: string;
  previousLabel: string;
  nextLabel: string;
  panels: Record<string, ReactNode>;
  rebranded?: boolean;
};

/**
 * The agenda's date picker (spec §4, §8, §9) over the server-rendered cards of every date
 * (`panels`; this island only chooses which one is visible).
 * - On load, the first launch date from today on (in the visitor's own time zone), else the last.
 * - Tablist semantics: one tab stop; ArrowLeft / ArrowRight (and Home / End) move between dates.
 * - 4.8 dates visible at narrow widths, 2.5 from 500 px, 5.5 from 768 px, 6 from 1280 px.
 * - Arrows only with more than 6 dates and from 1280 px; previous is disabled at the first
 *   date and next at the last.
 * - A failed selection logs 'Error to get the current selected date' and selects the last date.
 */
function AgendaBrowserView({
  dates,
  serverToday,
  locale,
  words,
  pickerLabel,
  previousLabel,
  nextLabel,
  panels,
  rebranded = false,
}: AgendaBrowserProps) {
  // The server's date while hydrating, then the visitor's local date.
  const today = useSyncExternalStore(noSubscription, () => isoDateOf(new Date()), () => serverToday);
  const width = useViewportWidth();
  const [picked, setPicked] = useState<string | null>(null);
  const all = dates.map((d) => d.date);
  const current = picked !== null && all.includes(picked) ? picked : initialAgendaDate(all, today);
  const arrows = showAgendaArrows(all.length, width);
  const { prevDisabled, nextDisabled } = agendaArrowState(all, current);

  const stripRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const scrolledOnce = useRef(false);

  // Keep the selected date in view (instantly on load, smoothly afterwards).
  useEffect(() => {
    const strip = stripRef.current;
    const tab = current ? tabRefs.current.get(current) : undefined;
    if (!strip || !tab) return;
    const start = tab.offsetLeft;
    const end = start + tab.offsetWidth;
    let left: number | null = null;
    if (start < strip.scrollLeft) left = start;
    else if (end > strip.scrollLeft + strip.clientWidth) left = end - strip.clientWidth;
    const smooth = scrolledOnce.current && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrolledOnce.current = true;
    if (left !== null) strip.scrollTo({ left, behavior: smooth ? 'smooth' : 'auto' });
  }, [current, width]);

  const select = (wanted: string | null, focus = false) => {
    const next = selectAgendaDate(all, wanted);
    if (next === null) return;
    setPicked(next);
    if (focus) tabRefs.current.get(next)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = agendaDateForKey(all, current, event.key);
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  };

  const dayMonth = dateTimeFormat(intlTag(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const shortLabel = (date: string) => {
    let top: string;
    try {
      const l = agendaDateLabel(date, today, locale);
      top = l.kind === 'today' ? words.today : l.kind === 'tomorrow' ? words.tomorrow : l.weekday;
    } catch {
      top = date;
    }
    return { top, bottom: dayMonth.format(new Date(`${date}T00:00:00Z`)) };
  };
  const longLabel = (date: string) => {
    try {
      return formatAgendaDateLabel(date, today, locale, words);
    } catch {
      return date;
    }
  };

  const arrowSx = { flexShrink: 0, alignSelf: 'center', border: 1, borderColor: 'divider', '&.Mui-disabled': { opacity: 0.4 } } as const;

  return (
    <div>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'stretch',
          gap: 1,
          mb: 3,
          ...(rebranded ? {} : { borderBottom: 1, borderColor: 'divider' }),
        }}
      >
        {arrows ? (
          <IconButton aria-label={previousLabel} disabled={prevDisabled} onClick={() => select(stepAgendaDate(all, current, -1))} sx={arrowSx}>
            <ChevronLeftRoundedIcon />
          </IconButton>
        ) : null}
        <Box
          ref={stripRef}
          role="tablist"
          aria-label={pickerLabel}
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
          sx={{
            position: 'relative',
            display: 'flex',
            flex: '1 1 auto',
            minWidth: 0,
            overflowX: 'auto',
            scrollSnapType: 'x proximity',
            scrollbarWidth: 'none',
            '&::-webkit-scrollbar': { display: 'none' },
            py: rebranded ? 0.5 : 0,
          }}
        >
          {dates.map((d) => {
            const selected = d.date === current;
            const label = shortLabel(d.date);
            return (
              <Box
                key={d.date}
                component="button"
                type="button"
                role="tab"
                id={`agenda-tab-${d.date}`}
                aria-controls={`agenda-panel-${d.date}`}
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                data-date={d.date}
                ref={(el: HTMLButtonElement | null) => {
                  if (el) tabRefs.current.set(d.date, el);
                  else tabRefs.current.delete(d.date);
                }}
                onClick={() => select(d.date)}
                sx={{
                  ...tabBasis,
                  flexGrow: 0,
                  flexShrink: 0,
                  minWidth: 0,
                  scrollSnapAlign: 'start',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 0.25,
                  px: 0.5,
                  py: 1.25,
                  font: 'inherit',
                  fontSize: '0.8125rem',
                  lineHeight: 1.25,
                  cursor: 'pointer',
                  color: selected ? 'primary.main' : 'text.secondary',
                  bgcolor: 'transparent',
                  border: 0,
                  borderBottom: rebranded ? 0 : '3px solid',
                  borderBottomColor: selected ? 'primary.main' : 'transparent',
                  '&:hover': { color: selected ? undefined : 'text.primary', bgcolor: 'action.hover' },
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
                  ...(rebranded
                    ? {
                        // New brand: pill-shaped dates, the chosen one filled with the brand colour. The
                        // transparent border spaces the pills without changing how many dates fit.
                        border: '4px solid transparent',
                        backgroundClip: 'padding-box',
                        borderRadius: 4,
                        bgcolor: selected ? 'primary.main' : 'action.hover',
                        color: selected ? 'primary.contrastText' : 'text.primary',
                        '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.selected' },
                      }
                    : {}),
                }}
              >
                <Box component="span" sx={{ fontWeight: 700 }}>{label.top}</Box>
                <Box component="span">{label.bottom}</Box>
                <Box component="span" sx={{ typography: 'caption', opacity: selected ? 0.9 : 0.8 }}>{d.countLabel}</Box>
              </Box>
            );
          })}
        </Box>
        {arrows ? (
          <IconButton aria-label={nextLabel} disabled={nextDisabled} onClick={() => select(stepAgendaDate(all, current, 1))} sx={arrowSx}>
            <ChevronRightRoundedIcon />
          </IconButton>
        ) : null}
      </Box>
      {dates.map((d) => (
        <Box
          key={d.date}
          role="tabpanel"
          id={`agenda-panel-${d.date}`}
          aria-labelledby={`agenda-tab-${d.date}`}
          tabIndex={0}
          hidden={d.date !== current}
          sx={{ outline: 'none', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 } }}
        >
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
            <time dateTime={d.date}>{longLabel(d.date)}</time>
          </Typography>
          {panels[d.date]}
        </Box>
      ))}
    </div>
  );
}

/** The date picker renders MUI (issue 14: not converted yet), inside its own theme. */
export function AgendaBrowser(props: AgendaBrowserProps) {
  return (
    <WithMui>
      <AgendaBrowserView {...props} />
    </WithMui>
  );
}
