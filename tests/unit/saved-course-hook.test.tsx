// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackActivity } from '@/lib/client/analytics/track-activity';
import { COURSE_SAVED_EVENT, COURSE_UNSAVED_EVENT } from '@/lib/client/saved-courses/saved-course-events';
import { resetSavedCourseSnackbarStore, savedCourseSnackbarStore } from '@/lib/client/saved-courses/saved-course-snackbar-store';
import { SavedCourseActionError, useSavedCourse, type UseSavedCourseOptions } from '@/lib/client/saved-courses/use-saved-course';
import { resetCurrentUserStore } from '@/lib/client/stores/current-user-store';
import { createResult, deleteResult, fakeSavedCoursesApi, PAYG, PREMIUM, SavedCoursesTestProviders } from '../support/saved-courses-api';

vi.mock('@/lib/client/analytics/track-activity', () => ({ trackActivity: vi.fn(async () => ({ status: 'success', message: 'ok' })) }));
const track = vi.mocked(trackActivity);

const snackbar = () => savedCourseSnackbarStore.getState().snackbar;

function renderSavedCourse(api: ReturnType<typeof fakeSavedCoursesApi>, options: UseSavedCourseOptions = {}, locale: 'es' | 'pt' = 'es') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SavedCoursesTestProviders client={api.client} locale={locale}>
      {children}
    </SavedCoursesTestProviders>
  );
  return renderHook(() => useSavedCourse(42, options), { wrapper });
}

describe('useSavedCourse (spec §4 "Saved courses", §8 texts)', () => {
  beforeEach(() => {
    resetCurrentUserStore({ state: PREMIUM });
    resetSavedCourseSnackbarStore();
    track.mockClear();
    window.history.replaceState(null, '', '/cursos-online/diseno/curso/');
  });
  afterEach(() => {
    cleanup();
    resetCurrentUserStore();
    resetSavedCourseSnackbarStore();
  });

  it('saves: loading while the call runs, then the success snackbar and "Course Saved", then loading cleared', async () => {
    const api = fakeSavedCoursesApi(['7']);
    const { result } = renderSavedCourse(api);
    await waitFor(() => expect(api.calls.map((c) => c.operationName)).toContain('SavedCourseIds'));
    expect(api.calls[0].url).toMatch(/\/api\/graph\/$/);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.saved).toBe(false);

    // The event is sent before loading is cleared (spec §4 order).
    let loadingWhenTracked: boolean | null = null;
    track.mockImplementationOnce(async () => {
      loadingWhenTracked = result.current.loading;
      return { status: 'success', message: 'ok' };
    });
    let done!: Promise<void>;
    act(() => {
      done = result.current.toggle();
    });
    await waitFor(() => expect(result.current.loading).toBe(true));
    expect(api.mutations()).toEqual([{ url: expect.stringMatching(/\/api\/graph\/$/), operationName: 'CreateSavedCourse', variables: { course_id: '42' } }]);
    expect(snackbar()).toBeNull();

    await act(async () => {
      api.settle(createResult(true, ['Curso guardado en "Mis guardados"']));
      await done;
    });
    expect(snackbar()).toMatchObject({ message: 'Curso guardado en "Mis guardados"', state: 'success', open: true });
    expect(track).toHaveBeenCalledTimes(1);
    expect(track.mock.calls[0][0]).toMatchObject({ eventType: COURSE_SAVED_EVENT, itemId: '42', itemType: 'course', data: { course_id: '42', path: '/cursos-online/diseno/curso/' } });
    expect(loadingWhenTracked).toBe(true);
    expect(result.current.loading).toBe(false);
    expect(api.client.cache.extract()).toMatchObject({ ROOT_QUERY: { savedCourseIds: ['42', '7'] } });
    await waitFor(() => expect(result.current.saved).toBe(true));
  });

  it('toggles a saved course off: DeleteSavedCourse, "Curso eliminado de…" and "Course Unsaved"', async () => {
    const api = fakeSavedCoursesApi(['42']);
    const { result } = renderSavedCourse(api);
    await waitFor(() => expect(result.current.saved).toBe(true));
    let done!: Promise<void>;
    act(() => {
      done = result.current.toggle();
    });
    await waitFor(() => expect(api.mutations().map((c) => c.operationName)).toEqual(['DeleteSavedCourse']));
    await act(async () => {
      api.settle(deleteResult(true));
      await done;
    });
    expect(snackbar()).toMatchObject({ message: 'Curso eliminado de "Mis guardados"', state: 'success' });
    expect(track.mock.calls[0][0]).toMatchObject({ eventType: COURSE_UNSAVED_EVENT, itemId: '42' });
    // The shared list in the cache drops it, and this toggle follows.
    expect(api.client.cache.extract()).toMatchObject({ ROOT_QUERY: { savedCourseIds: [] } });
    await waitFor(() => expect(result.current).toMatchObject({ saved: false, loading: false }));
  });

  it('on a failed save shows the error snackbar, clears loading and rethrows; no event', async () => {
    const api = fakeSavedCoursesApi([]);
    const { result } = renderSavedCourse(api);
    let done!: Promise<void>;
    act(() => {
      done = result.current.save();
    });
    await waitFor(() => expect(api.mutations()).toHaveLength(1));
    const failed = expect(done).rejects.toBeTruthy();
    await act(async () => {
      api.settle({ errors: [{ message: 'Guardar cursos es solo para miembros Premium.', extensions: { code: 'FORBIDDEN' } }] });
      await failed;
    });
    expect(snackbar()).toMatchObject({ message: 'Error al guardar el curso, por favor inténtelo más tarde', state: 'error' });
    expect(track).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ saved: false, loading: false });
  });

  it('treats success false as a failure: error snackbar and a SavedCourseActionError with the server messages', async () => {
    const api = fakeSavedCoursesApi(['42']);
    const { result } = renderSavedCourse(api);
    await waitFor(() => expect(result.current.saved).toBe(true));
    let done!: Promise<void>;
    act(() => {
      done = result.current.unsave();
    });
    await waitFor(() => expect(api.mutations()).toHaveLength(1));
    let error: unknown;
    await act(async () => {
      api.settle(deleteResult(false, ['Este curso no estaba en "Mis guardados"']));
      error = await done.catch((e: unknown) => e);
    });
    expect(error).toBeInstanceOf(SavedCourseActionError);
    expect((error as SavedCourseActionError).messages).toEqual(['Este curso no estaba en "Mis guardados"']);
    expect(snackbar()).toMatchObject({ message: 'Error al eliminar el curso, por favor inténtelo más tarde', state: 'error' });
    expect(track).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ saved: true, loading: false });
  });

  it('uses the Portuguese texts of spec §8', async () => {
    const api = fakeSavedCoursesApi([]);
    const { result } = renderSavedCourse(api, {}, 'pt');
    let done!: Promise<void>;
    act(() => {
      done = result.current.save();
    });
    await waitFor(() => expect(api.mutations()).toHaveLength(1));
    await act(async () => {
      api.settle(createResult(true));
      await done;
    });
    expect(snackbar()?.message).toBe('Curso salvo em "Meus salvos"');
    act(() => {
      done = result.current.unsave();
    });
    await waitFor(() => expect(api.mutations()).toHaveLength(2));
    await act(async () => {
      api.settle({ errors: [{ message: 'boom' }] });
      await done.catch(() => {});
    });
    expect(snackbar()).toMatchObject({ message: 'Falha ao excluir o curso, tente novamente mais tarde', state: 'error' });
  });

  it('with snackbar off shows nothing, on success or failure, but still sends the event', async () => {
    const api = fakeSavedCoursesApi([]);
    const { result } = renderSavedCourse(api, { snackbar: false });
    let done!: Promise<void>;
    act(() => {
      done = result.current.save();
    });
    await waitFor(() => expect(api.mutations()).toHaveLength(1));
    await act(async () => {
      api.settle(createResult(true));
      await done;
    });
    expect(snackbar()).toBeNull();
    expect(track).toHaveBeenCalledTimes(1);
    act(() => {
      done = result.current.unsave();
    });
    await waitFor(() => expect(api.mutations()).toHaveLength(2));
    await act(async () => {
      api.settle({ errors: [{ message: 'boom' }] });
      await done.catch(() => {});
    });
    expect(snackbar()).toBeNull();
  });

  it('with analytics off shows the snackbar but sends no event', async () => {
    const api = fakeSavedCoursesApi([]);
    const { result } = renderSavedCourse(api, { analytics: false });
    let done!: Promise<void>;
    act(() => {
      done = result.current.save();
    });
    await waitFor(() => expect(api.mutations()).toHaveLength(1));
    await act(async () => {
      api.settle(createResult(true));
      await done;
    });
    expect(snackbar()?.message).toBe('Curso guardado en "Mis guardados"');
    expect(track).not.toHaveBeenCalled();
  });

  it('is not ready while the saved list is unknown', () => {
    resetCurrentUserStore({ state: PAYG });
    const { result } = renderSavedCourse(fakeSavedCoursesApi([]));
    expect(result.current).toMatchObject({ saved: false, ready: false });
  });

  it('asks nothing for a user who cannot save courses, and keeps the server-rendered state until it knows better', async () => {
    resetCurrentUserStore({ state: PAYG });
    const api = fakeSavedCoursesApi(['42']);
    const { result } = renderSavedCourse(api, { initialSaved: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
    expect(result.current).toMatchObject({ saved: true, ready: true });
  });
});
