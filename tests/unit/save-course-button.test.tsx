// @vitest-environment happy-dom
import { Profiler } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveCourseButton, type SaveCourseButtonProps } from '@/components/saved-courses/SaveCourseButton';
import { PremiumSaveHint } from '@/components/saved-courses/PremiumSaveHint';
import { resetSavedCourseSnackbarStore, savedCourseSnackbarStore } from '@/lib/client/saved-courses/saved-course-snackbar-store';
import { resetCurrentUserStore, type CurrentUserState } from '@/lib/client/stores/current-user-store';
import { ANONYMOUS, createResult, deleteResult, fakeSavedCoursesApi, PAYG, PREMIUM, SavedCoursesTestProviders } from '../support/saved-courses-api';

vi.mock('@/lib/client/analytics/track-activity', () => ({ trackActivity: vi.fn(async () => ({ status: 'success', message: 'ok' })) }));
vi.mock('@/components/ui/LocalizedLink', () => import('../support/plain-link'));

const NAME = 'Guardar Fotografía digital en "Mis guardados"';
/** What the course page passes as `upsell`, with its Spanish text (messages/es/savedCourses.json). */
const HINT = <PremiumSaveHint label="Guarda este curso con Premium" />;

function renderButton(api: ReturnType<typeof fakeSavedCoursesApi>, props: Partial<SaveCourseButtonProps> = {}) {
  return render(
    <SavedCoursesTestProviders client={api.client}>
      <SaveCourseButton courseId={42} courseTitle="Fotografía digital" {...props} />
    </SavedCoursesTestProviders>,
  );
}

/** A `me` query that never answers (the user stays loading). */
const stillLoading = () => new Promise<CurrentUserState>(() => {});

const toggle = () => screen.getByRole('button', { name: NAME });

/**
 * What the button shows loads lazily (SaveCoursePart), and the toggle with Apollo, for users who
 * may save (issue 14): their chunks are warmed once, so a cold import does not eat a test's wait.
 */
beforeAll(async () => {
  await Promise.all([import('@/components/saved-courses/SaveCoursePart'), import('@/components/saved-courses/SaveToggle'), import('@/components/providers/WithApollo')]);
});

describe('SaveCourseButton (spec §4, §6 "Saving courses: premium users only")', () => {
  beforeEach(() => resetSavedCourseSnackbarStore());
  afterEach(() => {
    cleanup();
    resetCurrentUserStore();
    resetSavedCourseSnackbarStore();
  });

  it('gives a premium member a bookmark toggle that saves, shows busy, then pressed, with the top-right snackbar', async () => {
    resetCurrentUserStore({ state: PREMIUM });
    const api = fakeSavedCoursesApi([]);
    renderButton(api);
    await waitFor(() => expect(api.calls.map((c) => c.operationName)).toEqual(['SavedCourseIds']));
    // Shown once its state is known.
    expect((await screen.findByRole('button', { name: NAME })).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().getAttribute('aria-busy')).toBe('true'));
    // A second press while busy sends nothing more.
    fireEvent.click(toggle());
    expect(api.mutations().map((c) => c.operationName)).toEqual(['CreateSavedCourse']);

    await act(async () => api.settle(createResult(true)));
    await waitFor(() => expect(toggle().getAttribute('aria-pressed')).toBe('true'));
    expect(toggle().hasAttribute('aria-busy')).toBe(false);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Curso guardado en "Mis guardados"');
    // Top-right (spec §4).
    expect(document.querySelector('.MuiSnackbar-anchorOriginTopRight')).not.toBeNull();
  });

  it('unsaves a saved course and shows the error snackbar (role alert) when that fails', async () => {
    resetCurrentUserStore({ state: PREMIUM });
    const api = fakeSavedCoursesApi(['42']);
    renderButton(api, { variant: 'button' });
    await waitFor(() => expect(toggle().getAttribute('aria-pressed')).toBe('true'));
    expect(toggle().textContent).toContain('Guardar');

    fireEvent.click(toggle());
    await waitFor(() => expect(api.mutations().map((c) => c.operationName)).toEqual(['DeleteSavedCourse']));
    await act(async () => api.settle({ errors: [{ message: 'boom' }] }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error al eliminar el curso, por favor inténtelo más tarde');
    expect(toggle().getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(toggle());
    await waitFor(() => expect(api.mutations()).toHaveLength(2));
    await act(async () => api.settle(deleteResult(true)));
    await waitFor(() => expect(toggle().getAttribute('aria-pressed')).toBe('false'));
  });

  it('shows one snackbar for many buttons, and the message survives the button that caused it', async () => {
    resetCurrentUserStore({ state: PREMIUM });
    const api = fakeSavedCoursesApi([]);
    const view = render(
      <SavedCoursesTestProviders client={api.client}>
        <SaveCourseButton courseId={42} courseTitle="Fotografía digital" />
        <SaveCourseButton courseId={43} courseTitle="Ilustración" />
      </SavedCoursesTestProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: NAME }));
    await waitFor(() => expect(api.mutations()).toHaveLength(1));
    await act(async () => api.settle(createResult(true)));
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(1));

    view.rerender(
      <SavedCoursesTestProviders client={api.client}>
        <SaveCourseButton courseId={43} courseTitle="Ilustración" />
      </SavedCoursesTestProviders>,
    );
    expect((await screen.findByRole('status')).textContent).toBe('Curso guardado en "Mis guardados"');
  });

  it('closes the snackbar on a click outside it (spec §4)', async () => {
    resetCurrentUserStore({ state: PREMIUM });
    const api = fakeSavedCoursesApi([]);
    renderButton(api);
    fireEvent.click(await screen.findByRole('button', { name: NAME }));
    await waitFor(() => expect(api.mutations()).toHaveLength(1));
    await act(async () => api.settle(createResult(true)));
    await screen.findByRole('status');
    // MUI listens for clicks outside once the snackbar has opened.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.click(document.body);
    await waitFor(() => expect(savedCourseSnackbarStore.getState().snackbar?.open).toBe(false));
  });

  it.each<[string, CurrentUserState]>([
    ['a PAYG learner', PAYG],
    ['a visitor', ANONYMOUS],
    ['a user still loading', { status: 'loading', user: null }],
  ])('renders nothing for %s, and asks the server nothing', async (_who, state) => {
    resetCurrentUserStore({ state, fetcher: stillLoading });
    const api = fakeSavedCoursesApi([]);
    const { container } = renderButton(api);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('with upsell, offers visitors and PAYG learners the server-rendered link to /premium/ instead', async () => {
    resetCurrentUserStore({ state: PAYG });
    const api = fakeSavedCoursesApi([]);
    renderButton(api, { upsell: HINT });
    const link = await screen.findByRole('link', { name: 'Guarda este curso con Premium' });
    expect(link.getAttribute('href')).toBe('/premium/');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    resetCurrentUserStore({ state: ANONYMOUS });
    renderButton(api, { upsell: HINT });
    expect(await screen.findByRole('link', { name: 'Guarda este curso con Premium' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('with upsell, shows the hint while the user loads (issue 14: no line that grows after the first paint)', () => {
    resetCurrentUserStore({ state: { status: 'loading', user: null }, fetcher: stillLoading });
    renderButton(fakeSavedCoursesApi([]), { upsell: HINT });
    // Synchronously: the hint is in the first render, as in the server's HTML.
    expect(screen.getByRole('link', { name: 'Guarda este curso con Premium' })).toBeTruthy();
  });

  it('with upsell, a premium member gets the toggle in place of the hint once `me` says so', async () => {
    let answer!: (state: CurrentUserState) => void;
    resetCurrentUserStore({ fetcher: () => new Promise<CurrentUserState>((resolve) => (answer = resolve)) });
    const api = fakeSavedCoursesApi([]);
    renderButton(api, { upsell: HINT, variant: 'button' });
    expect(screen.getByRole('link', { name: 'Guarda este curso con Premium' })).toBeTruthy();
    await act(async () => answer(PREMIUM));
    expect(await screen.findByRole('button', { name: NAME })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Guarda este curso con Premium' })).toBeNull();
  });

  it('trusts the server on the saved list: shown pressed at once, before `me` has loaded', () => {
    resetCurrentUserStore({ state: { status: 'loading', user: null }, fetcher: stillLoading });
    renderButton(fakeSavedCoursesApi([]), { premium: true, initialSaved: true, variant: 'button' });
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
  });

  it("a visitor's card does not re-render when the user state settles (issue 14: a listing's cards re-rendered together)", async () => {
    let answer!: (state: CurrentUserState) => void;
    resetCurrentUserStore({ fetcher: () => new Promise<CurrentUserState>((resolve) => (answer = resolve)) });
    let renders = 0;
    render(
      <SavedCoursesTestProviders client={fakeSavedCoursesApi([]).client}>
        <Profiler id="card" onRender={() => (renders += 1)}>
          <SaveCourseButton courseId={42} courseTitle="Fotografía digital" />
        </Profiler>
      </SavedCoursesTestProviders>,
    );
    const first = renders;
    await act(async () => answer(ANONYMOUS));
    expect(renders).toBe(first);
    // A change of the part it shows still re-renders it: a member who may save gets the toggle.
    await act(async () => resetCurrentUserStore({ state: PREMIUM }));
    expect(renders).toBeGreaterThan(first);
    expect(await screen.findByRole('button', { name: NAME })).toBeTruthy();
  });
});
