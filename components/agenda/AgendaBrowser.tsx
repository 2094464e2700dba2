'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { agendaDateLabel, formatAgendaDateLabel, type AgendaDateWords } from '@/lib/domain/agenda/date-label';
import {
  agendaArrowState,
  agendaDateForKey,
  selectAgendaDate,
  agendaHasArrows,
  stepAgendaDate,
} from '@/lib/domain/agenda/date-picker';
import { initialAgendaDate } from '@/lib/domain/agenda/initial-date';
import { isoDateOf } from '@/lib/domain/agenda/iso-date';
import styles from './AgendaBrowser.module.css';
import { dateTimeFormat } from '@/lib/domain/i18n/intl-formatters';

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
export function AgendaBrowser({
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
  const arrows = agendaHasArrows(all.length);
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

  return (
    <div>
      <div className={rebranded ? `${styles.bar} ${styles.rebranded}` : styles.bar}>
        {arrows ? (
          <button type="button" aria-label={previousLabel} disabled={prevDisabled} onClick={() => select(stepAgendaDate(all, current, -1))} className={styles.arrow}>
            <Icon name="chevronLeftRounded" />
          </button>
        ) : null}
        <div ref={stripRef} role="tablist" aria-label={pickerLabel} aria-orientation="horizontal" onKeyDown={onKeyDown} className={styles.strip}>
          {dates.map((d) => {
            const selected = d.date === current;
            const label = shortLabel(d.date);
            return (
              <button
                key={d.date}
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
                className={styles.tab}
              >
                <span className={styles.day}>{label.top}</span>
                <span>{label.bottom}</span>
                <span className={styles.count}>{d.countLabel}</span>
              </button>
            );
          })}
        </div>
        {arrows ? (
          <button type="button" aria-label={nextLabel} disabled={nextDisabled} onClick={() => select(stepAgendaDate(all, current, 1))} className={styles.arrow}>
            <Icon name="chevronRightRounded" />
          </button>
        ) : null}
      </div>
      {dates.map((d) => (
        <div key={d.date} role="tabpanel" id={`agenda-panel-${d.date}`} aria-labelledby={`agenda-tab-${d.date}`} tabIndex={0} hidden={d.date !== current} className={styles.panel}>
          <h2 className={styles.panelTitle}>
            <time dateTime={d.date}>{longLabel(d.date)}</time>
          </h2>
          {panels[d.date]}
        </div>
      ))}
    </div>
  );
}
