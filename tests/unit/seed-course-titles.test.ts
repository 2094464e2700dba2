import { describe, expect, it } from 'vitest';
import { planCatalogue } from '@/lib/server/db/seed/seed-catalogue';

// Issue 18 item 11: a catalogue that looks real has no near-twin courses. Two courses on one
// topic are a step up or down ('… para principiantes' and '…: técnicas avanzadas'), never two
// titles at one level where one is the other with a suffix ('Acuarela botánica' next to
// 'Acuarela botánica: guía práctica').
describe('demo catalogue titles', () => {
  const plans = planCatalogue(new Date('2026-11-26T00:00:00Z')).map((x) => x.plan);

  it('has unique titles and slugs in every language', () => {
    for (const lang of ['es', 'pt', 'en'] as const) expect(new Set(plans.map((p) => p.title[lang])).size).toBe(plans.length);
    expect(new Set(plans.map((p) => p.slug)).size).toBe(plans.length);
  });

  it('never has a title that is another course’s title plus a suffix at the same level', () => {
    const twins: string[] = [];
    for (const a of plans) {
      for (const b of plans) {
        if (a !== b && a.level === b.level && b.title.es.startsWith(a.title.es)) twins.push(`${a.title.es} / ${b.title.es}`);
      }
    }
    expect(twins).toEqual([]);
  });
});
