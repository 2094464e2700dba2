/**
 * Learner projects (spec §3 "Project evaluation: FINAL_PROJECT, NOT_REQUIREMENT,
 * QUIZ_EVALUATION. Content status: DRAFT, PUBLISHED, OBSERVED, FINISHED, CERTIFIED").
 *
 * The life of a project: the learner writes a DRAFT and submits it (PUBLISHED, waiting for a
 * mentor); the mentor either returns it with feedback (OBSERVED: the learner edits and submits
 * again) or approves it (FINISHED); it becomes CERTIFIED once the course certificate is issued.
 * Pure; the resolvers and the forms read the same rules.
 */

export const PROJECT_EVALUATIONS = ['FINAL_PROJECT', 'NOT_REQUIREMENT', 'QUIZ_EVALUATION'] as const;
export type ProjectEvaluation = (typeof PROJECT_EVALUATIONS)[number];

export const CONTENT_STATUSES = ['DRAFT', 'PUBLISHED', 'OBSERVED', 'FINISHED', 'CERTIFIED'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The learner may change the text while it is theirs to work on. */
export function learnerCanEdit(status: ContentStatus): boolean {
  return status === 'DRAFT' || status === 'OBSERVED';
}

/** Submitting sends a draft, or a project returned with feedback, to review. */
export function learnerCanSubmit(status: ContentStatus): boolean {
  return status === 'DRAFT' || status === 'OBSERVED';
}

/** Only a draft nobody has seen yet can be deleted. */
export function learnerCanDelete(status: ContentStatus): boolean {
  return status === 'DRAFT';
}

export type StatusTone = 'default' | 'info' | 'warning' | 'success';

/** The colour a status chip uses. */
export function statusTone(status: ContentStatus): StatusTone {
  switch (status) {
    case 'DRAFT':
      return 'default';
    case 'PUBLISHED':
      return 'info';
    case 'OBSERVED':
      return 'warning';
    case 'FINISHED':
    case 'CERTIFIED':
      return 'success';
  }
}

/** Projects sorted for the list: those needing the learner first (observed, draft), then in review, then done. */
export function projectListOrder(status: ContentStatus): number {
  return { OBSERVED: 0, DRAFT: 1, PUBLISHED: 2, FINISHED: 3, CERTIFIED: 4 }[status];
}

/** A mentor approved it (FINISHED), or it was approved and the certificate issued (CERTIFIED). */
export function projectApproved(status: ContentStatus): boolean {
  return status === 'FINISHED' || status === 'CERTIFIED';
}
