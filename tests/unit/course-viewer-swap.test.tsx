// @vitest-environment happy-dom
/**
 * The course page's viewer island (issue 15 item 2): the cached server markup (price and cart
 * buttons) stays for visitors, while loading and for those who must pay; the access asked after
 * hydration (CourseViewerAccess, a plain request on the default endpoint: the global fetch is
 * replaced here) swaps it for "Ir al curso" / "Continuar" with why, or "Inscríbete gratis",
 * which enrolls (EnrollFreeCourse) and goes to the classroom.
 */
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoursePayOnly, CourseViewerSwap } from '@/components/course/viewer/CourseViewerSwap';
import { courseViewerAccessQuery } from '@/components/course/viewer/use-course-viewer-access';
import { courseViewerMessages } from '@/components/course/viewer/viewer-messages';
import { resetCurrentUserStore, type CurrentUserState } from '@/lib/client/stores/current-user-store';
import esCourse from '@/messages/es/course.json';
import ptCourse from '@/messages/pt/course.json';
import { PAYG_USER as USER } from '../support/current-user-fixtures';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn(), back: vi.fn() }) }));
// buttonClassName's module also exports the locale-aware LinkButton (next-intl navigation, which needs Next).
vi.mock('@/components/ui/LocalizedLink', () => ({ Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a> }));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const SIGNED_IN: CurrentUserState = { status: 'authenticated', user: USER };
const ANONYMOUS: CurrentUserState = { status: 'anonymous', user: null };
const LOADING: CurrentUserState = { status: 'loading', user: null };

type Access = { canWatch: boolean; reason: string | null; progress: number; resumeUrl: string | null; canEnrollFree: boolean };
const NONE: Access = { canWatch: false, reason: null, progress: 0, resumeUrl: null, canEnrollFree: false };
const LECTURE_1 = '/cursos-online/diseno/logo/clase/1/';

type Call = { operationName: string; variables: Record<string, unknown>; headers: Record<string, string> };

function json(payload: unknown, status = 200) {
  return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
}

function courseOf(access: Access) {
  return { id: 'Q291cnNlOjQy', originalId: 42, viewerAccess: access };
}

/** A fetch answering CourseViewerAccess with `access` and EnrollFreeCourse with `enroll` (settled by the test when pending). */
function fakeApi(access: Access | 'fail', enroll?: unknown | 'pending' | 'network') {
  const calls: Call[] = [];
  let settle: (payload: unknown) => void = () => {};
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    calls.push({ ...body, headers: init?.headers as Record<string, string> });
    if (body.operationName === 'CourseViewerAccess') return access === 'fail' ? json({ message: 'boom' }, 500) : json({ data: { course: courseOf(access) } });
    if (enroll === 'network') throw new TypeError('Failed to fetch');
    if (enroll === 'pending') return new Promise<Response>((resolve) => (settle = (payload) => resolve(json(payload))));
    return json(enroll);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, settle: (payload: unknown) => settle(payload), names: () => calls.map((c) => c.operationName) };
}

function ServerMarkup() {
  return (
    <>
      <h2 id="buy-box-title">Compra este curso</h2>
      <p>US$ 29.99</p>
      <button type="button">Comprar ahora</button>
    </>
  );
}

function renderIsland(locale: 'es' | 'pt' = 'es', variant: 'box' | 'strip' = 'box') {
  const messages = courseViewerMessages({ course: locale === 'es' ? esCourse : ptCourse });
  return render(
    <IntlTestProvider locale={locale} messages={{}} timeZone="America/Lima">
      <section aria-labelledby="buy-box-title">
        <CourseViewerSwap courseId={42} variant={variant} headingId="buy-box-title" messages={messages}>
          <ServerMarkup />
        </CourseViewerSwap>
        <CoursePayOnly courseId={42}>
          <p>Precio en tu moneda</p>
        </CoursePayOnly>
      </section>
    </IntlTestProvider>,
  );
}

describe('course page viewer island (issue 15 item 2)', () => {
  beforeEach(() => {
    courseViewerAccessQuery.reset();
    push.mockReset();
  });
  afterEach(() => {
    cleanup();
    resetCurrentUserStore();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a visitor keeps the price and cart buttons, and nothing is asked', async () => {
    resetCurrentUserStore({ state: ANONYMOUS });
    const api = fakeApi(NONE);
    renderIsland();
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Comprar ahora' })).toBeTruthy();
    expect(screen.getByText('Precio en tu moneda')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('while the user is loading the server markup stays', async () => {
    resetCurrentUserStore({ state: LOADING, fetcher: () => new Promise(() => {}) });
    const api = fakeApi(NONE);
    renderIsland();
    await act(async () => {});
    expect(screen.getByText('US$ 29.99')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('asks CourseViewerAccess for the course in the page language; one who must pay keeps the markup', async () => {
    resetCurrentUserStore({ state: SIGNED_IN });
    const api = fakeApi(NONE);
    renderIsland();
    await waitFor(() => expect(api.names()).toEqual(['CourseViewerAccess']));
    expect(api.calls[0].variables).toEqual({ id: '42' });
    expect(api.calls[0].headers['x-locale']).toBe('es');
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Comprar ahora' })).toBeTruthy();
    expect(screen.getByText('Precio en tu moneda')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Compra este curso' })).toBeTruthy();
  });

  it('a failed request leaves the server markup as it is', async () => {
    resetCurrentUserStore({ state: SIGNED_IN });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi('fail');
    renderIsland();
    await waitFor(() => expect(api.names()).toEqual(['CourseViewerAccess']));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Comprar ahora' })).toBeTruthy();
  });

  it("a buyer who has not started gets 'Ir al curso' to the classroom instead of the price and cart buttons", async () => {
    resetCurrentUserStore({ state: SIGNED_IN });
    fakeApi({ canWatch: true, reason: 'PAID', progress: 0, resumeUrl: LECTURE_1, canEnrollFree: false });
    renderIsland();
    const link = await screen.findByRole('link', { name: 'Ir al curso' });
    expect(link.getAttribute('href')).toBe(LECTURE_1);
    expect(screen.getByRole('heading', { name: 'Tu curso' }).id).toBe('buy-box-title');
    expect(screen.getByText('Ya estás inscrito en este curso')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Comprar ahora' })).toBeNull();
    expect(screen.queryByText('US$ 29.99')).toBeNull();
    expect(screen.queryByText('Precio en tu moneda')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("a premium member at 45 % gets 'Continuar' with the progress and 'Incluido en tu membresía'", async () => {
    resetCurrentUserStore({ state: SIGNED_IN });
    const url = '/cursos-online/diseno/logo/clase/4/';
    fakeApi({ canWatch: true, reason: 'MEMBERSHIP', progress: 45, resumeUrl: url, canEnrollFree: false });
    renderIsland();
    expect((await screen.findByRole('link', { name: 'Continuar' })).getAttribute('href')).toBe(url);
    expect(screen.getByText('Incluido en tu membresía')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: '45 % completado' });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect(screen.getByText('45 % completado')).toBeTruthy();
  });

  it("the premium trial (PREVIEW_TRIAL) is also 'Incluido en tu membresía'", async () => {
    resetCurrentUserStore({ state: SIGNED_IN });
    fakeApi({ canWatch: true, reason: 'PREVIEW_TRIAL', progress: 0, resumeUrl: LECTURE_1, canEnrollFree: false });
    renderIsland();
    await screen.findByRole('link', { name: 'Ir al curso' });
    expect(screen.getByText('Incluido en tu membresía')).toBeTruthy();
  });

  it('an organisation learner is sent under /org/{slug}, and the note names the organisation', async () => {
    resetCurrentUserStore({ state: SIGNED_IN });
    const url = '/org/acme-learning/cursos-online/diseno/logo/clase/1/';
    fakeApi({ canWatch: true, reason: 'B2B', progress: 0, resumeUrl: url, canEnrollFree: false });
    renderIsland();
    expect((await screen.findByRole('link', { name: 'Ir al curso' })).getAttribute('href')).toBe(url);
    expect(screen.getByText('Incluido por tu organización')).toBeTruthy();
  });

  it('a degree student reads it is included in their microdegree', async () => {
    resetCurrentUserStore({ state: SIGNED_IN });
    fakeApi({ canWatch: true, reason: 'DEGREE', progress: 10, resumeUrl: LECTURE_1, canEnrollFree: false });
    renderIsland();
    await screen.findByRole('link', { name: 'Continuar' });
    expect(screen.getByText('Incluido en tu microgrado')).toBeTruthy();
  });

  it('a course without lectures yet says so instead of a link', async () => {
    resetCurrentUserStore({ state: SIGNED_IN });
    fakeApi({ canWatch: true, reason: 'MEMBERSHIP', progress: 0, resumeUrl: null, canEnrollFree: false });
    renderIsland();
    expect(await screen.findByText('Las clases de este curso se publicarán pronto.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('reserves the height the server markup had, so nothing below jumps up', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(184);
    resetCurrentUserStore({ state: SIGNED_IN });
    fakeApi({ canWatch: true, reason: 'PAID', progress: 0, resumeUrl: LECTURE_1, canEnrollFree: false });
    const { container } = renderIsland();
    await screen.findByRole('link', { name: 'Ir al curso' });
    const slot = container.querySelector<HTMLElement>('[data-viewer-state]')!;
    expect(slot.dataset.viewerState).toBe('watch');
    expect(slot.style.minHeight).toBe('184px');
  });

  it("a free course not taken: 'Inscríbete gratis' enrolls, then goes to the classroom URL the answer carries", async () => {
    resetCurrentUserStore({ state: SIGNED_IN });
    const api = fakeApi({ ...NONE, canEnrollFree: true }, 'pending');
    renderIsland();
    expect(await screen.findByRole('heading', { name: 'Curso gratuito' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Inscríbete gratis' }));
    const busy = await screen.findByRole('button', { name: 'Inscribiéndote…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const enroll = api.calls.find((c) => c.operationName === 'EnrollFreeCourse')!;
    expect(enroll.variables).toEqual({ courseId: '42' });
    expect(enroll.headers['x-locale']).toBe('es');
    await act(async () =>
      api.settle({ data: { enrollFreeCourse: { success: true, errors: [], course: courseOf({ canWatch: true, reason: 'FREE', progress: 0, resumeUrl: LECTURE_1, canEnrollFree: false }) } } }),
    );
    await waitFor(() => expect(push).toHaveBeenCalledWith(LECTURE_1));
    // The shared answer was updated: the box now reads "Ir al curso" (no second request needed).
    expect(screen.getByRole('link', { name: 'Ir al curso' }).getAttribute('href')).toBe(LECTURE_1);
    expect(api.names().filter((n) => n === 'CourseViewerAccess')).toHaveLength(1);
  });

  it("a refused enrollment shows the server's translated message and the button again", async () => {
    resetCurrentUserStore({ state: SIGNED_IN });
    const message = 'Este curso ya no está disponible.';
    fakeApi({ ...NONE, canEnrollFree: true }, { data: { enrollFreeCourse: { success: false, errors: [{ field: 'courseId', message }], course: null } } });
    renderIsland();
    fireEvent.click(await screen.findByRole('button', { name: 'Inscríbete gratis' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((screen.getByRole('button', { name: 'Inscríbete gratis' }) as HTMLButtonElement).disabled).toBe(false);
    expect(push).not.toHaveBeenCalled();
  });

  it('a GraphQL error (e.g. the session ended) shows its translated message', async () => {
    resetCurrentUserStore({ state: SIGNED_IN });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const message = 'Inicia sesión para inscribirte en el curso.';
    fakeApi({ ...NONE, canEnrollFree: true }, { errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }], data: null });
    renderIsland();
    fireEvent.click(await screen.findByRole('button', { name: 'Inscríbete gratis' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('a network failure shows the translated fallback message', async () => {
    resetCurrentUserStore({ state: SIGNED_IN });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ ...NONE, canEnrollFree: true }, 'network');
    renderIsland();
    fireEvent.click(await screen.findByRole('button', { name: 'Inscríbete gratis' }));
    expect((await screen.findByRole('alert')).textContent).toBe(esCourse.viewer.enrollFailed);
  });

  it('the narrow-screen strip swaps too, sharing the one request with the box', async () => {
    resetCurrentUserStore({ state: SIGNED_IN });
    const api = fakeApi({ canWatch: true, reason: 'MEMBERSHIP', progress: 30, resumeUrl: LECTURE_1, canEnrollFree: false });
    const messages = courseViewerMessages({ course: esCourse });
    render(
      <IntlTestProvider locale="es" messages={{}} timeZone="America/Lima">
        <CourseViewerSwap courseId={42} variant="strip" messages={messages}>
          <p>US$ 29.99</p>
        </CourseViewerSwap>
        <CourseViewerSwap courseId={42} variant="box" headingId="buy-box-title" messages={messages}>
          <ServerMarkup />
        </CourseViewerSwap>
      </IntlTestProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Continuar' })).toHaveLength(2));
    expect(screen.getAllByText('Incluido en tu membresía')).toHaveLength(2);
    // The strip has no heading of its own: the box's is the only one.
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(api.names()).toEqual(['CourseViewerAccess']);
  });

  it('speaks Portuguese on a Portuguese page (and asks in Portuguese)', async () => {
    resetCurrentUserStore({ state: SIGNED_IN });
    const url = '/pt/cursos-online/diseno/logo/clase/2/';
    const api = fakeApi({ canWatch: true, reason: 'MEMBERSHIP', progress: 0, resumeUrl: url, canEnrollFree: false });
    renderIsland('pt');
    expect((await screen.findByRole('link', { name: 'Vá para o curso' })).getAttribute('href')).toBe(url);
    expect(screen.getByText('Incluído na sua assinatura')).toBeTruthy();
    expect(api.calls[0].headers['x-locale']).toBe('pt');
  });
});
