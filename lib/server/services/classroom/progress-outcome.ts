import type { enrollments } from '@/lib/server/db/schema';
import type { CertificateBlocker } from '@/lib/domain/learning/course-completion';

/** The access reason a learner without an enrollment row is enrolled as by their first progress event. */
export type EnrollmentType = typeof enrollments.$inferInsert.enrollmentType;

/** What every progress event of the classroom answers (lib/server/services/classroom/course-settlement.ts). */
export type ProgressOutcome = {
  lectureId: number;
  courseId: number;
  lectureCompleted: boolean;
  /** The enrollment's progress after this event; null without an enrollment. */
  progressPercent: number | null;
  /** A certificate was issued by this very event. */
  certificateIssued: boolean;
  /**
   * What still stands between the learner and the certificate (empty once it is issued or due);
   * null when this event completed nothing, so the course was not looked at again.
   */
  certificateBlockers: CertificateBlocker[] | null;
};
