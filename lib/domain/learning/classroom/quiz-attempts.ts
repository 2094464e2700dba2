/**
 * When a learner may start a quiz attempt and how long it lasts (spec §3 "Quiz settings":
 * durations 30, 45, 60, 120 minutes or none; retry waits 60, 120, 180, 240 minutes or none;
 * cumulative or formative). Pure; the server decides with it, the page shows its answer.
 *
 * Decisions:
 * - The retry wait follows a failed attempt only; after a pass nobody waits.
 * - A passed CUMULATIVE quiz is final: it cannot be retaken. The pass already counts for the
 *   course and the certificate, and a retake could only be used to collect the right answers.
 *   A FORMATIVE quiz is practice and may be taken again (after the wait, if the last one failed).
 * - While the last CUMULATIVE attempt waits for a reviewer, no new attempt starts: its outcome
 *   is not known yet and may already be a pass.
 * - An attempt with a time limit that was not handed in ends at its deadline and counts as
 *   failed unless the server graded it otherwise; an attempt without a limit stays open until
 *   handed in (the learner resumes it).
 */
import type { QuizOutcome } from './quiz-grading';
import type { QuizSettings } from './quiz-settings';

/**
 * The client's countdown hands the attempt in at zero; the request takes a moment on a slow
 * network, so the server still accepts answers this long after the deadline.
 */
export const SUBMIT_GRACE_SECONDS = 30;

export type AttemptRecord = {
  startedAt: Date;
  /** Null while the attempt is open (or when it ran out of time without being handed in). */
  submittedAt: Date | null;
  /** Null until graded. */
  outcome: QuizOutcome | null;
};

const MINUTE = 60_000;

/** When an attempt started at `startedAt` must be handed in; null without a time limit. */
export function attemptDeadline(startedAt: Date, settings: Pick<QuizSettings, 'durationMinutes'>): Date | null {
  return settings.durationMinutes === null ? null : new Date(startedAt.getTime() + settings.durationMinutes * MINUTE);
}

/** The attempt's time is up (strictly after the deadline); never for a quiz without a limit. */
export function attemptExpired(startedAt: Date, settings: Pick<QuizSettings, 'durationMinutes'>, now: Date): boolean {
  const deadline = attemptDeadline(startedAt, settings);
  return deadline !== null && now.getTime() > deadline.getTime();
}

/** The server still takes the answers: before the deadline plus SUBMIT_GRACE_SECONDS. */
export function acceptsSubmission(startedAt: Date, settings: Pick<QuizSettings, 'durationMinutes'>, now: Date): boolean {
  const deadline = attemptDeadline(startedAt, settings);
  return deadline === null || now.getTime() <= deadline.getTime() + SUBMIT_GRACE_SECONDS * 1000;
}

export type StartDecision =
  | { allowed: true }
  /** An attempt is open: continue it instead of starting another. */
  | { allowed: false; reason: 'IN_PROGRESS'; startedAt: Date; deadline: Date | null }
  | { allowed: false; reason: 'RETRY_WAIT'; until: Date }
  | { allowed: false; reason: 'PASSED' }
  | { allowed: false; reason: 'PENDING_REVIEW' };

type Settings = Pick<QuizSettings, 'durationMinutes' | 'retryWaitMinutes' | 'mode'>;

/** How an attempt ended: handed in, or (timed, not handed in, time up) at its deadline; null while open. */
export function attemptEnd(attempt: AttemptRecord, settings: Pick<QuizSettings, 'durationMinutes'>, now: Date): Date | null {
  if (attempt.submittedAt) return attempt.submittedAt;
  if (acceptsSubmission(attempt.startedAt, settings, now)) return null;
  return attemptDeadline(attempt.startedAt, settings);
}

/** The outcome an ended attempt stands for: a timed-out attempt without a grade failed. */
export function effectiveOutcome(attempt: AttemptRecord, settings: Pick<QuizSettings, 'durationMinutes'>, now: Date): QuizOutcome | null {
  if (attemptEnd(attempt, settings, now) === null) return null;
  return attempt.outcome ?? 'failed';
}

/** May the learner start a new attempt now? `attempts` in any order (the server passes the last few). */
export function canStartAttempt(attempts: readonly AttemptRecord[], settings: Settings, now: Date): StartDecision {
  if (attempts.length === 0) return { allowed: true };
  const cumulative = settings.mode === 'CUMULATIVE';
  if (cumulative && attempts.some((a) => effectiveOutcome(a, settings, now) === 'passed')) return { allowed: false, reason: 'PASSED' };

  const latest = attempts.reduce((a, b) => (b.startedAt.getTime() > a.startedAt.getTime() ? b : a));
  const end = attemptEnd(latest, settings, now);
  if (end === null) return { allowed: false, reason: 'IN_PROGRESS', startedAt: latest.startedAt, deadline: attemptDeadline(latest.startedAt, settings) };

  const outcome = effectiveOutcome(latest, settings, now);
  if (outcome === 'pending-review' && cumulative) return { allowed: false, reason: 'PENDING_REVIEW' };
  if (outcome === 'failed' && settings.retryWaitMinutes !== null) {
    const until = new Date(end.getTime() + settings.retryWaitMinutes * MINUTE);
    if (now.getTime() < until.getTime()) return { allowed: false, reason: 'RETRY_WAIT', until };
  }
  return { allowed: true };
}

/** A StartDecision as it travels to the browser (dates as ISO strings). */
export type PublicStartDecision =
  | { allowed: true }
  | { allowed: false; reason: 'IN_PROGRESS'; startedAt: string; deadline: string | null }
  | { allowed: false; reason: 'RETRY_WAIT'; until: string }
  | { allowed: false; reason: 'PASSED' }
  | { allowed: false; reason: 'PENDING_REVIEW' };

export function toPublicStartDecision(decision: StartDecision): PublicStartDecision {
  if (decision.allowed) return decision;
  switch (decision.reason) {
    case 'IN_PROGRESS':
      return { allowed: false, reason: 'IN_PROGRESS', startedAt: decision.startedAt.toISOString(), deadline: decision.deadline ? decision.deadline.toISOString() : null };
    case 'RETRY_WAIT':
      return { allowed: false, reason: 'RETRY_WAIT', until: decision.until.toISOString() };
    default:
      return { allowed: false, reason: decision.reason };
  }
}
