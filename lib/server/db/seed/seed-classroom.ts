/**
 * The classroom state behind every seeded enrollment (issue 15), so progress means what the
 * classroom would have made it mean: a course at 45 % has about 45 % of its lectures completed
 * in lecture_progress (the first ones, in order), the learner is in the middle of the next video,
 * and `enrollments.progress_percent` is set to exactly what the services compute from those rows
 * (lib/domain/learning/course-completion.ts), so the next completed lecture moves it on smoothly.
 * Completed quizzes have a passing attempt (sometimes after a failed one), completed surveys
 * their answers, and a completed course whose evaluation is FINAL_PROJECT an approved project:
 * every seeded certificate (seed-learning.ts) meets its course's requirements.
 * Deterministic: one random stream ('classroom') and dates between enrolling and `now`.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { courseLectures, courses, enrollments, lectureProgress, projects, quizAttempts, surveyResponses } from '../schema';
import { countsTowardProgress, courseProgressPercent } from '@/lib/domain/learning/course-completion';
import type { LectureContent, LectureType, QuizAnswers, QuizContent } from '@/lib/domain/learning/lecture-content';
import { projectApproved } from '@/lib/domain/learning/project-status';
import { rngFor, type Rng } from './random';
import type { SeededUsers } from './seed-users';
import { addMs, DAY_MS, HOUR_MS, insertChunked, MINUTE_MS, type SeedDb } from './util';

type Lecture = { id: number; courseId: number; type: LectureType; content: LectureContent | null };

/** Answers that pass: the correct options, and a short text for a written question. */
function correctAnswers(quiz: QuizContent): QuizAnswers {
  return Object.fromEntries(
    quiz.questions.map((q) => [q.id, q.type === 'DEVELOPMENT' ? 'Lo aplicaría en un proyecto propio, empezando por definir el objetivo y el público.' : q.options.filter((o) => o.correct).map((o) => o.id)]),
  );
}

/** Answers that fail: a wrong option for every choice question. */
function wrongAnswers(quiz: QuizContent): QuizAnswers {
  return Object.fromEntries(quiz.questions.map((q) => [q.id, q.type === 'DEVELOPMENT' ? '' : [q.options.find((o) => !o.correct)?.id ?? q.options[0].id]]));
}

export async function seedClassroom(db: SeedDb, now: Date, people: SeededUsers): Promise<void> {
  const rng = rngFor('classroom');
  const all = await db
    .select({
      id: enrollments.id,
      userId: enrollments.userId,
      courseId: enrollments.courseId,
      progressPercent: enrollments.progressPercent,
      createdAt: enrollments.createdAt,
      completedAt: enrollments.completedAt,
      evaluation: courses.projectEvaluation,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .orderBy(asc(enrollments.id));
  if (all.length === 0) return;
  const courseIds = [...new Set(all.map((e) => e.courseId))];
  const lectureRows: Lecture[] = await db
    .select({ id: courseLectures.id, courseId: courseLectures.courseId, type: courseLectures.lectureType, content: courseLectures.content })
    .from(courseLectures)
    .where(inArray(courseLectures.courseId, courseIds))
    .orderBy(asc(courseLectures.courseId), asc(courseLectures.position), asc(courseLectures.id));
  const lecturesOf = new Map<number, Lecture[]>();
  for (const l of lectureRows) lecturesOf.set(l.courseId, [...(lecturesOf.get(l.courseId) ?? []), l]);
  const projectRows = await db.select({ userId: projects.userId, courseId: projects.courseId, status: projects.status }).from(projects);

  const progressRows: (typeof lectureProgress.$inferInsert)[] = [];
  const attemptRows: (typeof quizAttempts.$inferInsert)[] = [];
  const surveyRows: (typeof surveyResponses.$inferInsert)[] = [];
  const approvedProjects: (typeof projects.$inferInsert)[] = [];
  const percents: { id: number; percent: number }[] = [];

  for (const e of all) {
    const counted = (lecturesOf.get(e.courseId) ?? []).filter((l) => countsTowardProgress(l.type));
    if (counted.length === 0) continue;
    const done = e.completedAt !== null;
    // The share of lectures the seeded percentage stands for: at least one once started, never
    // all of them before the course is complete.
    const k = done ? counted.length : e.progressPercent === 0 ? 0 : Math.min(counted.length - 1, Math.max(1, Math.round((e.progressPercent / 100) * counted.length)));
    const end = e.completedAt ?? addMs(now, -DAY_MS);
    const span = Math.max(HOUR_MS, end.getTime() - e.createdAt.getTime());
    const at = (i: number) => new Date(e.createdAt.getTime() + Math.round((span * (i + 1)) / (k + 1)));
    counted.slice(0, k).forEach((l, i) => {
      const completedAt = at(i);
      const seconds = l.content?.type === 'CLASS' ? l.content.video.durationSeconds : 0;
      progressRows.push({ userId: e.userId, lectureId: l.id, courseId: e.courseId, positionSeconds: seconds, watchedSeconds: seconds, completedAt, updatedAt: completedAt });
      if (l.content?.type === 'QUIZ') {
        const quiz = l.content;
        if (rng.chance(0.2)) {
          const failedAt = addMs(completedAt, -DAY_MS);
          attemptRows.push({ userId: e.userId, lectureId: l.id, startedAt: addMs(failedAt, -12 * MINUTE_MS), submittedAt: failedAt, answers: wrongAnswers(quiz), scorePercent: rng.int(10, quiz.settings.approvalThreshold - 10), passed: false });
        }
        attemptRows.push({
          userId: e.userId,
          lectureId: l.id,
          startedAt: addMs(completedAt, -rng.int(6, 25) * MINUTE_MS),
          submittedAt: completedAt,
          answers: correctAnswers(quiz),
          scorePercent: rng.int(quiz.settings.approvalThreshold, 100),
          passed: true,
        });
      }
      if (l.content?.type === 'SURVEY') surveyRows.push({ userId: e.userId, lectureId: l.id, answers: surveyAnswers(rng), createdAt: completedAt });
    });
    // In the middle of the next video: that is where "Continuar" resumes.
    const next = counted[k];
    if (!done && k > 0 && next?.content?.type === 'CLASS') {
      const position = rng.int(5, Math.max(6, Math.floor(next.content.video.durationSeconds * 0.6)));
      progressRows.push({ userId: e.userId, lectureId: next.id, courseId: e.courseId, positionSeconds: position, watchedSeconds: position, completedAt: null, updatedAt: addMs(at(k - 1), 20 * MINUTE_MS) });
    }
    percents.push({ id: e.id, percent: courseProgressPercent(k, counted.length) });
    if (done && e.evaluation === 'FINAL_PROJECT' && !projectRows.some((p) => p.userId === e.userId && p.courseId === e.courseId && projectApproved(p.status))) {
      approvedProjects.push(approvedProject(e.userId, e.courseId, people.demo.mentor, e.completedAt!));
    }
  }

  await insertChunked(db, lectureProgress, progressRows, 1000);
  await insertChunked(db, quizAttempts, attemptRows, 500);
  await insertChunked(db, surveyResponses, surveyRows, 500);
  await insertChunked(db, projects, approvedProjects, 500);
  // The enrollments' percentages, as the classroom computes them from those lectures.
  const byPercent = new Map<number, number[]>();
  for (const p of percents) byPercent.set(p.percent, [...(byPercent.get(p.percent) ?? []), p.id]);
  for (const [percent, ids] of byPercent) await db.update(enrollments).set({ progressPercent: percent }).where(inArray(enrollments.id, ids));
}

function surveyAnswers(rng: Rng): Record<string, number | string> {
  return { useful: rng.pick([4, 5, 5]), best: rng.pick(['videos', 'exercises', 'project', 'resources']) };
}

/** The approved final project of a course completed before the classroom existed (certified with its certificate). */
function approvedProject(userId: number, courseId: number, mentorUserId: number, completedAt: Date): typeof projects.$inferInsert {
  const reviewedAt = addMs(completedAt, -HOUR_MS);
  return {
    userId,
    courseId,
    title: 'Proyecto final',
    description: 'Entrega del proyecto final del curso: el resultado, el proceso seguido y lo que mejoraría en una segunda versión.',
    evaluation: 'FINAL_PROJECT',
    status: 'CERTIFIED',
    mentorUserId,
    score: 88,
    feedback: 'Proyecto sólido y bien documentado. ¡Felicitaciones!',
    createdAt: addMs(completedAt, -5 * DAY_MS),
    submittedAt: addMs(completedAt, -3 * DAY_MS),
    reviewedAt,
  };
}
