/** The enumerations of spec §3, shared by several domains' tables. */
import { pgEnum } from 'drizzle-orm/pg-core';

export const degreeSegmentationEnum = pgEnum('degree_segmentation', ['ACTIVATED_DEGREE_SEGMENTATION', 'EXPIRED_DEGREE_SEGMENTATION']);
export const membershipPlanEnum = pgEnum('membership_plan', [
  'PREMIUM', 'PREMIUM_LITE', 'PREMIUM_DUO', 'PREMIUM_STUDENT', 'PLUS', 'FAMILIAR', 'PROFESIONAL', 'BECADO', 'ONG_BECADO', 'ORGANIZATION', 'UNIVERSITY_SCHOLARSHIP',
]);
export const membershipMethodEnum = pgEnum('membership_method', ['A_1', 'A_2']);
export const courseTypeEnum = pgEnum('course_type', ['FREE', 'PAID', 'MEMBERSHIP', 'DEGREE', 'B2B', 'B2B_CLASSROOMS', 'ROCKSTAR', 'TEMPORAL_ACCESS']);
export const courseLevelEnum = pgEnum('course_level', ['BEGINNER', 'INTERMEDIATE', 'ADVANCED']);
export const lectureTypeEnum = pgEnum('lecture_type', ['CLASS', 'EXERCISE', 'QUIZ', 'PDF', 'IFRAME', 'SCORM', 'SURVEY', 'BREAK']);
export const enrollmentTypeEnum = pgEnum('enrollment_type', [
  'B2B', 'DEGREE', 'FREE', 'FREEMIUM', 'FREE_MEMBERSHIP', 'MEMBERSHIP', 'MENTOR', 'PREVIEW_TRIAL', 'PROFESSOR', 'STAFF', 'TEMPORAL_ACCESS', 'GITCARD', 'PAID',
]);
export const genderEnum = pgEnum('gender', ['FEMALE', 'MALE', 'NON_BINARY', 'NOT_TO_SAY']);
export const documentTypeEnum = pgEnum('document_type', ['CE', 'DNI', 'PASAPORTE']);
export const mentorStatusEnum = pgEnum('mentor_status', ['AVAILABLE', 'TEMPORARY_SUSPENSION', 'UNSUBSCRIBED', 'VACATIONS']);
export const orgAssignedTypeEnum = pgEnum('org_assigned_type', ['all-catalog', 'panel-only']);
export const orgRoleEnum = pgEnum('org_role', ['owner', 'owner-corporation', 'admin', 'leader', 'member', 'high-education-member']);
export const resourceKindEnum = pgEnum('resource_kind', ['TOOL', 'EBOOK', 'TEMPLATE', 'VIDEO', 'ARTICLE']);

export const projectEvaluationEnum = pgEnum('project_evaluation', ['FINAL_PROJECT', 'NOT_REQUIREMENT', 'QUIZ_EVALUATION']);
export const contentStatusEnum = pgEnum('content_status', ['DRAFT', 'PUBLISHED', 'OBSERVED', 'FINISHED', 'CERTIFIED']);
export const uploadStatusEnum = pgEnum('upload_status', ['SUBMITTED', 'PROGRESSING', 'COMPLETE', 'ERROR', 'INVALID', 'CANCELED']);
export const studyFrequencyEnum = pgEnum('study_frequency', ['ONE', 'TWO', 'THREE', 'FIVE', 'ALL']);
export const studyIntensityEnum = pgEnum('study_intensity', ['CHILL', 'REGULAR', 'INTENSIVE']);
