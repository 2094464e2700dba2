// @vitest-environment happy-dom
/**
 * The quiz island (issue 15 item 3; spec §3 "Quiz settings": SIMPLE / MULTIPLE / DEVELOPMENT,
 * approval threshold, duration, retry wait, show answers immediately / at the end / never,
 * cumulative or formative). The server grades; the island shows what it is given.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import es from '@/messages/es/classroom.json';
import { QuizForm, type QuizFormProps } from '@/components/classroom/QuizForm';
import type { QuizAttemptView } from '@/lib/domain/learning/classroom/quiz-view';
import type { PublicQuizResult } from '@/lib/domain/learning/classroom/quiz-reveal';
import type { PublicQuizQuestion, QuizSettings } from '@/lib/domain/learning/classroom/quiz-settings';

const DEFAULT_QUIZ_SETTINGS: QuizSettings = { approvalThreshold: 70, durationMinutes: null, retryWaitMinutes: null, showAnswers: 'AT_END', mode: 'CUMULATIVE' };

const NOW = new Date('2026-05-01T15:00:00Z');

const questions: PublicQuizQuestion[] = [
  { id: 'q1', type: 'SIMPLE', prompt: '¿Qué regla ordena la imagen en tercios?', options: [{ id: 'a', text: 'Regla de tercios' }, { id: 'b', text: 'Regla áurea' }], points: 1 },
  { id: 'q2', type: 'MULTIPLE', prompt: '¿Qué controla la exposición?', options: [{ id: 'a', text: 'Apertura' }, { id: 'b', text: 'Velocidad' }, { id: 'c', text: 'Balance de blancos' }], points: 1 },
  { id: 'q3', type: 'DEVELOPMENT', prompt: 'Describe tu mejor foto.', options: [], points: 2 },
];

const attemptAt = (startedAt: Date): QuizAttemptView => ({ startedAt: startedAt.toISOString(), serverNow: NOW.toISOString(), questions });

function renderQuiz(over: Partial<Omit<QuizFormProps, 'settings'>> & { settings?: Partial<QuizSettings> } = {}) {
  const props: QuizFormProps = {
    questionCount: 3,
    availability: { allowed: true },
    attempt: null,
    lastResult: null,
    startAttempt: vi.fn(async () => ({ ok: true as const, data: attemptAt(NOW) })),
    submit: vi.fn(),
    ...over,
    settings: { ...DEFAULT_QUIZ_SETTINGS, ...over.settings },
  };
  render(
    <IntlTestProvider locale="es" messages={{ classroom: es }} timeZone="America/Lima">
      <QuizForm {...props} />
    </IntlTestProvider>,
  );
  return props;
}

const failedResult: PublicQuizResult = {
  scorePercent: 25,
  approvalThreshold: 70,
  outcome: 'failed',
  needsReview: false,
  countsTowardCourse: true,
  review: [
    { questionId: 'q1', correct: true, correctOptionIds: ['a'], explanation: null },
    { questionId: 'q2', correct: false, correctOptionIds: ['a', 'b'], explanation: 'Apertura y velocidad.' },
    { questionId: 'q3', correct: false, correctOptionIds: [], explanation: null },
  ],
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('QuizForm', () => {
  it('states the rules, starts an attempt and shows each question type with its control', async () => {
    const props = renderQuiz({ settings: { approvalThreshold: 70, durationMinutes: null, retryWaitMinutes: 60, showAnswers: 'AT_END', mode: 'CUMULATIVE' } });
    for (const text of [
      '3 preguntas',
      'Para aprobar necesitas 70 %.',
      'Sin límite de tiempo.',
      'Si no apruebas, podrás volver a intentarlo después de 60 minutos.',
      'Este cuestionario cuenta para completar el curso.',
      'Verás las respuestas correctas al terminar.',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    // No question before the attempt starts.
    expect(screen.queryByText(questions[0].prompt)).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Comenzar el cuestionario' })));
    expect(props.startAttempt).toHaveBeenCalledTimes(1);

    const simple = screen.getByRole('group', { name: /Pregunta 1 de 3.*tercios/ });
    expect(simple.querySelectorAll('input[type="radio"]')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Regla de tercios' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('value'))).toEqual(['a', 'b', 'c']);
    expect(screen.getByRole('textbox', { name: 'Tu respuesta' })).toBeTruthy();
    expect(screen.getByText('Elige una respuesta.')).toBeTruthy();
    expect(screen.getByText(/Elige todas las respuestas correctas/)).toBeTruthy();
    expect(screen.getByText(/2 puntos/)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('3 preguntas');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('warns about unanswered questions once, submits what was answered and shows the reviewed result', async () => {
    const submit = vi.fn(async () => ({ ok: true as const, data: { result: failedResult, next: { allowed: false as const, reason: 'RETRY_WAIT' as const, until: '2026-05-01T16:00:00.000Z' } } }));
    renderQuiz({ attempt: attemptAt(NOW), availability: { allowed: false, reason: 'IN_PROGRESS', startedAt: NOW.toISOString(), deadline: null }, submit, settings: { retryWaitMinutes: 60 } });
    fireEvent.click(screen.getByRole('radio', { name: 'Regla de tercios' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Apertura' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Tienes 1 pregunta sin responder.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enviar respuestas' })));
    expect(submit).toHaveBeenCalledWith([
      { questionId: 'q1', optionIds: ['a'] },
      { questionId: 'q2', optionIds: ['a'] },
    ]);
    expect(screen.getByRole('heading', { name: 'Resultado' })).toBe(document.activeElement);
    expect(screen.getByText('Tu puntuación: 25 %')).toBeTruthy();
    expect(screen.getByText('No aprobado. Necesitas 70 % para aprobar.')).toBeTruthy();
    const items = screen.getAllByRole('listitem').filter((li) => li.className.includes('reviewItem'));
    expect(items.map((li) => li.querySelector('[data-review]')?.getAttribute('data-review'))).toEqual(['correct', 'incorrect', 'incorrect']);
    expect(items[1].textContent).toContain('Respuesta correcta: Apertura, Velocidad');
    expect(items[1].textContent).toContain('Explicación: Apertura y velocidad.');
    expect(items[0].textContent).toContain('Tu respuesta: Regla de tercios');
    // The retry wait in the learner's language and time zone (Lima: UTC−5) …
    expect(screen.getByText(/Podrás volver a intentarlo a partir del 1 de mayo de 2026.*11:00/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).toBeNull();
    // … and the button once it is over.
    await act(async () => vi.advanceTimersByTime(60 * 60_000));
    expect(screen.getByText('Ya puedes volver a intentarlo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
  });

  it('counts down a timed attempt, warns at the last minute and hands the answers in at zero', async () => {
    const submit = vi.fn(async () => ({ ok: true as const, data: { result: { ...failedResult, review: [] }, next: { allowed: true as const } } }));
    // Started 29 minutes ago on a 30-minute quiz; the device clock is 2 minutes fast.
    vi.setSystemTime(new Date(NOW.getTime() + 2 * 60_000));
    renderQuiz({ attempt: attemptAt(new Date(NOW.getTime() - 29 * 60_000)), submit, settings: { durationMinutes: 30, showAnswers: 'NEVER' } });
    expect(screen.getByRole('timer', { name: 'Tiempo restante' }).textContent).toBe('1:00');
    fireEvent.change(screen.getByRole('textbox', { name: 'Tu respuesta' }), { target: { value: 'Un atardecer' } });
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Queda 1 minuto.')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith([{ questionId: 'q3', text: 'Un atardecer' }]);
    // NEVER: score and outcome, no review.
    expect(screen.getByText('Tu puntuación: 25 %')).toBeTruthy();
    expect(screen.getByText('Este cuestionario no muestra las respuestas correctas.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
  });

  it('with IMMEDIATELY, confirms each answer, locks it and shows its review', async () => {
    const confirmAnswer = vi.fn(async () => ({ ok: true as const, data: { questionId: 'q1', correct: false, correctOptionIds: ['a'], explanation: 'Divide en tercios.' } }));
    renderQuiz({ attempt: attemptAt(NOW), confirmAnswer, settings: { showAnswers: 'IMMEDIATELY' } });
    const confirms = screen.getAllByRole('button', { name: 'Confirmar respuesta' });
    expect(confirms).toHaveLength(3);
    expect((confirms[0] as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Regla áurea' }));
    expect((confirms[0] as HTMLButtonElement).disabled).toBe(false);
    await act(async () => fireEvent.click(confirms[0]));
    expect(confirmAnswer).toHaveBeenCalledWith({ questionId: 'q1', optionIds: ['b'] });
    const q1 = screen.getByRole('group', { name: /Pregunta 1 de 3/ });
    expect(q1.textContent).toContain('Incorrecta');
    expect(q1.textContent).toContain('Respuesta correcta: Regla de tercios');
    expect((screen.getByRole('radio', { name: 'Regla de tercios' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Confirmar respuesta' })).toHaveLength(2);
  });

  it('shows a passed result as final for a cumulative quiz, and the practice note for a formative one', () => {
    const passed: PublicQuizResult = { ...failedResult, scorePercent: 100, outcome: 'passed', review: [] };
    renderQuiz({ lastResult: { result: passed, questions, answers: [] }, availability: { allowed: false, reason: 'PASSED' } });
    expect(screen.getByText('¡Aprobado! Se necesitaba 70 %.')).toBeTruthy();
    expect(screen.getByText('Ya aprobaste este cuestionario.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderQuiz({ lastResult: { result: { ...passed, countsTowardCourse: false }, questions, answers: [] }, availability: { allowed: true }, settings: { mode: 'FORMATIVE' } });
    expect(screen.getAllByText('Este cuestionario es de práctica: su resultado no bloquea tu avance.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
  });

  it('shows the reviewer’s comment with a reviewed attempt (issue 15: written answers reviewed by a person), and no comment block without one', () => {
    const passed: PublicQuizResult = { ...failedResult, scorePercent: 75, outcome: 'passed' };
    const comment = 'Buena idea probar tres estilos.\nMira también el contraste.';
    renderQuiz({ lastResult: { result: passed, questions, answers: [], reviewComment: comment }, availability: { allowed: false, reason: 'PASSED' } });
    expect(screen.getByRole('heading', { name: 'Comentario de quien revisó' })).toBeTruthy();
    expect(document.querySelector('[data-reviewer-comment] p')?.textContent).toBe(comment);
    cleanup();
    renderQuiz({ lastResult: { result: passed, questions, answers: [], reviewComment: null }, availability: { allowed: false, reason: 'PASSED' } });
    expect(screen.queryByRole('heading', { name: 'Comentario de quien revisó' })).toBeNull();
    expect(document.querySelector('[data-reviewer-comment]')).toBeNull();
  });

  it('says when the last attempt awaits review, and shows the server’s message when a call fails', async () => {
    const pending: PublicQuizResult = { ...failedResult, outcome: 'pending-review', needsReview: true, review: [] };
    renderQuiz({ lastResult: { result: pending, questions, answers: [] }, availability: { allowed: false, reason: 'PENDING_REVIEW' } });
    expect(screen.getByText('Tus respuestas escritas están pendientes de revisión. Necesitas 70 % para aprobar.')).toBeTruthy();
    expect(screen.getByText(/Tu intento anterior está pendiente de revisión/)).toBeTruthy();
    cleanup();
    const startAttempt = vi.fn(async () => ({ ok: false as const, error: 'Debes esperar para volver a intentarlo.' }));
    renderQuiz({ startAttempt });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Comenzar el cuestionario' })));
    expect(screen.getByRole('alert').textContent).toBe('Debes esperar para volver a intentarlo.');
    cleanup();
    const submit = vi.fn(async () => {
      throw new Error('network');
    });
    renderQuiz({ attempt: attemptAt(NOW), submit });
    fireEvent.click(screen.getByRole('radio', { name: 'Regla de tercios' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Apertura' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Tu respuesta' }), { target: { value: 'x' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enviar respuestas' })));
    expect(screen.getByRole('alert').textContent).toBe('No pudimos enviar tus respuestas. Inténtalo de nuevo.');
    expect((screen.getByRole('button', { name: 'Enviar respuestas' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
