/**
 * Mentor review of a learner's project (spec §3 project evaluation and content status): the
 * mentor scores it 0–100 with written feedback; a score at or above the pass mark FINISHES the
 * project, below it the project is OBSERVED (sent back for changes). Only submitted (PUBLISHED)
 * projects that a person evaluates can be reviewed: QUIZ_EVALUATION is graded by its quiz.
 */
import '@/lib/domain/validation/zod-without-eval'; // before any schema is built: no eval probe under the CSP (browser)
import { z } from 'zod';

export const PROJECT_EVALUATIONS = ['FINAL_PROJECT', 'NOT_REQUIREMENT', 'QUIZ_EVALUATION'] as const;
export const CONTENT_STATUSES = ['DRAFT', 'PUBLISHED', 'OBSERVED', 'FINISHED', 'CERTIFIED'] as const;
export type ProjectEvaluation = (typeof PROJECT_EVALUATIONS)[number];
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Same as the lowest approval threshold offered for quizzes (spec §3: 50 to 100 percent) plus a margin. */
export const PASS_MARK = 60;
export const FEEDBACK_MIN = 10;
export const FEEDBACK_MAX = 2000;

export function reviewOutcome(score: number): 'FINISHED' | 'OBSERVED' {
  return score >= PASS_MARK ? 'FINISHED' : 'OBSERVED';
}

export function canReviewProject(project: { status: ContentStatus; evaluation: ProjectEvaluation }): boolean {
  return project.status === 'PUBLISHED' && project.evaluation !== 'QUIZ_EVALUATION';
}

export const projectReviewSchema = z.object({
  score: z.number({ message: 'panels.scoreInvalid' }).int('panels.scoreInvalid').min(0, 'panels.scoreInvalid').max(100, 'panels.scoreInvalid'),
  feedback: z.string().trim().min(FEEDBACK_MIN, 'panels.feedbackLength').max(FEEDBACK_MAX, 'panels.feedbackLength'),
});
export type ProjectReviewInput = z.input<typeof projectReviewSchema>;

/** Spec §3 mentor status. */
export const MENTOR_STATUSES = ['AVAILABLE', 'TEMPORARY_SUSPENSION', 'UNSUBSCRIBED', 'VACATIONS'] as const;
export type MentorStatusValue = (typeof MENTOR_STATUSES)[number];

export const mentorStatusSchema = z.enum(MENTOR_STATUSES, { message: 'panels.mentorStatusInvalid' });
