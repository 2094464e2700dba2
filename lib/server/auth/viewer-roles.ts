import 'server-only';
import type { QuizReviewer, RoleSubject } from '@/lib/domain/roles';
import type { ViewerRecord } from '@/lib/server/services/viewer';

/**
 * The role subject of a server-loaded viewer: exactly what `me` (graphql/modules/user)
 * resolves for the same fields, so a server page and the browser derive the same flags from
 * lib/domain/roles. Null without a viewer (signed out).
 */
export function roleSubjectFromViewer(viewer: ViewerRecord | null): RoleSubject {
  if (!viewer) return null;
  const { user, organization, membership } = viewer;
  return {
    isStaff: user.isStaff,
    isMentor: user.isMentor,
    isProfessor: user.isProfessor,
    isAffiliate: user.isAffiliate,
    hasMembership: membership !== null,
    segmentation: user.segmentation,
    userDegreeSegmentation: user.userDegreeSegmentation,
    organization: organization
      ? { slug: organization.slug, name: organization.name, myRole: organization.myRole, assignedType: organization.assignedType }
      : null,
    membership: membership ? { membershipType: { method: membership.type.method } } : null,
    features: { teacherPanel: user.featureTeacherPanel, mentorPanel: user.featureMentorPanel },
  };
}

/** The viewer as a quiz reviewer (lib/domain/roles/quiz-review.ts): their id and the role facts the rule reads. */
export function quizReviewerFromViewer(viewer: ViewerRecord): QuizReviewer {
  return { userId: viewer.user.id, isStaff: viewer.user.isStaff, features: { teacherPanel: viewer.user.featureTeacherPanel, mentorPanel: viewer.user.featureMentorPanel } };
}
