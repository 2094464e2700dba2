// @vitest-environment happy-dom
/**
 * Issue 15, the review screen's island (components/panels/QuizReviewList.tsx): each written answer
 * under its question with accept / reject, one submit per attempt sending every verdict through
 * the codegen'd ReviewQuizAttempt; on success the attempt leaves the list and a snackbar (spec §9:
 * 3000 ms) says how it ended; a verdict left out is asked for, and a refusal is shown as the server
 * wrote it.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@mui/material/styles';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuizReviewList, type QuizReviewPage } from '@/components/panels/QuizReviewList';
import { makeApolloClient } from '@/lib/client/apollo/make-client';
import { theme } from '@/lib/domain/theme/theme';
import esCommon from '@/messages/es/common.json';
import esPanels from '@/messages/es/panels.json';

const item = (attemptId: number, learnerName: string) => ({
  attemptId,
  submittedAt: '2026-03-10T09:00:00.000Z',
  learnerName,
  courseTitle: 'Lettering digital',
  lectureTitle: 'Repaso del módulo',
  lectureNumber: 7,
  questions: [{ questionId: 'dev-apply', prompt: '¿Cómo lo aplicarías?', answer: 'En el rótulo de mi tienda.' }],
});
const PAGE: QuizReviewPage = { totalCount: 2, hasNextPage: false, endCursor: 'x', items: [item(11, 'João Pedro Almeida'), item(12, 'Rafael Martins')] };

function renderList(respond: (body: { operationName: string; variables: Record<string, unknown> }) => unknown, sent: { operationName: string; variables: Record<string, unknown> }[] = []) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    sent.push(body);
    return new Response(JSON.stringify(respond(body)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const client = makeApolloClient({ fetch: fetch as typeof globalThis.fetch, logger: { error: () => {}, warn: () => {} } });
  render(
    <IntlTestProvider locale="es" messages={{ common: esCommon, panels: { reviews: esPanels.reviews } }} timeZone="America/Lima">
      <ThemeProvider theme={theme}>
        <ApolloProvider client={client}>
          <QuizReviewList initial={PAGE} />
        </ApolloProvider>
      </ThemeProvider>
    </IntlTestProvider>,
  );
  return { fetch, sent };
}

const form = (learner: string) => screen.getByRole('form', { name: `Revisión del intento de ${learner}` });

describe('the review screen’s list (issue 15)', () => {
  afterEach(cleanup);

  it('shows each written answer under its question, and asks for a verdict before sending', async () => {
    const { fetch } = renderList(() => ({}));
    expect(screen.getByText('2 intentos por revisar, el más antiguo primero.')).toBeTruthy();
    const first = form('João Pedro Almeida');
    expect(within(first).getByText('Pregunta: ¿Cómo lo aplicarías?')).toBeTruthy();
    expect(within(first).getByText('En el rótulo de mi tienda.')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Enviar revisión' }));
    expect(await within(first).findByText('Acepta o rechaza esta respuesta.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends every verdict of the attempt; the attempt leaves the list and a success snackbar says the outcome', async () => {
    const { sent } = renderList(() => ({ data: { reviewQuizAttempt: { __typename: 'ReviewQuizAttemptResult', success: true, attemptId: 11, scorePercent: 80, passed: true, progressPercent: 100, certificateIssued: false } } }));
    const first = form('João Pedro Almeida');
    fireEvent.click(within(first).getByRole('radio', { name: 'Aceptar' }));
    fireEvent.click(within(first).getByRole('button', { name: 'Enviar revisión' }));
    expect(await screen.findByText('Revisión enviada: João Pedro Almeida aprobó con 80 %.')).toBeTruthy();
    // No comment written: none is sent.
    expect(sent[0]).toMatchObject({ operationName: 'ReviewQuizAttempt', variables: { attemptId: 11, grades: [{ questionId: 'dev-apply', accepted: true }], comment: null } });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Revisión del intento de João Pedro Almeida' })).toBeNull());
    expect(form('Rafael Martins')).toBeTruthy();
    expect(screen.getByText('1 intento por revisar, el más antiguo primero.')).toBeTruthy();
  });

  it('sends the reviewer’s comment for the learner, trimmed, with the verdicts', async () => {
    const { sent } = renderList(() => ({ data: { reviewQuizAttempt: { __typename: 'ReviewQuizAttemptResult', success: true, attemptId: 12, scorePercent: 40, passed: false, progressPercent: 100, certificateIssued: false } } }));
    const second = form('Rafael Martins');
    const comment = within(second).getByRole('textbox', { name: 'Comentario para el estudiante (opcional)' });
    expect(comment.getAttribute('maxlength')).toBe('2000');
    fireEvent.change(comment, { target: { value: '  Falta un ejemplo concreto.  ' } });
    fireEvent.click(within(second).getByRole('radio', { name: 'Rechazar' }));
    fireEvent.click(within(second).getByRole('button', { name: 'Enviar revisión' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].variables).toMatchObject({ attemptId: 12, comment: 'Falta un ejemplo concreto.' });
  });

  it('a refusal stays on the attempt with the server’s translated message', async () => {
    renderList(() => ({ errors: [{ message: 'Este intento ya fue revisado o no tiene respuestas por revisar.', extensions: { code: 'BAD_USER_INPUT', field: 'attemptId' } }], data: null }));
    const second = form('Rafael Martins');
    fireEvent.click(within(second).getByRole('radio', { name: 'Rechazar' }));
    fireEvent.click(within(second).getByRole('button', { name: 'Enviar revisión' }));
    expect(await within(second).findByText('Este intento ya fue revisado o no tiene respuestas por revisar.')).toBeTruthy();
    expect(form('Rafael Martins')).toBeTruthy();
  });
});
