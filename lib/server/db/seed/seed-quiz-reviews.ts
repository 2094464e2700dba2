/**
 * Written quiz answers awaiting the demo teacher's review (issue 15), so the teacher panel's
 * "Respuestas por revisar" lists something on a fresh `npm start`. No random stream: nothing else
 * seeded moves.
 *
 * 1. addWrittenQuestions (before seedClassroom): each FORMATIVE quiz of the demo teacher's courses
 *    without a written question gets one — the generator's own rule (curriculum-generator.ts: only
 *    practice quizzes ask for one) — so the attempts seedClassroom writes answer it, as a real
 *    submission would.
 * 2. seedPendingReviews (after seedClassroom): for each of those quizzes, the first seeded learner
 *    who completed it took it again (a practice quiz may be retaken) and that attempt waits for the
 *    teacher: its choice answers leave the outcome to the written one (quiz-grading.ts decides
 *    'pending-review'). The lecture was already completed, so progress stays as seeded.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { courseLectures, courses, lectureProgress, professors, quizAttempts } from '../schema';
import type { QuizContent } from '@/lib/domain/learning/lecture-content';
import { gradableQuestions, toStoredAnswers } from '@/lib/domain/learning/classroom/quiz-content';
import { gradeQuiz } from '@/lib/domain/learning/classroom/quiz-grading';
import type { QuizAnswer } from '@/lib/domain/learning/classroom/quiz-settings';
import { developmentQuestion } from './curriculum-data';
import type { SeededUsers } from './seed-users';
import { addMs, HOUR_MS, l3, MINUTE_MS, type SeedDb } from './util';

const WRITTEN_ANSWERS = [
  'Lo usaría para el logotipo de mi emprendimiento: primero definiría el público y el tono, luego probaría tres estilos y elegiría el más legible en tamaño pequeño.',
  'Haría una pieza para redes sociales de mi barrio, empezando por bocetos a mano y pasándolos a digital con una retícula sencilla.',
];

/** Adds a written question to the demo teacher's practice quizzes that have none; returns their lecture ids. */
export async function addWrittenQuestions(db: SeedDb, people: SeededUsers): Promise<number[]> {
  const quizzes = await db
    .select({ id: courseLectures.id, content: courseLectures.content, courseTitle: courses.title })
    .from(courseLectures)
    .innerJoin(courses, eq(courses.id, courseLectures.courseId))
    .innerJoin(professors, eq(professors.id, courses.professorId))
    .where(and(eq(professors.userId, people.demo.teacher), eq(courseLectures.lectureType, 'QUIZ')))
    .orderBy(asc(courses.id), asc(courseLectures.position), asc(courseLectures.id));
  const changed: number[] = [];
  for (const q of quizzes) {
    const quiz = q.content as QuizContent | null;
    if (quiz?.type !== 'QUIZ' || quiz.settings.mode !== 'FORMATIVE' || quiz.questions.some((x) => x.type === 'DEVELOPMENT')) continue;
    const topic = l3(q.courseTitle.es, q.courseTitle.pt ?? q.courseTitle.es, q.courseTitle.en ?? q.courseTitle.es);
    const content: QuizContent = { ...quiz, questions: [...quiz.questions, developmentQuestion(topic)] };
    await db.update(courseLectures).set({ content }).where(eq(courseLectures.id, q.id));
    changed.push(q.id);
  }
  return changed;
}

/** The answers of an attempt whose outcome waits for its written answer: as many right choices as keep it undecided. */
function undecidedAnswers(quiz: QuizContent, text: string): QuizAnswer[] | null {
  const questions = gradableQuestions(quiz, 'es');
  const choices = questions.filter((q) => q.type !== 'DEVELOPMENT');
  for (let right = choices.length; right >= 0; right--) {
    const answers: QuizAnswer[] = questions.map((q) => {
      if (q.type === 'DEVELOPMENT') return { questionId: q.id, text };
      const wrong = q.options.find((o) => !q.correctOptionIds.includes(o.id))?.id ?? q.options[0].id;
      return { questionId: q.id, optionIds: choices.indexOf(q) < right ? q.correctOptionIds : [wrong] };
    });
    if (gradeQuiz(questions, answers, quiz.settings).outcome === 'pending-review') return answers;
  }
  return null;
}

/** One retake awaiting review per quiz of `lectureIds`, by the first seeded learner who completed it. */
export async function seedPendingReviews(db: SeedDb, now: Date, people: SeededUsers, lectureIds: readonly number[]): Promise<void> {
  if (lectureIds.length === 0) return;
  const [lectures, completions] = await Promise.all([
    db.select({ id: courseLectures.id, content: courseLectures.content }).from(courseLectures).where(inArray(courseLectures.id, [...lectureIds])),
    db
      .select({ userId: lectureProgress.userId, lectureId: lectureProgress.lectureId })
      .from(lectureProgress)
      .where(and(inArray(lectureProgress.lectureId, [...lectureIds]), isNotNull(lectureProgress.completedAt), inArray(lectureProgress.userId, people.learners)))
      .orderBy(asc(lectureProgress.userId)),
  ]);
  let n = 0;
  for (const lectureId of lectureIds) {
    const quiz = lectures.find((l) => l.id === lectureId)?.content as QuizContent | undefined;
    const learner = completions.find((c) => c.lectureId === lectureId)?.userId;
    const answers = quiz && learner !== undefined ? undecidedAnswers(quiz, WRITTEN_ANSWERS[n % WRITTEN_ANSWERS.length]) : null;
    if (!quiz || learner === undefined || !answers) continue;
    // Hours ago: after every seeded lecture event (those end a day before `now`).
    const submittedAt = addMs(now, -(6 - n) * HOUR_MS);
    const grade = gradeQuiz(gradableQuestions(quiz, 'es'), answers, quiz.settings);
    await db.insert(quizAttempts).values({
      userId: learner,
      lectureId,
      startedAt: addMs(submittedAt, -(14 + n) * MINUTE_MS),
      submittedAt,
      answers: toStoredAnswers(answers),
      scorePercent: grade.scorePercent,
      passed: false,
      needsReview: true,
    });
    n++;
  }
}
