/**
 * The organisation studio (spec §3: "A studio is available only if the organisation has both
 * hasStudioAvailable and canUploadCourses"; spec §6: those flags gate studio and upload) and the
 * processing of an uploaded course through the spec's upload statuses. Pure and unit-tested
 * (tests/unit/org-studio.test.ts); lib/server/services/org-studio.ts applies it.
 */

/** Spec §3 lecture types. */
export const LECTURE_TYPES = ['CLASS', 'EXERCISE', 'QUIZ', 'PDF', 'IFRAME', 'SCORM', 'SURVEY', 'BREAK'] as const;
export type LectureType = (typeof LECTURE_TYPES)[number];

/** Spec §3 upload status. */
export const UPLOAD_STATUSES = ['SUBMITTED', 'PROGRESSING', 'COMPLETE', 'ERROR', 'INVALID', 'CANCELED'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

export function isStudioAvailable(org: { hasStudioAvailable: boolean; canUploadCourses: boolean } | null | undefined): boolean {
  return Boolean(org?.hasStudioAvailable && org.canUploadCourses);
}

/**
 * What may happen to an upload:
 * - start: processing begins (SUBMITTED → PROGRESSING);
 * - complete / reject / fail: processing ends well, with invalid content, or with a failure
 *   (PROGRESSING → COMPLETE / INVALID / ERROR);
 * - cancel: the admin withdraws it before it finishes (SUBMITTED or PROGRESSING → CANCELED);
 * - retry: a failed processing is submitted again (ERROR → SUBMITTED). INVALID content needs a
 *   new upload; COMPLETE and CANCELED are final.
 */
export type UploadEvent = 'start' | 'complete' | 'reject' | 'fail' | 'cancel' | 'retry';

const TRANSITIONS: Record<UploadStatus, Partial<Record<UploadEvent, UploadStatus>>> = {
  SUBMITTED: { start: 'PROGRESSING', cancel: 'CANCELED' },
  PROGRESSING: { complete: 'COMPLETE', reject: 'INVALID', fail: 'ERROR', cancel: 'CANCELED' },
  COMPLETE: {},
  ERROR: { retry: 'SUBMITTED' },
  INVALID: {},
  CANCELED: {},
};

/** The status after `event`, or null when the event is not allowed in `status`. */
export function nextUploadStatus(status: UploadStatus, event: UploadEvent): UploadStatus | null {
  return TRANSITIONS[status]?.[event] ?? null;
}

/** No event leads anywhere from a final status. */
export function isFinalUploadStatus(status: UploadStatus): boolean {
  return Object.keys(TRANSITIONS[status]).length === 0;
}

export function allowedUploadEvents(status: UploadStatus): UploadEvent[] {
  return Object.keys(TRANSITIONS[status]) as UploadEvent[];
}

export type StudioLecture = { title: string; lectureType: LectureType; durationSeconds: number };

export type LectureProblem = 'noLectures' | 'noContent' | 'tooLong';

/** A course may last at most this long (the studio is for internal courses, not archives). */
export const MAX_COURSE_SECONDS = 40 * 3600;

/**
 * Validation run while processing (deterministic, so the simulated processing always gives the
 * same answer for the same course): a course needs lectures, at least one that is not a BREAK,
 * and at most MAX_COURSE_SECONDS in total.
 */
export function lectureProblem(lectures: readonly StudioLecture[]): LectureProblem | null {
  if (lectures.length === 0) return 'noLectures';
  if (lectures.every((l) => l.lectureType === 'BREAK')) return 'noContent';
  if (lectures.reduce((sum, l) => sum + Math.max(0, l.durationSeconds), 0) > MAX_COURSE_SECONDS) return 'tooLong';
  return null;
}

/**
 * One step of processing for an upload in `status` (what "advance" does): SUBMITTED starts;
 * PROGRESSING finishes as COMPLETE or INVALID depending on the lectures; ERROR is retried.
 * Null when nothing can advance (final statuses).
 */
export function advanceUpload(status: UploadStatus, lectures: readonly StudioLecture[]): { status: UploadStatus; event: UploadEvent; problem: LectureProblem | null } | null {
  if (status === 'SUBMITTED') return { status: 'PROGRESSING', event: 'start', problem: null };
  if (status === 'ERROR') return { status: 'SUBMITTED', event: 'retry', problem: null };
  if (status === 'PROGRESSING') {
    const problem = lectureProblem(lectures);
    return problem ? { status: 'INVALID', event: 'reject', problem } : { status: 'COMPLETE', event: 'complete', problem: null };
  }
  return null;
}

/** The course slug of a studio upload: organisation slug + ASCII kebab-case title (≤ 80 chars). */
export function studioCourseSlug(orgSlug: string, title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${orgSlug}-${base || 'curso'}`.slice(0, 80).replace(/-+$/, '');
}
