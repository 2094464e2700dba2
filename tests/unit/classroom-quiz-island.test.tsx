// @vitest-environment happy-dom
/**
 * The classroom's quiz island (issue 15 item 3): QuizForm wired to the `private` endpoint's quiz
 * mutations. The request helper is mocked; what is checked is the wiring — which operation goes
 * with which variables, and how the server's answers (data, translated refusals, a failed request)
 * reach the form.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '@/messages/es/classroom.json';
import { ClassroomQuiz } from '@/components/classroom/ClassroomQuiz';
import type { QuizViewData } from '@/lib/domain/learning/classroom/quiz-view';

const request = vi.hoisted(() => vi.fn());
vi.mock('@/lib/client/graphql-request/request', () => ({ graphqlRequest: request }));

const question = { id: 'q1', type: 'SIMPLE' as const, prompt: '¿Qué regla ordena la imagen en tercios?', options: [{ id: 'a', text: 'Regla de tercios' }, { id: 'b', text: 'Regla áurea' }], points: 1 };

const initial = (over: Partial<QuizViewData['settings']> = {}): QuizViewData => ({
  settings: { approvalThreshold: 70, durationMinutes: null, retryWaitMinutes: 60, showAnswers: 'AT_END', mode: 'CUMULATIVE', ...over },
  questionCount: 1,
  availability: { allowed: true },
  attempt: null,
  lastResult: null,
});

const attempt = { startedAt: '2026-05-01T15:00:00.000Z', serverNow: '2026-05-01T15:00:00.000Z', deadline: null, questions: [question], confirmed: [] };

function renderIsland(data: QuizViewData) {
  render(
    <IntlTestProvider locale="es" messages={{ classroom: es }} timeZone="America/Lima">
      <ClassroomQuiz lectureId={42} initial={data} />
    </IntlTestProvider>,
  );
}

// The codegen'd persisted operation's name (codegen.ts operationMeta); the request helper itself is mocked.
const operationName = (call: unknown[]) => (call[0] as { __meta__?: { operationName?: string } }).__meta__?.operationName;

afterEach(() => {
  cleanup();
  request.mockReset();
});

describe('ClassroomQuiz', () => {
  it('starts and submits through the private endpoint and shows the graded result', async () => {
    request.mockResolvedValueOnce({ ok: true, data: { startQuizAttempt: { success: true, errors: [], attempt, availability: null } } });
    request.mockResolvedValueOnce({
      ok: true,
      data: {
        submitQuizAttempt: {
          success: true,
          errors: [],
          result: { scorePercent: 100, approvalThreshold: 70, outcome: 'PASSED', needsReview: false, countsTowardCourse: true, review: [{ questionId: 'q1', correct: true, correctOptionIds: ['a'], explanation: null }] },
          next: { allowed: false, reason: 'PASSED', startedAt: null, deadline: null, until: null },
          progressPercent: 100,
          certificateIssued: true,
        },
      },
    });
    renderIsland(initial());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Comenzar el cuestionario' })));
    expect(operationName(request.mock.calls[0])).toBe('StartQuizAttempt');
    expect(request.mock.calls[0].slice(1)).toEqual([{ lectureId: '42' }, { clientName: 'private' }]);

    fireEvent.click(screen.getByRole('radio', { name: 'Regla de tercios' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enviar respuestas' })));
    expect(operationName(request.mock.calls[1])).toBe('SubmitQuizAttempt');
    expect(request.mock.calls[1][1]).toEqual({ lectureId: '42', answers: [{ questionId: 'q1', optionIds: ['a'], text: null }] });
    expect(screen.getByText('Tu puntuación: 100 %')).toBeTruthy();
    expect(screen.getByText('¡Aprobado! Se necesitaba 70 %.')).toBeTruthy();
    expect(screen.getByText('Ya aprobaste este cuestionario.')).toBeTruthy();
  });

  it("shows the server's translated refusal, and its own message when the request fails", async () => {
    request.mockResolvedValueOnce({ ok: true, data: { startQuizAttempt: { success: false, errors: [{ field: null, message: 'Podrás intentarlo de nuevo el 1 de mayo de 2026, 11:00.' }], attempt: null, availability: null } } });
    request.mockResolvedValueOnce({ ok: false, error: { kind: 'network', message: 'offline' } });
    renderIsland(initial());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Comenzar el cuestionario' })));
    expect(screen.getByRole('alert').textContent).toBe('Podrás intentarlo de nuevo el 1 de mayo de 2026, 11:00.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Comenzar el cuestionario' })));
    expect(screen.getByRole('alert').textContent).toBe(es.quiz.error);
  });

  it('IMMEDIATELY: confirms one answer and shows its review', async () => {
    request.mockResolvedValueOnce({ ok: true, data: { confirmQuizAnswer: { success: true, errors: [], review: { questionId: 'q1', correct: false, correctOptionIds: ['a'], explanation: 'Tercios.' } } } });
    renderIsland({ ...initial({ showAnswers: 'IMMEDIATELY' }), attempt: { startedAt: attempt.startedAt, serverNow: attempt.serverNow, questions: [question] } });
    fireEvent.click(screen.getByRole('radio', { name: 'Regla áurea' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar respuesta' })));
    expect(operationName(request.mock.calls[0])).toBe('ConfirmQuizAnswer');
    expect(request.mock.calls[0][1]).toEqual({ lectureId: '42', answer: { questionId: 'q1', optionIds: ['b'], text: null } });
    expect(screen.getByText('Incorrecta')).toBeTruthy();
    expect(screen.getByText('Respuesta correcta: Regla de tercios')).toBeTruthy();
  });
});
