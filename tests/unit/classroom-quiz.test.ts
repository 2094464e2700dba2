/**
 * Quiz rules (spec §3 enumerations, "Quiz settings": types SIMPLE, MULTIPLE, DEVELOPMENT;
 * approval thresholds 50 to 100 percent; durations 30, 45, 60, 120 minutes or none; retry waits
 * 60, 120, 180, 240 minutes or none; show answer immediately, at the end or never; cumulative or
 * formative). Issue 15: "graded on the server, attempts stored"; "a quiz below the threshold
 * waits its retry time, a pass counts"; the quiz answers are not served before they may be.
 */
import { describe, expect, it } from 'vitest';
import {
  acceptsSubmission,
  attemptDeadline,
  attemptExpired,
  canStartAttempt,
  SUBMIT_GRACE_SECONDS,
  toPublicStartDecision,
  type AttemptRecord,
} from '@/lib/domain/learning/classroom/quiz-attempts';
import { gradeQuestion, gradeQuiz } from '@/lib/domain/learning/classroom/quiz-grading';
import { answeredQuestionReview, publicQuizResult, revealPolicy, toPublicQuestion } from '@/lib/domain/learning/classroom/quiz-reveal';
import { quizAnswersSchema } from '@/lib/domain/learning/classroom/quiz-schema';
import type { QuizQuestion, QuizSettings } from '@/lib/domain/learning/classroom/quiz-settings';

// The settings are the stored ones (lecture-content.ts validates them and lists the spec values).
const BASE: QuizSettings = { approvalThreshold: 70, durationMinutes: null, retryWaitMinutes: null, showAnswers: 'AT_END', mode: 'CUMULATIVE' };
const settings = (over: Partial<QuizSettings> = {}): QuizSettings => ({ ...BASE, ...over });

const questions: QuizQuestion[] = [
  { id: 'q1', type: 'SIMPLE', prompt: '¿2 + 2?', options: [{ id: 'a', text: '3' }, { id: 'b', text: '4' }], points: 1, correctOptionIds: ['b'], explanation: 'Suma.' },
  {
    id: 'q2',
    type: 'MULTIPLE',
    prompt: 'Primos',
    options: [{ id: 'a', text: '2' }, { id: 'b', text: '4' }, { id: 'c', text: '5' }],
    points: 1,
    correctOptionIds: ['a', 'c'],
  },
  { id: 'q3', type: 'DEVELOPMENT', prompt: 'Explica', options: [], points: 2, correctOptionIds: [] },
];

const at = (minutes: number) => new Date(Date.UTC(2026, 4, 1, 10, 0) + minutes * 60_000);

describe('quiz answers (spec §3 question types)', () => {
  it('checks answers against the questions they answer', () => {
    const schema = quizAnswersSchema(questions);
    expect(schema.parse([{ questionId: 'q1', optionIds: ['b'] }, { questionId: 'q3', text: '  Porque sí  ' }])).toEqual([
      { questionId: 'q1', optionIds: ['b'] },
      { questionId: 'q3', text: 'Porque sí' },
    ]);
    expect(schema.safeParse([]).success).toBe(true);
    expect(schema.safeParse([{ questionId: 'q9', optionIds: ['a'] }]).success).toBe(false);
    expect(schema.safeParse([{ questionId: 'q1', optionIds: ['a'] }, { questionId: 'q1', optionIds: ['b'] }]).success).toBe(false);
    expect(schema.safeParse([{ questionId: 'q1', optionIds: ['a', 'b'] }]).success).toBe(false);
    expect(schema.safeParse([{ questionId: 'q2', optionIds: ['a', 'a'] }]).success).toBe(false);
    expect(schema.safeParse([{ questionId: 'q2', optionIds: ['x'] }]).success).toBe(false);
    expect(schema.safeParse([{ questionId: 'q3', optionIds: ['a'] }]).success).toBe(false);
    expect(schema.safeParse([{ questionId: 'q1', text: 'b' }]).success).toBe(false);
    expect(schema.safeParse([{ questionId: 'q3', text: 'x'.repeat(5001) }]).error?.issues[0].message).toBe('classroom.errors.answerTooLong');
  });
});

describe('grading (issue 15: graded on the server)', () => {
  it('grades SIMPLE by the one right option and MULTIPLE all or nothing', () => {
    expect(gradeQuestion(questions[0], { questionId: 'q1', optionIds: ['b'] }).correct).toBe(true);
    expect(gradeQuestion(questions[0], { questionId: 'q1', optionIds: ['a'] }).correct).toBe(false);
    expect(gradeQuestion(questions[1], { questionId: 'q2', optionIds: ['c', 'a'] }).correct).toBe(true);
    expect(gradeQuestion(questions[1], { questionId: 'q2', optionIds: ['a'] }).correct).toBe(false);
    expect(gradeQuestion(questions[1], { questionId: 'q2', optionIds: ['a', 'b', 'c'] }).correct).toBe(false);
    expect(gradeQuestion(questions[1], undefined)).toMatchObject({ answered: false, correct: false, earned: 0 });
  });

  it('scores earned over total points, rounded down, and passes at the threshold', () => {
    const objective = questions.slice(0, 2);
    const s = settings({ approvalThreshold: 50 });
    const half = gradeQuiz(objective, [{ questionId: 'q1', optionIds: ['b'] }], s);
    expect([half.scorePercent, half.outcome, half.needsReview]).toEqual([50, 'passed', false]);
    const none = gradeQuiz(objective, [], s);
    expect([none.scorePercent, none.outcome]).toEqual([0, 'failed']);
    // 2 of 3 is 66.7 %: shown as 66, fails 67 and passes 66.
    const three = [...objective, { ...questions[0], id: 'q4' }];
    const answers = [{ questionId: 'q1', optionIds: ['b'] }, { questionId: 'q4', optionIds: ['b'] }];
    expect(gradeQuiz(three, answers, settings({ approvalThreshold: 67 }))).toMatchObject({ scorePercent: 66, outcome: 'failed' });
    expect(gradeQuiz(three, answers, settings({ approvalThreshold: 66 }))).toMatchObject({ scorePercent: 66, outcome: 'passed' });
    // 7 of 10 is exactly 70 %, not 69.99…
    const ten = Array.from({ length: 10 }, (_, i) => ({ ...questions[0], id: `t${i}` }));
    expect(gradeQuiz(ten, ten.slice(0, 7).map((q) => ({ questionId: q.id, optionIds: ['b'] })), settings({ approvalThreshold: 70 })).outcome).toBe('passed');
    expect(gradeQuiz([], [], s)).toMatchObject({ scorePercent: 100, outcome: 'passed' });
  });

  it('keeps written answers pending until reviewed, deciding early when the result cannot change', () => {
    const allRight = [{ questionId: 'q1', optionIds: ['b'] }, { questionId: 'q2', optionIds: ['a', 'c'] }, { questionId: 'q3', text: 'Ensayo' }];
    // 2 of 4 points earned, 2 pending: 50 % already passes a 50 % quiz …
    expect(gradeQuiz(questions, allRight, settings({ approvalThreshold: 50 }))).toMatchObject({ scorePercent: 50, maxPossiblePercent: 100, outcome: 'passed', needsReview: true });
    // … waits for the reviewer at 80 % …
    expect(gradeQuiz(questions, allRight, settings({ approvalThreshold: 80 }))).toMatchObject({ outcome: 'pending-review', needsReview: true });
    // … and fails when even a right essay could not reach it.
    expect(gradeQuiz(questions, [{ questionId: 'q3', text: 'Ensayo' }], settings({ approvalThreshold: 60 }))).toMatchObject({ maxPossiblePercent: 50, outcome: 'failed' });
    // The reviewer's verdict settles it.
    expect(gradeQuiz(questions, allRight, settings({ approvalThreshold: 80 }), { q3: true })).toMatchObject({ scorePercent: 100, outcome: 'passed', needsReview: false });
    expect(gradeQuiz(questions, allRight, settings({ approvalThreshold: 80 }), { q3: false })).toMatchObject({ scorePercent: 50, outcome: 'failed' });
    // A blank essay is wrong, not pending.
    expect(gradeQuestion(questions[2], { questionId: 'q3', text: '   ' })).toMatchObject({ answered: false, correct: false });
  });

  it('counts CUMULATIVE quizzes toward the course; FORMATIVE ones never block', () => {
    expect(gradeQuiz(questions, [], settings({ mode: 'CUMULATIVE' })).countsTowardCourse).toBe(true);
    expect(gradeQuiz(questions, [], settings({ mode: 'FORMATIVE' })).countsTowardCourse).toBe(false);
  });
});

describe('attempts (spec §3 durations and retry waits)', () => {
  const timed = settings({ durationMinutes: 30, retryWaitMinutes: 60 });

  it('ends a timed attempt at its duration, accepting answers for a short grace', () => {
    expect(attemptDeadline(at(0), timed)).toEqual(at(30));
    expect(attemptDeadline(at(0), settings({ durationMinutes: null }))).toBeNull();
    expect(attemptExpired(at(0), timed, at(30))).toBe(false);
    expect(attemptExpired(at(0), timed, at(30.01))).toBe(true);
    expect(attemptExpired(at(0), settings({ durationMinutes: null }), at(10_000))).toBe(false);
    expect(acceptsSubmission(at(0), timed, new Date(at(30).getTime() + SUBMIT_GRACE_SECONDS * 1000))).toBe(true);
    expect(acceptsSubmission(at(0), timed, new Date(at(30).getTime() + SUBMIT_GRACE_SECONDS * 1000 + 1))).toBe(false);
  });

  it('starts a first attempt, and resumes an open one instead of starting another', () => {
    expect(canStartAttempt([], timed, at(0))).toEqual({ allowed: true });
    const open: AttemptRecord = { startedAt: at(0), submittedAt: null, outcome: null };
    expect(canStartAttempt([open], timed, at(10))).toEqual({ allowed: false, reason: 'IN_PROGRESS', startedAt: at(0), deadline: at(30) });
    expect(canStartAttempt([open], settings({ durationMinutes: null }), at(5000))).toMatchObject({ reason: 'IN_PROGRESS', deadline: null });
  });

  it('waits the retry time after a failed attempt (issue 15: a quiz below the threshold waits its retry time)', () => {
    const failed: AttemptRecord = { startedAt: at(0), submittedAt: at(12), outcome: 'failed' };
    expect(canStartAttempt([failed], timed, at(40))).toEqual({ allowed: false, reason: 'RETRY_WAIT', until: at(72) });
    expect(canStartAttempt([failed], timed, at(72))).toEqual({ allowed: true });
    expect(canStartAttempt([failed], settings({ retryWaitMinutes: null }), at(13))).toEqual({ allowed: true });
    // An attempt that ran out of time without being handed in failed at its deadline.
    const lapsed: AttemptRecord = { startedAt: at(0), submittedAt: null, outcome: null };
    expect(canStartAttempt([lapsed], timed, at(31))).toEqual({ allowed: false, reason: 'RETRY_WAIT', until: at(90) });
    // Only the latest attempt's wait matters.
    const older: AttemptRecord = { startedAt: at(-500), submittedAt: at(-490), outcome: 'failed' };
    expect(canStartAttempt([failed, older], timed, at(40))).toMatchObject({ until: at(72) });
  });

  it('keeps a CUMULATIVE pass final, lets FORMATIVE practice go on, and waits for reviews of CUMULATIVE attempts', () => {
    const passed: AttemptRecord = { startedAt: at(0), submittedAt: at(10), outcome: 'passed' };
    const failedLater: AttemptRecord = { startedAt: at(100), submittedAt: at(110), outcome: 'failed' };
    expect(canStartAttempt([passed], timed, at(11))).toEqual({ allowed: false, reason: 'PASSED' });
    expect(canStartAttempt([passed, failedLater], timed, at(500))).toEqual({ allowed: false, reason: 'PASSED' });
    const formative = settings({ mode: 'FORMATIVE', retryWaitMinutes: 60 });
    expect(canStartAttempt([passed], formative, at(11))).toEqual({ allowed: true });
    expect(canStartAttempt([failedLater], formative, at(120))).toMatchObject({ reason: 'RETRY_WAIT' });
    const pending: AttemptRecord = { startedAt: at(0), submittedAt: at(10), outcome: 'pending-review' };
    expect(canStartAttempt([pending], timed, at(500))).toEqual({ allowed: false, reason: 'PENDING_REVIEW' });
    expect(canStartAttempt([pending], formative, at(11))).toEqual({ allowed: true });
  });

  it('sends dates to the browser as ISO strings', () => {
    expect(toPublicStartDecision({ allowed: false, reason: 'RETRY_WAIT', until: at(72) })).toEqual({ allowed: false, reason: 'RETRY_WAIT', until: at(72).toISOString() });
    expect(toPublicStartDecision({ allowed: false, reason: 'IN_PROGRESS', startedAt: at(0), deadline: null })).toEqual({
      allowed: false,
      reason: 'IN_PROGRESS',
      startedAt: at(0).toISOString(),
      deadline: null,
    });
    expect(toPublicStartDecision({ allowed: false, reason: 'PASSED' })).toEqual({ allowed: false, reason: 'PASSED' });
    expect(toPublicStartDecision({ allowed: true })).toEqual({ allowed: true });
  });
});

describe('revealing answers (spec §3: show answer immediately, at the end or never)', () => {
  it('follows the setting per phase', () => {
    const none = { correctness: false, correctAnswers: false };
    const all = { correctness: true, correctAnswers: true };
    expect(['answering', 'answered', 'finished'].map((p) => revealPolicy(settings({ showAnswers: 'IMMEDIATELY' }), p as never))).toEqual([none, all, all]);
    expect(['answering', 'answered', 'finished'].map((p) => revealPolicy(settings({ showAnswers: 'AT_END' }), p as never))).toEqual([none, none, all]);
    expect(['answering', 'answered', 'finished'].map((p) => revealPolicy(settings({ showAnswers: 'NEVER' }), p as never))).toEqual([none, none, none]);
  });

  it('never puts the right answers in the question sent to the browser', () => {
    const pub = toPublicQuestion(questions[0]);
    expect(pub).toEqual({ id: 'q1', type: 'SIMPLE', prompt: '¿2 + 2?', options: [{ id: 'a', text: '3' }, { id: 'b', text: '4' }], points: 1 });
    expect(JSON.stringify(pub)).not.toMatch(/correct|explanation|Suma/);
  });

  it('reviews each question after it is answered only for IMMEDIATELY', () => {
    const g = gradeQuestion(questions[0], { questionId: 'q1', optionIds: ['a'] });
    expect(answeredQuestionReview(questions[0], g, settings({ showAnswers: 'IMMEDIATELY' }))).toEqual({ questionId: 'q1', correct: false, correctOptionIds: ['b'], explanation: 'Suma.' });
    expect(answeredQuestionReview(questions[0], g, settings({ showAnswers: 'AT_END' }))).toBeNull();
    expect(answeredQuestionReview(questions[0], g, settings({ showAnswers: 'NEVER' }))).toBeNull();
  });

  it('builds the result for the browser with as much review as the setting allows', () => {
    const answers = [{ questionId: 'q1', optionIds: ['b'] }, { questionId: 'q2', optionIds: ['a'] }, { questionId: 'q3', text: 'Ensayo' }];
    const atEnd = settings({ showAnswers: 'AT_END', approvalThreshold: 50 });
    const result = publicQuizResult(questions, gradeQuiz(questions, answers, atEnd), atEnd);
    expect(result).toEqual({
      scorePercent: 25,
      approvalThreshold: 50,
      outcome: 'pending-review',
      needsReview: true,
      countsTowardCourse: true,
      review: [
        { questionId: 'q1', correct: true, correctOptionIds: ['b'], explanation: 'Suma.' },
        { questionId: 'q2', correct: false, correctOptionIds: ['a', 'c'], explanation: null },
        { questionId: 'q3', correct: null, correctOptionIds: [], explanation: null },
      ],
    });
    const never = settings({ showAnswers: 'NEVER', approvalThreshold: 50 });
    const hidden = publicQuizResult(questions, gradeQuiz(questions, answers, never), never);
    expect(hidden.review).toEqual([]);
    expect(JSON.stringify(hidden)).not.toMatch(/correctOptionIds|Suma/);
  });
});
