// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { ThemeProvider } from '@mui/material/styles';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import esCatalogue from '@/messages/es/catalogue.json';
import esCommon from '@/messages/es/common.json';
import { MainMenuSearchDocument } from '@/graphql/generated/client/graphql';
import { SearchMenuButton } from '@/components/search/SearchMenuButton';
import { pageNameFromPath, searchOpenedActivity, searchPageHref, SUGGESTION_DEBOUNCE_MS } from '@/components/search/search-overlay-rules';
import { hasSearchFilters, parseSearchPageParams, searchHref } from '@/lib/catalogue/search-params';
import { theme } from '@/lib/theme/theme';

const trackActivity = vi.hoisted(() => vi.fn(async () => ({ status: 'success' as const, message: 'ok' })));
vi.mock('@/lib/analytics/track-activity', () => ({ trackActivity }));

const push = vi.hoisted(() => vi.fn());
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  usePathname: () => '/blog/',
  useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }),
}));

const overlayMessages = {
  search: { label: esCatalogue.search.label, placeholder: esCatalogue.search.placeholder, submit: esCatalogue.search.submit },
  searchOverlay: esCatalogue.searchOverlay,
};

const searchMock = {
  request: { query: MainMenuSearchDocument, variables: { q: 'diseno', first: 5 } },
  result: {
    data: {
      searchCourses: {
        __typename: 'CourseSearchResult',
        term: { __typename: 'SearchTerm', evaluatedValue: 'diseno', isValid: true },
        totalCount: 17,
        suggestion: null,
        edges: [
          {
            __typename: 'CourseEdge',
            node: {
              __typename: 'Course',
              id: 'Q291cnNlOjE=',
              title: 'Diseño de logotipos para principiantes',
              url: '/cursos-online/diseno-grafico/diseno-de-logotipos-para-principiantes/',
              imagePlaceholder: null,
              categoryObj: { __typename: 'CourseCategory', name: 'Diseño gráfico' },
            },
          },
        ],
      },
    },
  },
};

function renderButton() {
  return render(
    <NextIntlClientProvider locale="es" messages={{ common: esCommon }} timeZone="America/Lima">
      <ThemeProvider theme={theme}>
        <MockedProvider mocks={[searchMock]}>
          <SearchMenuButton label="Buscar" messages={overlayMessages} />
        </MockedProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

describe('search overlay rules', () => {
  it('names pages for the Search Opened event, in any language', () => {
    expect(pageNameFromPath('/')).toBe('home');
    expect(pageNameFromPath('/pt/')).toBe('home');
    expect(pageNameFromPath('/en/blog/some-post/')).toBe('blog-post');
    expect(pageNameFromPath('/en/blog/')).toBe('blog');
    expect(pageNameFromPath('/cursos-online/search/?q=x')).toBe('search');
    expect(pageNameFromPath('/cursos-online/diseno-grafico/')).toBe('category');
    expect(pageNameFromPath('/pt/cursos-online/diseno-grafico/logo/')).toBe('course');
    expect(pageNameFromPath('/cursos-online/')).toBe('cursos-online');
    expect(searchOpenedActivity('/agenda-cursos/')).toEqual({
      eventType: 'Search Opened',
      pageIdentifier: 'Course Agenda',
      data: { page_name: 'Course Agenda', path: '/agenda-cursos/' },
    });
  });

  it('sends Enter to the search page with the cleaned term', () => {
    expect(searchPageHref('  diseño   web ')).toBe('/cursos-online/search/?q=dise%C3%B1o+web');
    expect(searchPageHref('a')).toBe('/cursos-online/search/?q=a');
    expect(searchPageHref('')).toBe('/cursos-online/search/?q=');
  });

  it('reads and writes the search page filters', () => {
    expect(parseSearchPageParams({ category: 'Diseno-Grafico', level: 'beginner', price: 'free', page: '3' })).toEqual({
      category: 'diseno-grafico',
      level: 'BEGINNER',
      price: 'free',
      page: 3,
    });
    expect(parseSearchPageParams({ category: 'bad slug!', level: 'expert', price: 'cheap', page: '-1' })).toEqual({ category: null, level: null, price: null, page: 1 });
    expect(searchHref('foto', { category: 'fotografia', level: 'ADVANCED', price: 'paid', page: 2 })).toBe(
      '/cursos-online/search/?q=foto&category=fotografia&level=advanced&price=paid&page=2',
    );
    expect(searchHref('foto', { page: 1 })).toBe('/cursos-online/search/?q=foto');
    expect(hasSearchFilters({ page: 4 })).toBe(false);
    expect(hasSearchFilters({ level: 'BEGINNER' })).toBe(true);
  });
});

describe('SearchMenuButton and SearchOverlay', () => {
  beforeEach(() => {
    trackActivity.mockClear();
    push.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('links to the search page below md and opens the overlay from md, logging Search Opened', async () => {
    renderButton();
    const [link, button] = screen.getAllByLabelText('Buscar');
    expect(link.getAttribute('href')).toBe('/cursos-online/search/');
    expect(button.tagName).toBe('BUTTON');
    fireEvent.click(button);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(document.documentElement.getAttribute('data-search-open')).toBe('true');
    expect(trackActivity).toHaveBeenCalledTimes(1);
    expect(trackActivity).toHaveBeenCalledWith(expect.objectContaining({ eventType: 'Search Opened' }));
  });

  it('ignores Escape; the close button closes it', async () => {
    renderButton();
    fireEvent.click(screen.getAllByLabelText('Buscar')[1]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(esCatalogue.searchOverlay.close));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.documentElement.getAttribute('data-search-open')).toBeNull();
  });

  it('suggests courses once typing pauses, and Enter goes to the search page', async () => {
    renderButton();
    fireEvent.click(screen.getAllByLabelText('Buscar')[1]);
    const input = await screen.findByRole('searchbox');
    expect(screen.getByRole('status').textContent).toContain('Escribe al menos 2 caracteres');
    fireEvent.change(input, { target: { value: 'diseno' } });
    await act(async () => {
      await new Promise((r) => setTimeout(r, SUGGESTION_DEBOUNCE_MS + 50));
    });
    const course = await screen.findByText('Diseño de logotipos para principiantes');
    // next/link drops the trailing slash unless the app's trailingSlash setting is loaded.
    expect(course.closest('a')?.getAttribute('href')).toMatch(/^\/cursos-online\/diseno-grafico\/diseno-de-logotipos-para-principiantes\/?$/);
    expect(screen.getByText('Ver los 17 resultados de «diseno»').closest('a')?.getAttribute('href')).toBe('/cursos-online/search/?q=diseno');
    fireEvent.submit(input.closest('form')!);
    expect(push).toHaveBeenCalledWith('/cursos-online/search/?q=diseno');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
