// @vitest-environment happy-dom
/**
 * Issue 15 (the classroom page: "notes, with the video time"): beside the player, a new note on
 * the lecture on screen keeps the second the video is at, and a note's time plays the lecture
 * from there; elsewhere the time is shown as text.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotesManager, type NoteItem } from '@/components/learning/NotesManager';
import { makeApolloClient } from '@/lib/client/apollo/make-client';
import { registerPlayerClock } from '@/lib/domain/learning/classroom/player-clock';
import esCommon from '@/messages/es/common.json';
import esLearning from '@/messages/es/learning.json';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {} }) }));
vi.mock('@/components/ui/LocalizedLink', () => ({ Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a> }));

const LECTURE = 31;
const note = (id: number, lectureId: number | null, videoSeconds: number | null): NoteItem => ({
  id,
  courseId: 7,
  lectureId,
  lectureLabel: lectureId ? `Clase ${lectureId}` : null,
  body: `Apunte ${id}`,
  videoSeconds,
  editedLabel: 'Editado hoy',
});

function renderNotes(notes: NoteItem[], sent: unknown[] = []) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ data: { createLearnerNote: { __typename: 'LearnerNotePayload', success: true, errors: [], note: { __typename: 'LearnerNote', id: 'TGVhcm5lck5vdGU6OQ==', originalId: 9 } } } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const client = makeApolloClient({ fetch: fetch as typeof globalThis.fetch, logger: { error: () => {}, warn: () => {} } });
  return render(
    <IntlTestProvider locale="es" messages={{ common: esCommon, learning: esLearning }} timeZone="America/Lima">
      <ApolloProvider client={client}>
        <NotesManager
          courses={[{ id: 7, title: 'Fotografía', href: '/cursos-online/fotografia/curso/' }]}
          lectures={[{ id: LECTURE, courseId: 7, label: 'Clase 31' }, { id: 32, courseId: 7, label: 'Clase 32' }]}
          notes={notes}
          defaultLectureId={LECTURE}
        />
      </ApolloProvider>
    </IntlTestProvider>,
  );
}

describe('notes with the video time (issue 15)', () => {
  let unregister: (() => void) | null = null;
  afterEach(() => {
    unregister?.();
    unregister = null;
    cleanup();
  });

  it("a note on the lecture on screen plays it from its second; another lecture's note shows its time as text", () => {
    const playFrom = vi.fn();
    unregister = registerPlayerClock({ currentSecond: () => 0, playFrom });
    renderNotes([note(1, LECTURE, 75), note(2, 32, 3725), note(3, LECTURE, null)]);
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir la clase desde el minuto 1:15' }));
    expect(playFrom).toHaveBeenCalledWith(75);
    expect(screen.getByText('Minuto 1:02:05 del video')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Reproducir la clase desde/ })).toHaveLength(1);
  });

  it('a new note on the lecture on screen is sent with the second the player is at', async () => {
    unregister = registerPlayerClock({ currentSecond: () => 135.6, playFrom: () => {} });
    const sent: { operationName?: string; variables?: { input?: Record<string, unknown> } }[] = [];
    renderNotes([], sent as unknown[]);
    fireEvent.change(screen.getByRole('textbox', { name: /Apunte/ }), { target: { value: 'Repasar el encuadre' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: esLearning.notes.save }));
    });
    await waitFor(() => expect(sent.some((b) => b.operationName === 'CreateLearnerNote')).toBe(true));
    expect(sent.find((b) => b.operationName === 'CreateLearnerNote')?.variables?.input).toMatchObject({ courseId: '7', lectureId: String(LECTURE), body: 'Repasar el encuadre', videoSeconds: 135 });
  });
});
