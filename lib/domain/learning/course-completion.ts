/**
 * When a lecture counts as done, how far through a course a learner is, where they resume, and
 * what a certificate needs (issue 15 item 4; spec §3 enumerations: lecture types, project
 * evaluation FINAL_PROJECT / NOT_REQUIREMENT / QUIZ_EVALUATION, quiz settings "cumulative or
 * formative"). Pure: the progress services of lib/server/services/classroom/ apply these rules
 * inside their transactions, and the classroom pages show the same answers.
 */
import type { LectureContent, LectureType, QuizMode } from './lecture-content';
import { projectApproved, type ContentStatus, type ProjectEvaluation } from './project-status';

/** A video lecture is complete once this share of it has been watched (issue 15: "completion at ≥ 90 % watched"). */
export const WATCHED_SHARE_TO_COMPLETE = 0.9;

/**
 * How a lecture gets completed:
 * - `playback`: a video or audio CLASS, by watching ≥ 90 % of it (never by a click);
 * - `quiz`: by submitting an attempt (passing matters for QUIZ_EVALUATION, not for progress);
 * - `survey`: by sending the survey's answers;
 * - `manual`: the learner marks it done (an exercise, a PDF, a page, a break, a CLASS without media);
 * - `none`: it cannot be completed here — a SCORM package has no runtime in this app, so it is
 *   shown with a notice and left out of the course's progress (it would otherwise block 100 %).
 */
export type CompletionMode = 'playback' | 'quiz' | 'survey' | 'manual' | 'none';

export function completionMode(type: LectureType, content: LectureContent | null): CompletionMode {
  switch (type) {
    case 'CLASS':
      return content?.type === 'CLASS' && content.video.format !== 'NONE' ? 'playback' : 'manual';
    case 'QUIZ':
      return 'quiz';
    case 'SURVEY':
      return 'survey';
    case 'SCORM':
      return 'none';
    case 'EXERCISE':
    case 'PDF':
    case 'IFRAME':
    case 'BREAK':
      return 'manual';
  }
}

/** Whether a lecture of this type is part of the course's progress (all but SCORM, see above). */
export function countsTowardProgress(type: LectureType): boolean {
  return type !== 'SCORM';
}

/** Seconds as stored: whole, within [0, duration] (a duration of 0 or less only bounds at 0). */
export function clampSeconds(seconds: number, durationSeconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  const whole = Math.floor(seconds);
  return durationSeconds > 0 ? Math.min(whole, Math.floor(durationSeconds)) : whole;
}

/** ≥ 90 % of the media watched; never for media without a length. */
export function playbackCompletes(watchedSeconds: number, durationSeconds: number): boolean {
  if (!(durationSeconds > 0) || !Number.isFinite(watchedSeconds)) return false;
  return watchedSeconds >= durationSeconds * WATCHED_SHARE_TO_COMPLETE;
}

/**
 * The course's progress: completed lectures over the lectures that count, in whole percent,
 * rounded down so 100 % means every one is done (14 of 15 is 93 %, not a rounded-up 100).
 */
export function courseProgressPercent(completed: number, total: number): number {
  if (!(total > 0) || !(completed > 0)) return 0;
  return Math.min(100, Math.floor((Math.min(completed, total) * 100) / total));
}

export type CertificateState = {
  /** Every lecture that counts is completed (progress 100 %). */
  lecturesDone: boolean;
  /** The course's quizzes with their mode and whether the learner has a passing attempt. */
  quizzes: readonly { mode: QuizMode; passed: boolean }[];
  /** Statuses of the learner's projects for the course. */
  projectStatuses: readonly ContentStatus[];
};

/** What still stands between a learner and the certificate. */
export type CertificateBlocker = 'lectures' | 'quizzes' | 'project';

/**
 * What each project evaluation (spec §3) requires on top of finishing every lecture:
 * - NOT_REQUIREMENT: nothing else — no project or grade is required;
 * - QUIZ_EVALUATION: the course is evaluated by its quizzes, so every CUMULATIVE quiz must have a
 *   passing attempt (FORMATIVE quizzes are practice: submitting them completes the lecture);
 * - FINAL_PROJECT: a mentor approved the learner's project (FINISHED, or CERTIFIED already).
 * An empty list means the certificate is due.
 */
export function certificateBlockers(evaluation: ProjectEvaluation, state: CertificateState): CertificateBlocker[] {
  const blockers: CertificateBlocker[] = [];
  if (!state.lecturesDone) blockers.push('lectures');
  if (evaluation === 'QUIZ_EVALUATION' && state.quizzes.some((q) => q.mode === 'CUMULATIVE' && !q.passed)) blockers.push('quizzes');
  if (evaluation === 'FINAL_PROJECT' && !state.projectStatuses.some(projectApproved)) blockers.push('project');
  return blockers;
}

export type ResumeLecture = { id: number; type: LectureType };
export type ResumeProgress = { lectureId: number; completed: boolean; updatedAt: Date };

/**
 * Where "Continuar" takes the learner, as an index into `lectures` (in course order): the
 * incomplete lecture they touched last (they were in the middle of it), else the first one
 * not completed yet, else — everything done — the first lecture. Lectures that cannot be
 * completed (SCORM) are never where one resumes. -1 only for a course without lectures.
 */
export function resumeLectureIndex(lectures: readonly ResumeLecture[], progress: readonly ResumeProgress[]): number {
  if (lectures.length === 0) return -1;
  const byId = new Map(progress.map((p) => [p.lectureId, p]));
  const open = (l: ResumeLecture) => countsTowardProgress(l.type) && !byId.get(l.id)?.completed;
  let touched = -1;
  let touchedAt = -Infinity;
  lectures.forEach((l, i) => {
    const p = byId.get(l.id);
    if (p && open(l) && p.updatedAt.getTime() > touchedAt) {
      touched = i;
      touchedAt = p.updatedAt.getTime();
    }
  });
  if (touched >= 0) return touched;
  const first = lectures.findIndex(open);
  return first >= 0 ? first : 0;
}

/** The same as a 1-based lecture number (the classroom's /clase/{n}/ address); null without lectures. */
export function resumeLectureNumber(lectures: readonly ResumeLecture[], progress: readonly ResumeProgress[]): number | null {
  const index = resumeLectureIndex(lectures, progress);
  return index < 0 ? null : index + 1;
}
