import type { ActivityInput } from '@/lib/client/analytics/track-activity';

/** Where a trailer was played: the course page or a card's preview modal. */
export type TrailerPlace = 'course-page' | 'course-preview';

/** The `trailer` tracked event (spec §7) for the first playback of a course's trailer. */
export function trailerActivity(courseId: number, place: TrailerPlace): ActivityInput {
  return {
    eventType: 'trailer',
    itemId: courseId,
    itemType: 'course',
    pageIdentifier: place,
    data: { course_id: courseId, source: place },
  };
}
