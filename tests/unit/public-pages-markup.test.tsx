// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { type AbstractIntlMessages } from 'next-intl';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoMui } from '../support/no-mui';
import { MentorCard } from '@/components/mentors/MentorCard';
import { MentorStatusChip } from '@/components/mentors/MentorStatusChip';
import { StatTiles } from '@/components/mentors/StatTiles';
import { LiveSessionCard } from '@/components/live/LiveSessionCard';
import { ResourceCard } from '@/components/resources/ResourceCard';
import { ResourceKindNav } from '@/components/resources/ResourceGroups';
import { SearchFacets } from '@/components/search/SearchFacets';
import { AcademyBucketFilter } from '@/components/academies/AcademyBucketFilter';
import { academyFilterCss } from '@/components/academies/academy-filter-css';
import type { MentorRecord } from '@/lib/server/services/mentors';
import type { ResourceRecord } from '@/lib/server/services/resources';
import esAcademies from '@/messages/es/academies.json';
import esCatalogue from '@/messages/es/catalogue.json';
import esCourse from '@/messages/es/course.json';
import esLive from '@/messages/es/live.json';
import esMentors from '@/messages/es/mentors.json';
import esTools from '@/messages/es/tools.json';

vi.mock('@/components/ui/LocalizedLink', () => import('../support/plain-link'));

// The cover is a client island with its own tests: here a plain <img>.
vi.mock('@/components/ui/LazyImage', () => ({
  // eslint-disable-next-line @next/next/no-img-element -- a test double
  LazyImage: ({ src, alt }: { src: string; alt: string }) => <img src={src} alt={alt} />,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MESSAGES = { mentors: esMentors, live: esLive, tools: esTools, catalogue: esCatalogue, course: esCourse, academies: esAcademies } as unknown as AbstractIntlMessages;

function renderEs(node: ReactNode) {
  return render(
    <IntlTestProvider locale="es" messages={MESSAGES} timeZone="America/Lima">
      {node}
    </IntlTestProvider>,
  );
}

/** Issue 14: these public pages render no MUI, so nothing may carry its classes. */
const MENTOR: MentorRecord = {
  id: 7,
  userId: null,
  slug: 'ana',
  fullName: 'Ana Torres',
  headline: { es: 'Diseñadora de producto' },
  expertise: ['UX', 'Figma'],
  status: 'AVAILABLE',
  rating: 4.76,
  sessionsCount: 12,
  avatarUrl: '/media/ana.png',
};

describe('mentors (plain markup)', () => {
  it('names the card by its heading and keeps the expertise list, status and rating', () => {
    const { container } = renderEs(<MentorCard mentor={MENTOR} />);
    const card = screen.getByRole('article', { name: 'Ana Torres' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Ana Torres' }).id).toBe('mentor-7-name');
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['UX', 'Figma']);
    expect(within(card).getByText('Disponible')).toBeTruthy();
    // MUI's read-only Rating: an image named by the rounded value, hidden from assistive technology.
    const stars = container.querySelector('[role="img"]');
    expect(stars?.getAttribute('aria-label')).toBe('4.8 Stars');
    expect(stars?.getAttribute('aria-hidden')).toBe('true');
    expect(within(card).getByText('4,8 de 5')).toBeTruthy();
    expectNoMui(container);
  });

  it('gives each status its own look, in both sizes', () => {
    renderEs(
      <>
        <MentorStatusChip status="VACATIONS" />
        <MentorStatusChip status="VACATIONS" size="medium" />
        <MentorStatusChip status="UNSUBSCRIBED" />
      </>,
    );
    const [small, medium] = screen.getAllByText('De vacaciones').map((label) => label.parentElement!.className);
    expect(small).not.toBe(medium);
    expect(screen.getByText('De baja').parentElement!.className).not.toBe(small);
  });

  it('lists the figures as terms and values', () => {
    const { container } = renderEs(<StatTiles label="Cifras" stats={[{ key: 'a', value: '12', label: 'Mentores' }]} />);
    const list = container.querySelector('dl');
    expect(list?.getAttribute('aria-label')).toBe('Cifras');
    expect(list?.querySelector('dt')?.textContent).toBe('Mentores');
    expect(list?.querySelector('dd')?.textContent).toBe('12');
    expectNoMui(container);
  });
});

describe('LiveSessionCard (plain markup)', () => {
  const session = {
    id: 3,
    slug: 'taller',
    title: { es: 'Taller de color' },
    description: { es: 'Teoría y práctica.' },
    hostName: 'Luis Paz',
    coverImage: '/media/taller.png',
    startsAt: new Date('2030-01-02T15:00:00Z'),
    endsAt: new Date('2030-01-02T16:30:00Z'),
  };

  it('keeps the state badge, the heading and the host and date terms', () => {
    const { container } = renderEs(<LiveSessionCard session={session} state="live" />);
    const card = screen.getByRole('article', { name: 'Taller de color' });
    expect(within(card).getByRole('heading', { level: 3 }).id).toBe('live-3-title');
    expect(within(card).getByText('En vivo')).toBeTruthy();
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Presenta', 'Fecha y hora']);
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe('2030-01-02T15:00:00.000Z');
    expect(within(card).getByText(/90 min/)).toBeTruthy();
    expectNoMui(container);
  });
});

describe('resources (plain markup)', () => {
  const resource: ResourceRecord = {
    id: 9,
    slug: 'paleta',
    kind: 'EBOOK',
    title: { es: 'Guía de paletas' },
    description: { es: 'Colores que combinan.' },
    url: 'https://example.com/guia.pdf',
    coverImage: '/media/guia.png',
    isBusiness: false,
    category: null,
  };

  it('keeps the tracked external action with its full accessible name', () => {
    const { container } = renderEs(<ResourceCard resource={resource} />);
    const card = screen.getByRole('article', { name: 'Guía de paletas' });
    const action = within(card).getByRole('link');
    expect(action.getAttribute('href')).toBe('https://example.com/guia.pdf');
    expect(action.getAttribute('target')).toBe('_blank');
    expect(action.getAttribute('rel')).toBe('noopener noreferrer');
    expect(action.getAttribute('data-track-click')).toBe('resource');
    expect(action.getAttribute('data-track-event')).toBe('download');
    expect(action.textContent).toContain(': Guía de paletas (se abre en una pestaña nueva)');
    expectNoMui(container);
  });

  it('links each kind to its section on the page', () => {
    renderEs(<ResourceKindNav idPrefix="recursos" groups={[{ kind: 'TOOL', items: [resource] }, { kind: 'EBOOK', items: [resource, resource] }]} />);
    const nav = screen.getByRole('navigation', { name: 'Tipos de recurso' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#recursos-tool', '#recursos-ebook']);
  });
});

describe('SearchFacets (plain markup)', () => {
  it('keeps the labelled groups, the chosen chip and the clear link', () => {
    const { container } = renderEs(
      <SearchFacets
        term="diseno"
        facets={{ categories: [{ slug: 'diseno', name: 'Diseño', count: 4 }], levels: [], price: { free: 1, paid: 3 } }}
        filters={{ category: 'diseno', level: null, price: null }}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Filtrar resultados' });
    expect(within(nav).getByRole('link', { name: 'Diseño (4)' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('list', { name: 'Precio' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Quitar filtros' }).getAttribute('href')).toContain('q=diseno');
    expectNoMui(container);
  });
});

describe('academies bucket filter (plain markup)', () => {
  it('builds the hiding rule from the chosen bucket, or from the API slugs', () => {
    expect(academyFilterCss('s', null, null)).toBe('');
    expect(academyFilterCss('s', '3', null)).toBe('[data-academy-filter="s"] [data-academy]:not([data-buckets~="3"]){display:none}');
    expect(academyFilterCss('s', '3', new Set(['a', 'b"c']))).toBe('[data-academy-filter="s"] [data-academy]:not([data-slug="a"]):not([data-slug="bc"]){display:none}');
    expect(academyFilterCss('s', '3', new Set())).toBe('[data-academy-filter="s"] [data-academy]{display:none}');
  });

  it('presses a bucket and hides the academies outside it at once', async () => {
    // The API never answers here: the server's buckets stay in charge.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const { container } = render(
      <IntlTestProvider locale="es" messages={MESSAGES} timeZone="America/Lima">
        <AcademyBucketFilter buckets={[{ id: '3', label: 'Diseño', quantity: 1 }]} totalCount={2}>
          <ul>
            <li data-academy="" data-slug="a" data-buckets=" 3 " />
            <li data-academy="" data-slug="b" data-buckets=" 5 " />
          </ul>
        </AcademyBucketFilter>
      </IntlTestProvider>,
    );
    const group = screen.getByRole('list', { name: 'Filtrar por área' });
    const all = within(group).getByRole('button', { name: 'Todas' });
    const design = within(group).getByRole('button', { name: 'Diseño (1)' });
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('2 academias');
    expect(container.querySelector('style')).toBeNull();

    await act(async () => {
      fireEvent.click(design);
    });
    expect(design.getAttribute('aria-pressed')).toBe('true');
    expect(design.getAttribute('data-bucket-id')).toBe('3');
    expect(all.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('1 academia');
    const scope = container.querySelector('[data-academy-filter]')?.getAttribute('data-academy-filter') ?? '';
    expect(container.querySelector('style')?.textContent).toBe(academyFilterCss(scope, '3', null));
    expectNoMui(container);
  });
});
