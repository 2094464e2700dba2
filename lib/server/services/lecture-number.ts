import { sql } from 'drizzle-orm';
import { courseLectures } from '@/lib/server/db/schema';

/**
 * A selected lecture's 1-based place in its course, ordered by position then id: the
 * classroom's /clase/{n}/. One expression for every query that links to a lecture (the
 * reviewers' list and the learner's review notification), so their links agree.
 */
export function lectureNumberInCourse() {
  return sql<number>`(select count(*) from ${courseLectures} as l2 where l2.course_id = ${courseLectures.courseId} and (l2.position, l2.id) <= (${courseLectures.position}, ${courseLectures.id}))`.mapWith(Number);
}
