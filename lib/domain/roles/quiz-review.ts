/**
 * Who reviews the written (DEVELOPMENT) answers of a quiz attempt (issue 15; spec §3 "Quiz
 * settings": DEVELOPMENT questions have no right option, so a person grades them). The spec names
 * no reviewer and leaves "exact permission rules behind each dashboard" unstated (§6); the rule
 * chosen here, written once for the page, the list and the mutation:
 *
 * - the course's professor: the account linked to the course's professor profile
 *   (professors.user_id, the same link the access rule's PROFESSOR reason and the teacher panel
 *   read), while their teacher panel is on (§6 "Feature teacherPanel … gate[s] those panels");
 * - staff, for every course (they already open any course: lib/domain/learning/course-access.ts);
 * - never the learner who wrote the answers, whatever their role.
 */
import { canViewTeacherPanel } from './access';
import type { RoleUser } from './subject';

type ReviewerRoles = Pick<RoleUser, 'isStaff' | 'features'>;

/** A signed-in reviewer: their account id and the role facts the rule reads. */
export type QuizReviewer = ReviewerRoles & { userId: number };

/** Which attempts a reviewer may see: every course's, their own courses', or none. */
export type QuizReviewScope = 'all-courses' | 'own-courses' | 'none';

/** The facts of one attempt the rule needs. */
export type ReviewableAttempt = {
  /** The learner who wrote the answers. */
  learnerUserId: number;
  /** The account of the course's professor profile; null for a profile without an account (e.g. an organisation's studio course). */
  professorUserId: number | null;
};

export function quizReviewScope(subject: ReviewerRoles | null): QuizReviewScope {
  if (!subject) return 'none';
  if (subject.isStaff) return 'all-courses';
  return canViewTeacherPanel(subject) ? 'own-courses' : 'none';
}

/** The review screen and the review fields open at all (the per-attempt check is mayReviewQuizAttempt). */
export function canOpenQuizReviews(subject: ReviewerRoles | null): boolean {
  return quizReviewScope(subject) !== 'none';
}

/** May this reviewer grade this attempt's written answers? */
export function mayReviewQuizAttempt(reviewer: QuizReviewer | null, attempt: ReviewableAttempt): boolean {
  const scope = quizReviewScope(reviewer);
  if (!reviewer || scope === 'none') return false;
  // Grading one's own answers would let anyone pass their own quiz.
  if (attempt.learnerUserId === reviewer.userId) return false;
  if (scope === 'all-courses') return true;
  return attempt.professorUserId !== null && attempt.professorUserId === reviewer.userId;
}
