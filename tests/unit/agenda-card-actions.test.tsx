// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgendaCardButton } from '@/components/agenda/AgendaCardActions';
import { AgendaBadge } from '@/components/agenda/AgendaBadge';
import { AgendaCourseCard, AgendaGrid } from '@/components/agenda/AgendaCourseCard';
import type { AgendaCourse } from '@/lib/server/services/agenda';
import type { AgendaCardLabels } from '@/components/agenda/agenda-card-labels';
import { agendaSubscriptionsQuery } from '@/components/agenda/use-agenda-subscriptions';
import { authDialogStore, resetAuthDialogStore } from '@/lib/client/stores/auth-dialog-store';
import { resetCurrentUserStore, type CurrentUserState } from '@/lib/client/stores/current-user-store';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { theme } from '@/lib/domain/theme/theme';
import es from '@/messages/es/agenda.json';
import { PAYG_USER as USER } from '../support/current-user-fixtures';

vi.mock('@/components/ui/LocalizedLink', () => import('../support/plain-link'));

const labels: AgendaCardLabels = {
  goToCourse: es.card.goToCourse,
  notifyMe: es.card.notifyMe,
  scheduled: es.card.scheduled,
  preSale: es.card.preSale,
  comingSoon: es.card.comingSoon,
  scheduleFailed: es.card.scheduleFailed,
};

const SIGNED_IN: CurrentUserState = { status: 'authenticated', user: USER };
const PREMIUM: CurrentUserState = { status: 'authenticated', user: { ...USER, hasMembership: true, segmentation: 'Member' } };
const ANONYMOUS: CurrentUserState = { status: 'anonymous', user: null };

type Body = { operationName: string; variables: Record<string, unknown> };

/**
 * A fetch that answers MyCourseSubscriptions from `list` and lets the test settle CourseSubscribe
 * (the cards send plain requests, lib/client/graphql-request: the global fetch is replaced).
 */
function fakeApi(list: string[]) {
  const calls: Body[] = [];
  let answer: (payload: unknown) => void = () => {};
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Body;
    calls.push(body);
    const json = (payload: unknown) => new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
    if (body.operationName === 'MyCourseSubscriptions') return json({ data: { myCourseSubscriptions: list } });
    return new Promise<Response>((resolve) => (answer = (payload) => resolve(json(payload))));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, settle: (payload: unknown) => answer(payload) };
}

// The api is installed as the global fetch (fakeApi); taken here so each test names the one it uses.
function renderButton(_api: ReturnType<typeof fakeApi>, props: Partial<Parameters<typeof AgendaCardButton>[0]> = {}) {
  return render(
    <IntlTestProvider locale="es" messages={{}} timeZone="America/Lima">
      <ThemeProvider theme={theme}>
        <AgendaCardButton courseId="42" isActive={false} preSale isScheduled={false} href="/cursos-online/x/y/" labels={labels} {...props} />
      </ThemeProvider>
    </IntlTestProvider>,
  );
}

describe('agenda card button (spec §4)', () => {
  beforeEach(() => {
    resetAuthDialogStore();
    agendaSubscriptionsQuery.reset();
    window.history.replaceState(null, '', '/agenda-cursos/?x=1');
  });
  afterEach(() => {
    cleanup();
    resetAuthDialogStore();
    resetCurrentUserStore();
    vi.unstubAllGlobals();
  });

  it("links an active course with 'Ir al curso'", () => {
    resetCurrentUserStore({ state: ANONYMOUS });
    renderButton(fakeApi([]), { isActive: true });
    expect(screen.getByRole('link', { name: 'Ir al curso' }).getAttribute('href')).toBe('/cursos-online/x/y/');
  });

  it('opens the login dialog for a visitor, returning to the current path, and sends nothing', async () => {
    resetCurrentUserStore({ state: ANONYMOUS });
    const api = fakeApi([]);
    renderButton(api);
    fireEvent.click(screen.getByRole('button', { name: 'Avísenme cuando esté listo' }));
    await waitFor(() => expect(authDialogStore.getState()).toMatchObject({ open: true, view: 'login', next: '/agenda-cursos/?x=1' }));
    expect(api.calls).toEqual([]);
  });

  it("switches at once to a disabled '¡Agendado!' and sends courseSubscribe with the content type", async () => {
    resetCurrentUserStore({ state: SIGNED_IN });
    const api = fakeApi([]);
    renderButton(api);
    await waitFor(() => expect(api.calls.map((c) => c.operationName)).toContain('MyCourseSubscriptions'));
    fireEvent.click(screen.getByRole('button', { name: 'Avísenme cuando esté listo' }));
    // Before the server answers:
    await waitFor(() => expect((screen.getByRole('button', { name: '¡Agendado!' }) as HTMLButtonElement).disabled).toBe(true));
    expect(api.calls.find((c) => c.operationName === 'CourseSubscribe')?.variables).toEqual({ input: { courseId: '42', contentType: 'cursalia-on-scheduled' } });
    await act(async () => api.settle({ data: { courseSubscribe: { __typename: 'CourseSubscribePayload', success: true } } }));
    expect((screen.getByRole('button', { name: '¡Agendado!' }) as HTMLButtonElement).disabled).toBe(true);
    expect(authDialogStore.getState().open).toBe(false);
  });

  it('goes back, with the translated message, when the call fails', async () => {
    resetCurrentUserStore({ state: SIGNED_IN });
    const api = fakeApi([]);
    renderButton(api);
    fireEvent.click(screen.getByRole('button', { name: 'Avísenme cuando esté listo' }));
    await screen.findByRole('button', { name: '¡Agendado!' });
    await act(async () => api.settle({ errors: [{ message: 'Este curso ya está disponible o todavía no se puede agendar.', extensions: { code: 'BAD_USER_INPUT' } }] }));
    expect((await screen.findByRole('alert')).textContent).toBe('Este curso ya está disponible o todavía no se puede agendar.');
    expect((screen.getByRole('button', { name: 'Avísenme cuando esté listo' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows '¡Agendado!' for a course already in the subscription list", async () => {
    resetCurrentUserStore({ state: SIGNED_IN });
    renderButton(fakeApi(['7', '42']));
    expect(((await screen.findByRole('button', { name: '¡Agendado!' })) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('agenda pre-sale badge (spec §4, §6)', () => {
  afterEach(() => {
    cleanup();
    resetCurrentUserStore();
  });

  const badge = (preSale = true) =>
    render(
      <ThemeProvider theme={theme}>
        <AgendaBadge preSale={preSale} labels={labels} />
      </ThemeProvider>,
    );

  it("reads 'Próximamente' for premium members and 'Preventa' otherwise", () => {
    resetCurrentUserStore({ state: PREMIUM });
    badge();
    expect(screen.getByText('Próximamente')).toBeTruthy();
    cleanup();
    resetCurrentUserStore({ state: SIGNED_IN });
    badge();
    expect(screen.getByText('Preventa')).toBeTruthy();
    cleanup();
    resetCurrentUserStore({ state: ANONYMOUS });
    badge();
    expect(screen.getByText('Preventa')).toBeTruthy();
  });

  it('is absent without pre-sale', () => {
    resetCurrentUserStore({ state: PREMIUM });
    const { container } = badge(false);
    expect(container.textContent).toBe('');
  });
});

describe('AgendaCourseCard (server markup first, issue 14)', () => {
  const course = (isActive: boolean): AgendaCourse => ({
    id: 7,
    slug: 'acuarela',
    categorySlug: 'ilustracion',
    title: { es: 'Acuarela para empezar' },
    professorName: 'Ana Ríos',
    coverImage: '/media/course/acuarela.svg',
    promoImage: null,
    launchDate: '2026-12-01',
    urlSchedule: '/cursos-online/ilustracion/acuarela/',
    preSale: true,
    isScheduled: false,
    isActive,
  });
  const card = (isActive: boolean) =>
    render(
      <IntlTestProvider locale="es" messages={{ agenda: es }}>
        <ThemeProvider theme={theme}>
          <AgendaCourseCard course={course(isActive)} tracking={{ sourcePage: 'Course Agenda', sourceDetail: 'agenda' }} />
        </ThemeProvider>
      </IntlTestProvider>,
    );

  beforeEach(() => resetCurrentUserStore({ state: ANONYMOUS }));
  afterEach(cleanup);

  it("draws an active course's 'Ir al curso' as a plain link to the course, with where it was", () => {
    card(true);
    const link = screen.getByRole('link', { name: labels.goToCourse });
    expect(link.getAttribute('href')).toBe('/cursos-online/ilustracion/acuarela/?source_page=Course+Agenda&source_detail=agenda');
    expect(link.getAttribute('aria-describedby')).toBe('agenda-course-7-title');
    expect(screen.queryByRole('button', { name: labels.notifyMe })).toBeNull();
  });

  it("draws a course not yet active with the notify button, from the button's own chunk", async () => {
    fakeApi([]);
    card(false);
    expect(await screen.findByRole('button', { name: labels.notifyMe })).toBeTruthy();
    expect(screen.queryByRole('link', { name: labels.goToCourse })).toBeNull();
  });

  it('loads the first screen\'s covers at once (priorityCount) and the others lazily', () => {
    const second = { ...course(true), id: 8, title: { es: 'Óleo' } };
    render(
      <IntlTestProvider locale="es" messages={{ agenda: es }}>
        <AgendaGrid courses={[course(true), second]} priorityCount={1} />
      </IntlTestProvider>,
    );
    const [first, other] = screen.getAllByRole('img') as HTMLImageElement[];
    expect([first.getAttribute('loading'), first.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([other.getAttribute('loading'), other.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
  });
});
