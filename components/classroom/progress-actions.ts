/**
 * The classroom islands' calls to the `classroom` GraphQL module (private endpoint), through the
 * small typed fetch helper (lib/client/graphql-request) rather than Apollo: a video page needs three
 * mutations, not a client cache. Each resolves to a ClassroomActionResult whose error is the
 * server's translated message, or null for the island to show its own (network, no answer).
 */
import { graphqlRequest } from '@/lib/client/graphql-request/request';
import {
  CompleteLectureDocument,
  RecordLecturePlaybackDocument,
  SubmitSurveyDocument,
  type SurveyAnswerInput,
} from '@/graphql/generated/classroom/graphql';
import type { ClassroomActionResult } from './action-result';

export type LectureProgressResult = {
  lectureCompleted: boolean;
  progress: number | null;
  certificateIssued: boolean;
  certificateNotice: string | null;
};

type Payload = LectureProgressResult & { success: boolean; errors: { field?: string | null; message: string }[] };

function settle(result: { ok: true; payload: Payload } | { ok: false; message: string | null }, fallback: string): ClassroomActionResult<LectureProgressResult> {
  if (!result.ok) return { ok: false, error: result.message ?? fallback };
  const { payload } = result;
  if (!payload.success) return { ok: false, error: payload.errors.map((e) => e.message).join(' ') || fallback };
  return { ok: true, data: { lectureCompleted: payload.lectureCompleted, progress: payload.progress ?? null, certificateIssued: payload.certificateIssued, certificateNotice: payload.certificateNotice ?? null } };
}

/** A GraphQL error's message (already translated by the server, e.g. signed out), else null. */
function errorMessage(error: { kind: string; message: string }): string | null {
  return error.kind === 'graphql' ? error.message : null;
}

export async function sendPlayback(lectureId: number, positionSeconds: number, watchedSeconds: number, fallback: string) {
  const res = await graphqlRequest(
    RecordLecturePlaybackDocument,
    { lectureId: String(lectureId), positionSeconds: Math.max(0, Math.floor(positionSeconds)), watchedSeconds: Math.max(0, Math.floor(watchedSeconds)) },
    { clientName: 'private' },
  );
  return settle(res.ok ? { ok: true, payload: res.data.recordLecturePlayback } : { ok: false, message: errorMessage(res.error) }, fallback);
}

export async function sendCompleteLecture(lectureId: number, fallback: string) {
  const res = await graphqlRequest(CompleteLectureDocument, { lectureId: String(lectureId) }, { clientName: 'private' });
  return settle(res.ok ? { ok: true, payload: res.data.completeLecture } : { ok: false, message: errorMessage(res.error) }, fallback);
}

export async function sendSurvey(lectureId: number, answers: SurveyAnswerInput[], fallback: string) {
  const res = await graphqlRequest(SubmitSurveyDocument, { lectureId: String(lectureId), answers }, { clientName: 'private' });
  return settle(res.ok ? { ok: true, payload: res.data.submitSurvey } : { ok: false, message: errorMessage(res.error) }, fallback);
}
