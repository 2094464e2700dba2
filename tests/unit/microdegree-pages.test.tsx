// @vitest-environment happy-dom
/**
 * The public micro-degree programme pages (issue 18 item 4): their paths, their structured data
 * and the programme card, against spec §2 "Microdegrees: programmes with universities, each with
 * a duration in months and a partner".
 */
import type { ReactNode } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { type AbstractIntlMessages } from 'next-intl';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoMui } from '../support/no-mui';
import { MICRODEGREES_PATH, microdegreePath } from '@/lib/domain/paths/course-paths';
import { DASHBOARD_LINKS } from '@/lib/domain/paths/learner-paths';
import { PAGE_ROUTES } from '@/lib/server/security/page-rendering';
import { staticSitemapPaths, parseSitemapName } from '@/lib/domain/seo/sitemap-plan';
import { educationalProgramJsonLd, itemListJsonLd, monthsDuration } from '@/lib/domain/seo/structured-data';
import { MicrodegreeCard } from '@/components/microdegrees/MicrodegreeCard';
import type { MicrodegreeRecord } from '@/lib/server/services/microdegrees';
import esMicrodegrees from '@/messages/es/microdegrees.json';
import esCourse from '@/messages/es/course.json';

vi.mock('@/components/ui/LocalizedLink', () => import('../support/plain-link'));

afterEach(cleanup);

const ORIGIN = 'https://www.example.com';

const PROGRAMME: MicrodegreeRecord = {
  id: 3,
  slug: 'microgrado-ciencia-de-datos',
  title: { es: 'Microgrado en Ciencia de Datos', pt: 'Micrograduação em Ciência de Dados', en: 'Microdegree in Data Science' },
  description: { es: 'Un programa de 9 meses.' },
  partner: 'Universidade Federal do Vale',
  durationMonths: 9,
  courseIds: [11, 12, 13],
  durationSeconds: 36_000,
  prices: [
    { currency: 'PEN', priceCents: 262_090 },
    { currency: 'USD', priceCents: 69_900 },
  ],
};

describe('micro-degree paths (spec §2 "Microdegrees: programmes with universities")', () => {
  it('gives programmes public Spanish paths, apart from the learner area', () => {
    expect(MICRODEGREES_PATH).toBe('/microgrados/');
    expect(microdegreePath('microgrado-diseno-ux-ui')).toBe('/microgrados/microgrado-diseno-ux-ui/');
    // The signed-in learner's area keeps its own path (spec §2 learner-area paths).
    expect(DASHBOARD_LINKS.microdegree).toBe('/learn/microdegree/');
    expect(microdegreePath('x').startsWith('/learn/')).toBe(false);
  });

  it('serves both pages from the page cache, in the sitemaps', () => {
    expect(PAGE_ROUTES).toContainEqual(['/microgrados/', 'cached']);
    expect(PAGE_ROUTES).toContainEqual(['/microgrados/[slug]/', 'cached']);
    expect(staticSitemapPaths()).toContain('/microgrados/');
    expect(parseSitemapName('microdegrees-1.xml')).toEqual({ type: 'microdegrees', chunk: 1 });
  });
});

describe('micro-degree structured data (spec §2 "each with a duration in months and a partner")', () => {
  it('writes the duration in months as an ISO 8601 duration', () => {
    expect(monthsDuration(6)).toBe('P6M');
    expect(monthsDuration(1)).toBe('P1M');
    expect(monthsDuration(0)).toBeNull();
    expect(monthsDuration(2.5)).toBeNull();
    expect(monthsDuration(Number.NaN)).toBeNull();
  });

  it('an EducationalOccupationalProgram with the partner university, the months, the price shown and its courses', () => {
    const data = educationalProgramJsonLd(
      {
        name: 'Microdegree in Data Science',
        description: 'A 9-month programme.',
        path: microdegreePath(PROGRAMME.slug),
        partner: PROGRAMME.partner,
        durationMonths: 9,
        prices: PROGRAMME.prices,
        courses: [{ name: 'Python', description: 'Basics', path: '/cursos-online/programacion/python/' }],
        productName: 'Cursalia',
      },
      'en',
      ORIGIN,
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOccupationalProgram',
      name: 'Microdegree in Data Science',
      url: 'https://www.example.com/en/microgrados/microgrado-ciencia-de-datos/',
      inLanguage: 'en',
      educationalProgramMode: 'online',
      timeToComplete: 'P9M',
      provider: [
        { '@type': 'CollegeOrUniversity', name: 'Universidade Federal do Vale' },
        { '@type': 'Organization', name: 'Cursalia', url: 'https://www.example.com/en/' },
      ],
      hasCourse: [{ '@type': 'Course', name: 'Python', url: 'https://www.example.com/en/cursos-online/programacion/python/' }],
    });
    // One offer, in US dollars: the price the page shows (docs/pricing.md "Which price a page shows").
    expect(data.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', price: '699.00', priceCurrency: 'USD', url: 'https://www.example.com/en/microgrados/microgrado-ciencia-de-datos/' }),
    ]);
  });

  it('leaves out the offer when the programme has no price, and the duration when it is not whole months', () => {
    const data = educationalProgramJsonLd(
      { name: 'x', description: 'x', path: '/microgrados/x/', partner: 'U', durationMonths: 0, prices: [], courses: [], productName: 'Cursalia' },
      'es',
      ORIGIN,
    );
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('timeToComplete');
    expect(data.url).toBe('https://www.example.com/microgrados/x/');
  });

  it('lists the programmes of the listing in order with their localised URLs', () => {
    expect(itemListJsonLd([{ name: 'A', path: '/microgrados/a/' }, { name: 'B', path: '/microgrados/b/' }], 'pt', ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'A', url: 'https://www.example.com/pt/microgrados/a/' },
        { '@type': 'ListItem', position: 2, name: 'B', url: 'https://www.example.com/pt/microgrados/b/' },
      ],
    });
  });
});

describe('MicrodegreeCard (plain markup, spec §2 "each with a duration in months and a partner")', () => {
  const MESSAGES = { microdegrees: esMicrodegrees, course: esCourse } as unknown as AbstractIntlMessages;
  const renderIn = (locale: string, node: ReactNode) =>
    render(
      <IntlTestProvider locale={locale} messages={MESSAGES} timeZone="America/Lima">
        {node}
      </IntlTestProvider>,
    );

  it('shows the partner, the months, the number of courses and the price in US dollars, linking to the programme', () => {
    const { container } = renderIn('es', <MicrodegreeCard microdegree={PROGRAMME} />);
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link', { name: 'Microgrado en Ciencia de Datos' });
    expect(link.getAttribute('href')).toBe('/microgrados/microgrado-ciencia-de-datos/');
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Microgrado en Ciencia de Datos');
    expect(within(card).getByText('Con Universidade Federal do Vale')).toBeTruthy();
    expect(within(card).getByText('9 meses · 3 cursos')).toBeTruthy();
    expect(card.textContent).toContain('US$ 699');
    expectNoMui(container);
  });

  it('says "1 mes" for a one-month programme and shows no price without a price row', () => {
    renderIn('es', <MicrodegreeCard microdegree={{ ...PROGRAMME, durationMonths: 1, courseIds: [1], prices: [] }} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('1 mes · 1 curso')).toBeTruthy();
    expect(card.textContent).not.toContain('US$');
  });
});
