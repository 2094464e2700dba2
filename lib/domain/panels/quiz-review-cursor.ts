/**
 * The cursor of the reviewers' list of quiz attempts (issue 15): the position of the last item
 * shown — its submission time and id — rather than an index (lib/domain/catalogue/pagination.ts). The list
 * shrinks as attempts are reviewed, so an index would skip attempts; a position does not.
 * Opaque to clients (base64url of "quizreview:{epoch ms}:{id}").
 */
const PREFIX = 'quizreview:';

export type QuizReviewPosition = { submittedAt: Date; id: number };

export function encodeReviewCursor(position: QuizReviewPosition): string {
  return Buffer.from(`${PREFIX}${position.submittedAt.getTime()}:${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor names, or null when it is not one of ours. */
export function decodeReviewCursor(cursor: string): QuizReviewPosition | null {
  if (cursor.length > 64) return null;
  const m = /^quizreview:(\d{1,15}):(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m) return null;
  const ms = Number(m[1]);
  const id = Number(m[2]);
  const submittedAt = new Date(ms);
  if (!Number.isFinite(submittedAt.getTime()) || id < 1 || id > 2_147_483_647) return null;
  return { submittedAt, id };
}
