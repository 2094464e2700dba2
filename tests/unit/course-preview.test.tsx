// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@mui/material/styles';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import esCommon from '@/messages/es/common.json';
import ptCommon from '@/messages/pt/common.json';
import { CoursePreviewButton } from '@/components/course/preview/CoursePreviewButton';
import { loadCourseMessages } from '@/components/course/preview/course-messages';
import { makeApolloClient } from '@/lib/client/apollo/make-client';
import { theme } from '@/lib/domain/theme/theme';

const trackActivity = vi.hoisted(() => vi.fn(async () => ({ status: 'success' as const, message: 'ok' })));
vi.mock('@/lib/client/analytics/track-activity', () => ({ trackActivity }));

// Counts how often the dialog's module is actually loaded (the factory runs on first import).
const dialogLoads = vi.hoisted(() => vi.fn());
vi.mock('@/components/course/preview/CoursePreviewDialog', async (importOriginal) => {
  dialogLoads();
  return importOriginal();
});

const COURSE = {
  __typename: 'Course',
  id: 'Q291cnNlOjQy',
  originalId: 42,
  title: 'Fotografía digital para principiantes',
  summary: 'Aprende fotografía digital de forma práctica, con ejercicios guiados y un proyecto final.',
  url: '/cursos-online/fotografia/fotografia-digital-para-principiantes/',
  coverImage: '/media/course/fotografia-digital-para-principiantes.svg',
  trailerUrl: null,
  duration: 7_500,
  discount: 40,
  comments: 1_234,
  level: 'BEGINNER',
  isActive: true,
  preSale: false,
  score: { __typename: 'CourseScore', average: 4.7 },
  professor: { __typename: 'CourseProfessor', id: 'UHJvZmVzc29yOjE=', fullName: 'Lucía Fernández Salazar' },
  prices: [
    { __typename: 'CoursePrice', currency: 'PEN', priceCents: 11_900, realPriceCents: 19_900 },
    { __typename: 'CoursePrice', currency: 'USD', priceCents: 2_999, realPriceCents: 4_999 },
  ],
};

type Call = { url: string; operationName: string; variables: Record<string, unknown>; locale: string | null };

/** A GraphQL endpoint that answers CoursePreview with `course` and records what was asked. */
function fakeApi(course: typeof COURSE | null) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    calls.push({ url: String(url), operationName: body.operationName, variables: body.variables, locale: new Headers(init?.headers).get('x-locale') });
    return new Response(JSON.stringify({ data: { course } }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const client = makeApolloClient({ fetch: fetchMock as unknown as typeof fetch, logger: { error: () => {}, warn: () => {} } });
  return { client, calls };
}

function renderCard(api: ReturnType<typeof fakeApi>, locale: 'es' | 'pt' = 'es') {
  const label = locale === 'es' ? 'Vista previa' : 'Pré-visualização';
  return render(
    <IntlTestProvider locale={locale} messages={{ common: locale === 'es' ? esCommon : ptCommon }} timeZone="America/Lima">
      <ThemeProvider theme={theme}>
        <ApolloProvider client={api.client}>
          <article>
            <h3>
              <a href={COURSE.url}>{COURSE.title}</a>
            </h3>
            <CoursePreviewButton courseId={42} label={label} accessibleLabel={`${label} de ${COURSE.title}`} />
          </article>
        </ApolloProvider>
      </ThemeProvider>
    </IntlTestProvider>,
  );
}

/**
 * Presses a button and lets the dialog's chunk and texts arrive. In a test environment React
 * retries a render suspended on a promise only when the promise settles inside act(), so the
 * press and those loads share one act() scope.
 */
async function press(button: HTMLElement, locale: 'es' | 'pt' = 'es') {
  await act(async () => {
    fireEvent.click(button);
    await Promise.all([import('@/components/course/preview/CoursePreviewDialog'), loadCourseMessages(locale)]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Apollo loads with the dialog's chunk (issue 14); it is warmed once (the dialog itself is not: its lazy load is tested). */
beforeAll(async () => {
  await import('@/components/providers/WithApollo');
});

describe('course preview dialog (spec §2)', () => {
  afterEach(() => cleanup());

  it('loads lazily on first press, fetches the course on the default client, and Escape closes it back to the button', async () => {
    const api = fakeApi(COURSE);
    renderCard(api);
    const button = screen.getByRole('button', { name: `Vista previa de ${COURSE.title}` });
    // The button is not inside the card's link.
    expect(button.closest('a')).toBeNull();
    expect(dialogLoads).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);

    button.focus();
    await press(button);
    const dialog = await screen.findByRole('dialog', { name: COURSE.title });
    expect(dialogLoads).toHaveBeenCalledTimes(1);
    expect(api.calls).toEqual([{ url: expect.stringMatching(/\/api\/v2\/graph\/$/), operationName: 'CoursePreview', variables: { id: '42' }, locale: 'es' }]);

    const d = within(dialog);
    expect(d.getByText(COURSE.summary)).toBeTruthy();
    expect(d.getByText('Lucía Fernández Salazar')).toBeTruthy();
    expect(d.getByText('4,7 de 5 (1234 reseñas)')).toBeTruthy();
    expect(d.getByText('2 h 5 min')).toBeTruthy();
    expect(d.getByText('Principiante')).toBeTruthy();
    expect(d.getByText('-40 %')).toBeTruthy();
    expect(dialog.textContent).toContain('US$ 29.99');
    expect(dialog.textContent).toContain('US$ 49.99');
    expect(d.getByRole('img', { name: `Portada del curso ${COURSE.title}` })).toBeTruthy();
    expect(d.getByRole('link', { name: 'Ver el curso' }).getAttribute('href')).toMatch(/^\/cursos-online\/fotografia\/fotografia-digital-para-principiantes\/?$/);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));

    // Opening again reuses the loaded chunk and the cached course.
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: COURSE.title })).toBeTruthy();
    expect(dialogLoads).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(1);
  });

  it('speaks the page language and says so when the course is gone', async () => {
    const api = fakeApi(null);
    renderCard(api, 'pt');
    await press(screen.getByRole('button', { name: `Pré-visualização de ${COURSE.title}` }), 'pt');
    const dialog = await screen.findByRole('dialog', { name: 'Pré-visualização do curso' });
    expect(await within(dialog).findByText('Este curso não está mais disponível.')).toBeTruthy();
    expect(api.calls[0]?.locale).toBe('pt');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
