import type { ActivityInput } from '@/lib/client/analytics/track-activity';

/** Spec §7 named events sent when a course is saved or unsaved. */
export const COURSE_SAVED_EVENT = 'Course Saved';
export const COURSE_UNSAVED_EVENT = 'Course Unsaved';

export type SavedCourseAction = 'save' | 'unsave';

/** The activity event of a successful save or unsave (spec §4: "sends an analytics event"). */
export function savedCourseActivity(action: SavedCourseAction, courseId: string, path: string): ActivityInput {
  return {
    eventType: action === 'save' ? COURSE_SAVED_EVENT : COURSE_UNSAVED_EVENT,
    itemId: courseId,
    itemType: 'course',
    data: { course_id: courseId, path },
  };
}
