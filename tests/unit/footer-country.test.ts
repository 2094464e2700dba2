/**
 * Issue 18 item 1, spec §2 "Footer (all pages)": Mexico gets its privacy notice and the
 * cancellation policy, Peru the complaints book, on pages cached once for everyone. The footer
 * holds every country's links (footerColumnsForAllCountries) and Footer.module.css hides the
 * ones not meant for html[data-country]. This evaluates those CSS rules for each country and
 * compares what stays visible with footerColumns, the one rule.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOOTER_COUNTRIES, footerColumns, footerColumnsForAllCountries, type CountryScope } from '@/lib/domain/footer/footer-links';

const css = readFileSync(path.join(process.cwd(), 'components/footer/Footer.module.css'), 'utf8');

type Rule = { kind: 'only' | 'except'; htmlCountry: string; scope: string };
const rules: Rule[] = [
  ...[...css.matchAll(/html:not\(\[data-country='([a-z]{2})'\]\)\) \.linkList \[data-country-only='([a-z ]+)'\]/g)].map((m) => ({ kind: 'only' as const, htmlCountry: m[1], scope: m[2] })),
  ...[...css.matchAll(/html\[data-country='([a-z]{2})'\]\) \.linkList \[data-country-except='([a-z ]+)'\]/g)].map((m) => ({ kind: 'except' as const, htmlCountry: m[1], scope: m[2] })),
];

function hidden(scope: CountryScope, country: string): boolean {
  if (!scope) return false;
  return rules.some((r) =>
    'only' in scope ? r.kind === 'only' && r.scope === scope.only.join(' ') && r.htmlCountry !== country : r.kind === 'except' && r.scope === scope.except.join(' ') && r.htmlCountry === country,
  );
}

describe('the footer of a cached page, per visitor country', () => {
  it('scopes only the links that differ between countries', () => {
    const scoped = footerColumnsForAllCountries().flatMap((c) => c.links.filter((l) => l.countries).map((l) => [l.key, l.countries]));
    expect(Object.fromEntries(scoped)).toEqual({
      privacyNoticeMx: { only: ['mx'] },
      privacyPolicy: { except: ['mx'] },
      cancellationPolicy: { only: ['mx'] },
      complaintsBook: { only: ['pe'] },
    });
  });

  // 'de' and 'fr' stand for countries the rules do not name.
  it.each([...FOOTER_COUNTRIES, 'de', 'fr'])('shows %s exactly the links footerColumns gives it, in its order', (country) => {
    for (const hideHiring of [false, true]) {
      const visible = footerColumnsForAllCountries({ hideHiring }).map((column) => ({
        key: column.key,
        links: column.links.filter((l) => !hidden(l.countries, country)).map((l) => l.key),
      }));
      expect(visible).toEqual(footerColumns(country, { hideHiring }).map((column) => ({ key: column.key, links: column.links.map((l) => l.key) })));
    }
  });
});
