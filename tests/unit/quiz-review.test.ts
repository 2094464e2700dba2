/**
 * Reviewing written quiz answers (issue 15; spec §3 "Quiz settings": SIMPLE, MULTIPLE,
 * DEVELOPMENT — the written ones are graded by a person). Who may review (lib/domain/roles/quiz-review.ts:
 * spec §6 leaves the panels' exact rules unstated, the teacher panel is gated by features.teacherPanel)
 * and what a review decides (lib/domain/learning/classroom/quiz-review.ts over quiz-grading.ts).
 */
import { describe, expect, it } from 'vitest';
import { canOpenQuizReviews, mayReviewQuizAttempt, quizReviewScope, type QuizReviewer } from '@/lib/domain/roles';
import { gradeReviewedAttempt, matchReviewVerdicts, MAX_REVIEW_COMMENT_LENGTH, questionsAwaitingReview, reviewComment } from '@/lib/domain/learning/classroom/quiz-review';
import { decodeReviewCursor, encodeReviewCursor } from '@/lib/domain/panels/quiz-review-cursor';
import type { QuizQuestion, QuizSettings } from '@/lib/domain/learning/classroom/quiz-settings';

const teacher: QuizReviewer = { userId: 10, isStaff: false, features: { teacherPanel: true, mentorPanel: false } };
const otherTeacher: QuizReviewer = { ...teacher, userId: 11 };
const staff: QuizReviewer = { userId: 20, isStaff: true, features: { teacherPanel: false, mentorPanel: false } };
const learner: QuizReviewer = { userId: 30, isStaff: false, features: { teacherPanel: false, mentorPanel: false } };
const mentor: QuizReviewer = { userId: 40, isStaff: false, features: { teacherPanel: false, mentorPanel: true } };
const attemptInTeachersCourse = { learnerUserId: 30, professorUserId: 10 };

describe('who reviews written answers (course professor and staff)', () => {
  it('scopes staff to every course, a teacher to their own, anyone else to none', () => {
    expect(quizReviewScope(staff)).toBe('all-courses');
    expect(quizReviewScope({ ...staff, features: { teacherPanel: true, mentorPanel: false } })).toBe('all-courses');
    expect(quizReviewScope(teacher)).toBe('own-courses');
    for (const who of [learner, mentor, null]) expect(quizReviewScope(who)).toBe('none');
    expect(quizReviewScope({ isStaff: false, features: null })).toBe('none');
    expect(canOpenQuizReviews(teacher) && canOpenQuizReviews(staff)).toBe(true);
    expect(canOpenQuizReviews(learner) || canOpenQuizReviews(mentor) || canOpenQuizReviews(null)).toBe(false);
  });

  it('lets the course’s professor and staff review an attempt; not another teacher, a learner, a mentor or nobody', () => {
    expect(mayReviewQuizAttempt(teacher, attemptInTeachersCourse)).toBe(true);
    expect(mayReviewQuizAttempt(staff, attemptInTeachersCourse)).toBe(true);
    expect(mayReviewQuizAttempt(otherTeacher, attemptInTeachersCourse)).toBe(false);
    expect(mayReviewQuizAttempt({ ...learner, userId: 99 }, attemptInTeachersCourse)).toBe(false);
    expect(mayReviewQuizAttempt(mentor, attemptInTeachersCourse)).toBe(false);
    expect(mayReviewQuizAttempt(null, attemptInTeachersCourse)).toBe(false);
  });

  it('needs the teacher panel: a professor whose panel is off reviews nothing', () => {
    expect(mayReviewQuizAttempt({ ...teacher, features: { teacherPanel: false, mentorPanel: false } }, attemptInTeachersCourse)).toBe(false);
  });

  it('a course whose professor profile has no account is reviewed by staff only', () => {
    const studio = { learnerUserId: 30, professorUserId: null };
    expect(mayReviewQuizAttempt(teacher, studio)).toBe(false);
    expect(mayReviewQuizAttempt(staff, studio)).toBe(true);
  });

  it('never one’s own answers, staff or professor', () => {
    expect(mayReviewQuizAttempt(staff, { learnerUserId: staff.userId, professorUserId: 10 })).toBe(false);
    expect(mayReviewQuizAttempt(teacher, { learnerUserId: teacher.userId, professorUserId: teacher.userId })).toBe(false);
  });
});

const settings: Pick<QuizSettings, 'approvalThreshold' | 'mode'> = { approvalThreshold: 70, mode: 'FORMATIVE' };
const q = (id: string, type: QuizQuestion['type'], correct: string[] = []): QuizQuestion => ({
  id,
  type,
  prompt: id,
  options: type === 'DEVELOPMENT' ? [] : [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }],
  points: 1,
  correctOptionIds: correct,
});
// Four choice questions and two written ones: 6 points.
const questions = [q('c1', 'SIMPLE', ['a']), q('c2', 'SIMPLE', ['a']), q('c3', 'MULTIPLE', ['a', 'b']), q('c4', 'SIMPLE', ['b']), q('w1', 'DEVELOPMENT'), q('w2', 'DEVELOPMENT')];
const answers = [
  { questionId: 'c1', optionIds: ['a'] },
  { questionId: 'c2', optionIds: ['a'] },
  { questionId: 'c3', optionIds: ['a', 'b'] },
  { questionId: 'c4', optionIds: ['a'] },
  { questionId: 'w1', text: 'Lo aplicaría en un proyecto propio.' },
  { questionId: 'w2', text: 'Empezaría por el público.' },
];

describe('what a review decides (spec §3 quiz settings: DEVELOPMENT graded by a person, approval threshold 50–100)', () => {
  it('awaits review only for written answers with text, in the quiz’s order', () => {
    expect(questionsAwaitingReview(questions, answers).map((x) => x.id)).toEqual(['w1', 'w2']);
    // A blank written answer is simply wrong: nothing to read.
    expect(questionsAwaitingReview(questions, [...answers.slice(0, 5), { questionId: 'w2', text: '   ' }]).map((x) => x.id)).toEqual(['w1']);
    expect(questionsAwaitingReview(questions.slice(0, 4), answers)).toEqual([]);
  });

  it('takes verdicts that cover exactly the awaiting answers, once each', () => {
    expect(matchReviewVerdicts(['w1', 'w2'], [{ questionId: 'w2', accepted: false }, { questionId: 'w1', accepted: true }])).toEqual({ ok: true, reviews: { w1: true, w2: false } });
    expect(matchReviewVerdicts(['w1', 'w2'], [{ questionId: 'w1', accepted: true }])).toEqual({ ok: false, error: 'missing' });
    expect(matchReviewVerdicts(['w1'], [{ questionId: 'w1', accepted: true }, { questionId: 'c1', accepted: true }])).toEqual({ ok: false, error: 'unexpected' });
    expect(matchReviewVerdicts(['w1'], [{ questionId: 'w1', accepted: true }, { questionId: 'w1', accepted: false }])).toEqual({ ok: false, error: 'duplicate' });
    expect(matchReviewVerdicts(['w1'], [])).toEqual({ ok: false, error: 'missing' });
    expect(matchReviewVerdicts([], [])).toEqual({ ok: true, reviews: {} });
    // A question id that is an Object prototype name is not a question.
    expect(matchReviewVerdicts(['w1'], [{ questionId: 'constructor', accepted: true }])).toEqual({ ok: false, error: 'unexpected' });
  });

  it('recomputes the score over every question and passes at the threshold', () => {
    // 3 of 6 choice points right: 50 %; each accepted written answer adds 1/6.
    expect(gradeReviewedAttempt(questions, answers, settings, { w1: false, w2: false })).toEqual({ scorePercent: 50, passed: false });
    expect(gradeReviewedAttempt(questions, answers, settings, { w1: true, w2: false })).toEqual({ scorePercent: 66, passed: false });
    expect(gradeReviewedAttempt(questions, answers, settings, { w1: true, w2: true })).toEqual({ scorePercent: 83, passed: true });
    expect(gradeReviewedAttempt(questions, answers, { approvalThreshold: 50, mode: 'CUMULATIVE' }, { w1: false, w2: false })).toEqual({ scorePercent: 50, passed: true });
  });
});

describe('the reviewer’s comment to the learner (issue 15)', () => {
  it('is stored trimmed; blank or absent is no comment', () => {
    expect(reviewComment('  Muy bien argumentado.\n')).toBe('Muy bien argumentado.');
    expect(reviewComment('Primera línea\n\nSegunda')).toBe('Primera línea\n\nSegunda');
    for (const none of ['', '   \n\t', null, undefined]) expect(reviewComment(none), JSON.stringify(none)).toBeNull();
    expect(MAX_REVIEW_COMMENT_LENGTH).toBe(2000);
  });
});

describe('the reviewers’ list cursor (a position, not an index: the list shrinks as attempts are reviewed)', () => {
  it('round-trips a position and refuses anything else', () => {
    const position = { submittedAt: new Date('2026-03-10T09:30:00.123Z'), id: 42 };
    expect(decodeReviewCursor(encodeReviewCursor(position))).toEqual(position);
    for (const bad of ['', 'abc', Buffer.from('arrayconnection:3').toString('base64'), Buffer.from('quizreview:1:0').toString('base64url'), Buffer.from('quizreview:x:1').toString('base64url'), 'a'.repeat(65)]) {
      expect(decodeReviewCursor(bad), bad).toBeNull();
    }
  });
});
