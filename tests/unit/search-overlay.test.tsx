// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import esCatalogue from '@/messages/es/catalogue.json';
import esCommon from '@/messages/es/common.json';
import { closePhoneDialog, siteChromeStore } from '@/lib/client/stores/site-chrome-store';
import { SearchMenuButton } from '@/components/search/SearchMenuButton';
import { searchSuggestionsQuery } from '@/components/search/search-suggestions-query';
import {
  nextActiveIndex,
  overlayOptions,
  pageNameFromPath,
  searchOpenedActivity,
  searchPageHref,
  SUGGESTION_DEBOUNCE_MS,
} from '@/components/search/search-overlay-rules';
import { hasSearchFilters, parseSearchPageParams, searchHref } from '@/lib/domain/catalogue/search-params';
import { theme } from '@/lib/domain/theme/theme';

const trackActivity = vi.hoisted(() => vi.fn(async () => ({ status: 'success' as const, message: 'ok' })));
vi.mock('@/lib/client/analytics/track-activity', () => ({ trackActivity }));

const push = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/LocalizedLink', () => import('../support/plain-link'));
vi.mock('@/lib/client/i18n/localized-router', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  usePathname: () => '/blog/',
  useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }),
}));
// Suggestion URLs are already localized: the overlay opens them with Next's own router.
const nextPush = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: nextPush, replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }),
}));

const overlayMessages = {
  search: { label: esCatalogue.search.label, placeholder: esCatalogue.search.placeholder, submit: esCatalogue.search.submit },
  searchOverlay: esCatalogue.searchOverlay,
};

/** What the search endpoint answers to MainMenuSearch for "diseno". */
const answer = {
  data: {
    searchCourses: {
      term: { evaluatedValue: 'diseno', isValid: true },
      totalCount: 17,
      suggestion: null,
      matchType: 'FULL_TEXT',
      edges: [
        {
          node: {
            id: 'Q291cnNlOjE=',
            title: 'Diseño de logotipos para principiantes',
            url: '/cursos-online/diseno-grafico/diseno-de-logotipos-para-principiantes/',
            categoryObj: { name: 'Diseño gráfico' },
          },
        },
        { node: { id: 'Q291cnNlOjI=', title: 'Diseño editorial con InDesign', url: '/cursos-online/diseno-grafico/diseno-editorial/', categoryObj: { name: 'Diseño gráfico' } } },
      ],
    },
    searchSuggestions: {
      categories: [{ name: 'Diseño gráfico', parentName: null, url: '/cursos-online/diseno-grafico/' }],
      professors: [{ name: 'Diana Serrano', url: '/cursos-online/search/?q=Diana+Serrano', courseCount: 4 }],
    },
  },
};

type Sent = { url: string; body: { operationName: string; variables: Record<string, unknown> }; headers: Record<string, string> };

/** The global fetch, answering MainMenuSearch (the overlay sends plain requests, lib/client/graphql-request). */
function fakeApi(reply: unknown = answer) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)) as Sent['body'], headers: init?.headers as Record<string, string> });
      return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

function renderButton() {
  return render(
    <IntlTestProvider locale="es" messages={{ common: esCommon }} timeZone="America/Lima">
      <ThemeProvider theme={theme}>
        <SearchMenuButton label="Buscar" messages={overlayMessages} />
      </ThemeProvider>
    </IntlTestProvider>,
  );
}

/** The overlay loads lazily: its chunk is warmed once, so a cold import does not eat a test's wait. */
beforeAll(async () => {
  await import('@/components/search/SearchOverlay');
});

async function openAndType(value: string) {
  renderButton();
  fireEvent.click(screen.getAllByLabelText('Buscar')[1]);
  const input = await screen.findByRole('combobox');
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    await new Promise((r) => setTimeout(r, SUGGESTION_DEBOUNCE_MS + 50));
  });
  return input;
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

describe('overlay list and keyboard rules (issue 16 item 3)', () => {
  it('lists courses, then categories, then professors', () => {
    const options = overlayOptions(
      {
        courses: [{ id: '1', title: 'Curso', url: '/c/', category: 'Cat' }],
        categories: [{ name: 'Sub', parentName: 'Cat', url: '/cat/?subcategory=sub' }],
        professors: [{ name: 'Ana', url: '/s/?q=Ana', courseCount: 2 }],
      },
      (n) => `${n} cursos`,
    );
    expect(options.map((o) => [o.kind, o.label, o.detail, o.href])).toEqual([
      ['course', 'Curso', 'Cat', '/c/'],
      ['category', 'Sub', 'Cat', '/cat/?subcategory=sub'],
      ['professor', 'Ana', '2 cursos', '/s/?q=Ana'],
    ]);
  });

  it('moves the highlight with the arrows, wrapping through the box; Escape clears it', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(0, 3, 'ArrowDown')).toBe(1);
    expect(nextActiveIndex(2, 3, 'ArrowDown')).toBe(-1);
    expect(nextActiveIndex(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(0, 3, 'ArrowUp')).toBe(-1);
    expect(nextActiveIndex(1, 3, 'Escape')).toBe(-1);
    expect(nextActiveIndex(1, 3, 'Home')).toBe(0);
    expect(nextActiveIndex(1, 3, 'End')).toBe(2);
    // In the box, Home/End and letters are the text's.
    expect(nextActiveIndex(-1, 3, 'Home')).toBeNull();
    expect(nextActiveIndex(-1, 3, 'a')).toBeNull();
    expect(nextActiveIndex(-1, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('SearchMenuButton and SearchOverlay', () => {
  let sent: Sent[] = [];
  beforeEach(() => {
    trackActivity.mockClear();
    push.mockClear();
    nextPush.mockClear();
    searchSuggestionsQuery.reset();
    sent = fakeApi();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
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
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(esCatalogue.searchOverlay.close));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.documentElement.getAttribute('data-search-open')).toBeNull();
  });

  it('asks nothing under two characters, then one plain request per term on the search endpoint', async () => {
    const input = await openAndType('d');
    expect(screen.getByRole('status').textContent).toContain('Escribe al menos 2 caracteres');
    expect(sent).toEqual([]);
    fireEvent.change(input, { target: { value: 'diseno' } });
    await act(async () => {
      await new Promise((r) => setTimeout(r, SUGGESTION_DEBOUNCE_MS + 50));
    });
    await screen.findByText('Diseño de logotipos para principiantes');
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toMatch(/\/api\/v2\/graph\/search\/$/);
    expect(sent[0].body).toMatchObject({ operationName: 'MainMenuSearch', variables: { q: 'diseno', first: 5 } });
    expect(sent[0].headers['x-locale']).toBe('es');
    // Typing back to a term already answered sends nothing.
    fireEvent.change(input, { target: { value: 'disen' } });
    fireEvent.change(input, { target: { value: 'diseno' } });
    await act(async () => {
      await new Promise((r) => setTimeout(r, SUGGESTION_DEBOUNCE_MS + 50));
    });
    expect(sent).toHaveLength(1);
  });

  it('offers the phone dialog when nothing was found, and only then (spec §2 "a phone dialog opened from search")', async () => {
    fakeApi({ data: { searchCourses: { term: { evaluatedValue: 'zzzz', isValid: true }, totalCount: 0, suggestion: null, matchType: 'FULL_TEXT', edges: [] }, searchSuggestions: { categories: [], professors: [] } } });
    await openAndType('zzzz');
    expect((await screen.findByRole('status')).textContent).toContain('No encontramos cursos para «zzzz»');
    fireEvent.click(screen.getByRole('button', { name: esCatalogue.searchOverlay.phoneHelp }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(siteChromeStore.getState()).toMatchObject({ phoneDialogOpen: true, phoneDialogSource: 'search' });
    act(() => closePhoneDialog());
  });

  it('shows no phone offer when the search found courses', async () => {
    await openAndType('diseno');
    await screen.findByText('Diseño de logotipos para principiantes');
    expect(screen.queryByRole('button', { name: esCatalogue.searchOverlay.phoneHelp })).toBeNull();
  });

  it('suggests courses, categories and professors once typing pauses, and Enter goes to the search page', async () => {
    const input = await openAndType('diseno');
    const course = await screen.findByText('Diseño de logotipos para principiantes');
    // next/link drops the trailing slash unless the app's trailingSlash setting is loaded.
    expect(course.closest('a')?.getAttribute('href')).toMatch(/^\/cursos-online\/diseno-grafico\/diseno-de-logotipos-para-principiantes\/?$/);
    expect(screen.getByRole('group', { name: 'Categorías' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Profesores' }).textContent).toContain('Diana Serrano4 cursos');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Ver los 17 resultados de «diseno»').closest('a')?.getAttribute('href')).toBe('/cursos-online/search/?q=diseno');
    fireEvent.submit(input.closest('form')!);
    expect(push).toHaveBeenCalledWith('/cursos-online/search/?q=diseno');
    expect(nextPush).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('walks the suggestions with the arrows; Escape clears the highlight and keeps the overlay; Enter opens the highlighted one', async () => {
    const input = await openAndType('diseno');
    await screen.findByText('Diseño de logotipos para principiantes');
    const options = () => screen.getAllByRole('option');
    const activeLabel = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeLabel()).toContain('Diseño de logotipos para principiantes');
    expect(options()[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeLabel()).toContain('Diana Serrano');

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(options().every((o) => o.getAttribute('aria-selected') === 'false')).toBe(true);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('diseno');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeLabel()).toContain('Diseño gráfico');
    fireEvent.submit(input.closest('form')!);
    expect(nextPush).toHaveBeenCalledWith('/cursos-online/diseno-grafico/');
    expect(push).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
