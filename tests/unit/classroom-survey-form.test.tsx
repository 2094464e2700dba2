// @vitest-environment happy-dom
/** The survey island (spec §3 lecture types: SURVEY; issue 15: "SURVEY (stored answers)"). */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '@/messages/es/classroom.json';
import { SurveyForm, type SurveyFormProps } from '@/components/classroom/SurveyForm';
import type { SurveyQuestion } from '@/lib/domain/learning/classroom/survey';

const questions: SurveyQuestion[] = [
  { id: 's1', kind: 'SCALE', prompt: '¿Te sirvió la clase?', required: true, options: [], scaleLabels: { low: 'Nada útil', high: 'Muy útil' } },
  { id: 's2', kind: 'CHOICE', prompt: '¿Cómo fue el ritmo?', required: true, options: [{ id: 'slow', text: 'Lento' }, { id: 'ok', text: 'Adecuado' }] },
  { id: 's3', kind: 'MULTIPLE', prompt: '¿Qué te gustó?', required: false, options: [{ id: 'v', text: 'Videos' }, { id: 'q', text: 'Cuestionarios' }] },
  { id: 's4', kind: 'TEXT', prompt: 'Comentarios', required: false, options: [] },
];

function renderSurvey(over: Partial<SurveyFormProps> = {}) {
  const props: SurveyFormProps = { questions, submit: vi.fn(async () => ({ ok: true as const, data: null })), ...over };
  render(
    <IntlTestProvider locale="es" messages={{ classroom: es }} timeZone="America/Lima">
      <SurveyForm {...props} />
    </IntlTestProvider>,
  );
  return props;
}

afterEach(cleanup);

describe('SurveyForm', () => {
  it('asks each kind of question with its own control and marks the required ones', () => {
    renderSurvey();
    expect(screen.getByRole('group', { name: /¿Te sirvió la clase\? \(obligatoria\)/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: /Comentarios/ }).textContent).not.toContain('obligatoria');
    expect(screen.getAllByRole('radio', { name: /de 5/ }).map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 de 5: Nada útil',
      '2 de 5',
      '3 de 5',
      '4 de 5',
      '5 de 5: Muy útil',
    ]);
    expect(screen.getByRole('radio', { name: 'Adecuado' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Cuestionarios' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Tu respuesta' })).toBeTruthy();
  });

  it('points at the required questions left unanswered and sends nothing', async () => {
    const props = renderSurvey();
    fireEvent.click(screen.getByRole('radio', { name: 'Lento' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enviar encuesta' })));
    expect(props.submit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Responde las preguntas obligatorias.');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 de 5: Nada útil' }));
    expect(screen.getByRole('group', { name: /¿Te sirvió/ }).hasAttribute('data-invalid')).toBe(true);
  });

  it('sends the answers and thanks the learner; a failure shows the server’s message', async () => {
    const props = renderSurvey();
    fireEvent.click(screen.getByRole('radio', { name: '4 de 5' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Adecuado' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Videos' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cuestionarios' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Videos' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Tu respuesta' }), { target: { value: 'Más ejemplos' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enviar encuesta' })));
    expect(props.submit).toHaveBeenCalledWith([
      { questionId: 's1', value: 4 },
      { questionId: 's2', optionIds: ['ok'] },
      { questionId: 's3', optionIds: ['q'] },
      { questionId: 's4', text: 'Más ejemplos' },
    ]);
    expect(screen.getByRole('heading', { name: '¡Gracias por responder!' })).toBeTruthy();
    cleanup();

    renderSurvey({ submit: vi.fn(async () => ({ ok: false as const, error: 'Ya respondiste esta encuesta.' })) });
    fireEvent.click(screen.getByRole('radio', { name: '5 de 5: Muy útil' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Lento' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enviar encuesta' })));
    expect(screen.getByRole('alert').textContent).toBe('Ya respondiste esta encuesta.');
    cleanup();

    renderSurvey({ submitted: true });
    expect(screen.getByRole('heading', { name: '¡Gracias por responder!' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
