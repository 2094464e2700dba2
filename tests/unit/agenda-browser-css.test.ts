import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENDA_ARROWS_MIN_WIDTH, AGENDA_VISIBLE_DATES } from '@/lib/domain/agenda/date-picker';

/**
 * Spec §9: how many agenda dates fit per viewport width. The date picker is plain markup styled
 * by AgendaBrowser.module.css (issue 14), so its tab widths live in CSS: this reads the rules
 * and holds them equal to the one table in lib/domain/agenda/date-picker.ts.
 */
const css = readFileSync(path.join(process.cwd(), 'components/agenda/AgendaBrowser.module.css'), 'utf8');

function tabWidths(): { minWidth: number; count: number }[] {
  const out: { minWidth: number; count: number }[] = [];
  const base = /\n\.tab \{[^}]*flex: 0 0 calc\(100% \/ ([\d.]+)\)/.exec(css);
  if (base) out.push({ minWidth: 0, count: Number(base[1]) });
  for (const m of css.matchAll(/@media \(min-width: (\d+)px\) \{\s*\.tab \{\s*flex-basis: calc\(100% \/ ([\d.]+)\);/g)) out.push({ minWidth: Number(m[1]), count: Number(m[2]) });
  return out;
}

describe('agenda date picker widths (spec §9: 4.8 dates, 2.5 from 500 px, 5.5 from 768, 6 from 1280)', () => {
  it('the stylesheet gives the tabs exactly the table of lib/domain/agenda/date-picker.ts', () => {
    expect(tabWidths()).toEqual(AGENDA_VISIBLE_DATES.map(({ minWidth, count }) => ({ minWidth, count })));
  });
});

describe('agenda date picker arrows (spec §4: at 1280 px and up)', () => {
  it('are hidden by default and shown from AGENDA_ARROWS_MIN_WIDTH only, in the server HTML too (no shift at hydration)', () => {
    expect(/\n\.arrow \{[^}]*display: none;/.exec(css)).not.toBeNull();
    const shown = [...css.matchAll(/@media \(min-width: (\d+)px\) \{\s*\.arrow \{\s*display: inline-flex;/g)].map((m) => Number(m[1]));
    expect(shown).toEqual([AGENDA_ARROWS_MIN_WIDTH]);
  });
});
