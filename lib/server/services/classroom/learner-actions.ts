import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { analyticsEvents, courseLectures, lectureProgress } from '@/lib/server/db/schema';
import { classroomWriteGrant } from '@/lib/domain/learning/course-access';
import { acceptWatchedReport } from '@/lib/domain/learning/classroom/playback';
import { parseLectureContent } from '@/lib/domain/learning/lecture-content';
import { checkSurveyAnswers, type SurveyAnswerProblem } from '@/lib/domain/learning/survey-answers';
import { loadCourseAccess, type CourseAccessView } from '@/lib/server/services/course-access';
import { completeLecture, type CompleteError } from '@/lib/server/services/classroom/lecture-completion';
import { recordPlayback } from '@/lib/server/services/classroom/playback';
import type { ProgressOutcome } from '@/lib/server/services/classroom/progress-outcome';
import { saveSurveyResponse } from '@/lib/server/services/classroom/survey-responses';

/**
 * The classroom's writes as a learner makes them (issue 15 items 3–5): each asks the access rule
 * for the lecture's course first (lib/domain/learning/course-access.ts classroomWriteGrant), then the
 * progress services (lib/server/services/classroom/, which check no access). The
 * GraphQL resolvers (graphql/modules/classroom/) only validate input and translate the answer.
 */

export type LectureAccess = { lectureId: number; courseId: number; isPreview: boolean; access: CourseAccessView };

/** A lecture's course and the viewer's access to it (as a lecture: its preview flag counts); null for an unknown lecture. */
export async function loadLectureAccess(db: Db, userId: number | null, lectureId: number): Promise<LectureAccess | null> {
  const [lecture] = await db
    .select({ id: courseLectures.id, courseId: courseLectures.courseId, isPreview: courseLectures.isPreview })
    .from(courseLectures)
    .where(eq(courseLectures.id, lectureId))
    .limit(1);
  if (!lecture) return null;
  const access = await loadCourseAccess(db, userId, lecture.courseId, { lecture: { isPreview: lecture.isPreview } });
  return access ? { lectureId: lecture.id, courseId: lecture.courseId, isPreview: lecture.isPreview, access } : null;
}

/** Why a write was refused before any progress service ran. */
export type AccessRefusal = 'notFound' | 'noAccess' | 'previewOnly';

async function grantFor(db: Db, userId: number, lectureId: number) {
  const found = await loadLectureAccess(db, userId, lectureId);
  // A lecture of a course the viewer may not even see (an organisation's private course) reads as unknown.
  if (!found || (!found.access.canWatch && found.access.course.organizationId !== null)) return { ok: false as const, error: 'notFound' as const };
  const grant = classroomWriteGrant(found.access);
  if (!grant.ok) return { ok: false as const, error: grant.refusal === 'preview' ? ('previewOnly' as const) : ('noAccess' as const) };
  return { ok: true as const, enrollAs: grant.enrollAs, courseId: found.courseId };
}

/**
 * The `play` event of spec §7 once per learner and lecture: its id is derived from both
 * (a name-based UUID), so the first report of two tabs at once still stores one event.
 */
function playEventUuid(userId: number, lectureId: number): string {
  const hex = createHash('sha1').update(`cursalia:play:${userId}:${lectureId}`).digest('hex');
  // RFC 4122 version 5 layout: version nibble 5, variant bits 10.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type PlaybackReport = { lectureId: number; positionSeconds: number; watchedSeconds: number; now?: Date };
export type PlaybackResult =
  | { ok: true; data: ProgressOutcome & { positionSeconds: number; watchedSeconds: number } }
  | { ok: false; error: AccessRefusal | 'notPlayback' };

/**
 * A player's progress report: the watched seconds are first cut to what could have been watched
 * since the previous report (acceptWatchedReport: the fastest speed times the elapsed time, plus
 * slack), so a forged "watched it all" cannot complete a lecture; then stored (recordPlayback).
 * The first report of a lecture records the `play` event.
 */
export async function reportLecturePlayback(db: Db, userId: number, report: PlaybackReport): Promise<PlaybackResult> {
  const now = report.now ?? new Date();
  const grant = await grantFor(db, userId, report.lectureId);
  if (!grant.ok) return grant;
  const [[stored], [lecture]] = await Promise.all([
    db
      .select({ watchedSeconds: lectureProgress.watchedSeconds, updatedAt: lectureProgress.updatedAt })
      .from(lectureProgress)
      .where(and(eq(lectureProgress.userId, userId), eq(lectureProgress.lectureId, report.lectureId)))
      .limit(1),
    db.select({ content: courseLectures.content }).from(courseLectures).where(eq(courseLectures.id, report.lectureId)).limit(1),
  ]);
  const content = parseLectureContent(lecture?.content);
  const duration = content?.type === 'CLASS' ? content.video.durationSeconds : 0;
  const watched = acceptWatchedReport({
    storedWatchedSeconds: stored?.watchedSeconds ?? 0,
    reportedWatchedSeconds: report.watchedSeconds,
    // No row yet: nothing was watched before this report that the server saw start.
    secondsSinceLastReport: stored ? (now.getTime() - stored.updatedAt.getTime()) / 1000 : 0,
    durationSeconds: duration,
  });
  const result = await recordPlayback(db, { userId, lectureId: report.lectureId, positionSeconds: report.positionSeconds, watchedSeconds: watched, enrollAs: grant.enrollAs, now });
  if (!result.ok) return { ok: false, error: result.error === 'notFound' ? 'notFound' : 'notPlayback' };
  if (!stored) {
    await db
      .insert(analyticsEvents)
      .values({
        eventUuid: playEventUuid(userId, report.lectureId),
        eventType: 'play',
        userId,
        itemId: String(report.lectureId),
        itemType: 'lecture',
        pageIdentifier: 'classroom',
        pageData: { course_id: grant.courseId, lecture_id: report.lectureId },
      })
      .onConflictDoNothing({ target: analyticsEvents.eventUuid });
  }
  return result;
}

export type CompleteResult = { ok: true; data: ProgressOutcome } | { ok: false; error: AccessRefusal | CompleteError };

/** "Marcar como completada": a lecture completed by the learner (see completeLecture for which). */
export async function completeLectureAs(db: Db, userId: number, lectureId: number, now?: Date): Promise<CompleteResult> {
  const grant = await grantFor(db, userId, lectureId);
  if (!grant.ok) return grant;
  return completeLecture(db, { userId, lectureId, enrollAs: grant.enrollAs, now });
}

export type SurveyResult =
  | { ok: true; data: ProgressOutcome & { alreadyAnswered: boolean } }
  | { ok: false; error: AccessRefusal | 'notSurvey' }
  | { ok: false; error: 'answers'; problem: SurveyAnswerProblem };

/** A learner's survey answers (question id → value), checked against the survey, stored once. */
export async function submitSurveyAs(db: Db, userId: number, lectureId: number, answers: unknown, now?: Date): Promise<SurveyResult> {
  const grant = await grantFor(db, userId, lectureId);
  if (!grant.ok) return grant;
  const [lecture] = await db.select({ content: courseLectures.content }).from(courseLectures).where(eq(courseLectures.id, lectureId)).limit(1);
  const content = parseLectureContent(lecture?.content);
  if (content?.type !== 'SURVEY') return { ok: false, error: 'notSurvey' };
  const checked = checkSurveyAnswers(content, answers);
  if (!checked.ok) return { ok: false, error: 'answers', problem: checked.error };
  const result = await saveSurveyResponse(db, { userId, lectureId, answers: checked.answers, enrollAs: grant.enrollAs, now });
  if (!result.ok) return { ok: false, error: result.error === 'notFound' ? 'notFound' : 'notSurvey' };
  return result;
}
