/**
 * The adapter between a stored quiz and the quiz rules (spec §3 "Quiz settings": types SIMPLE,
 * MULTIPLE, DEVELOPMENT; issue 15: "graded on the server, attempts stored").
 */
import { describe, expect, it } from 'vitest';
import { fromStoredAnswers, gradableQuestions, toStoredAnswers } from '@/lib/domain/learning/classroom/quiz-content';
import { gradeQuiz } from '@/lib/domain/learning/classroom/quiz-grading';
import { lectureContentSchema, type QuizContent } from '@/lib/domain/learning/lecture-content';

const quiz: QuizContent = {
  type: 'QUIZ',
  settings: { approvalThreshold: 60, durationMinutes: 30, retryWaitMinutes: 60, showAnswers: 'AT_END', mode: 'CUMULATIVE' },
  questions: [
    {
      id: 'q1',
      type: 'SIMPLE',
      prompt: { es: '¿Dos más dos?', en: 'Two plus two?' },
      options: [
        { id: 'a', text: { es: 'Tres' }, correct: false },
        { id: 'b', text: { es: 'Cuatro', en: 'Four' }, correct: true },
      ],
      explanation: { es: 'Es una suma.' },
    },
    {
      id: 'q2',
      type: 'MULTIPLE',
      prompt: { es: 'Primos' },
      options: [
        { id: 'a', text: { es: '2' }, correct: true },
        { id: 'b', text: { es: '4' }, correct: false },
        { id: 'c', text: { es: '5' }, correct: true },
      ],
    },
    { id: 'q3', type: 'DEVELOPMENT', prompt: { es: 'Explica' }, options: [] },
  ],
};

describe('gradableQuestions (stored quiz → the rules)', () => {
  it('is built from valid stored content', () => {
    expect(lectureContentSchema.safeParse(quiz).success).toBe(true);
  });

  it('turns the options flagged correct into right option ids, one point each, texts in the locale (Spanish fallback)', () => {
    const [q1, q2, q3] = gradableQuestions(quiz, 'en');
    expect(q1).toEqual({
      id: 'q1',
      type: 'SIMPLE',
      prompt: 'Two plus two?',
      options: [
        { id: 'a', text: 'Tres' },
        { id: 'b', text: 'Four' },
      ],
      points: 1,
      correctOptionIds: ['b'],
      explanation: 'Es una suma.',
    });
    expect(q2.correctOptionIds).toEqual(['a', 'c']);
    expect(q2.explanation).toBeNull();
    expect(q3).toMatchObject({ type: 'DEVELOPMENT', options: [], correctOptionIds: [] });
  });

  it('grades with the stored settings directly (threshold and mode)', () => {
    const answers = [
      { questionId: 'q1', optionIds: ['b'] },
      { questionId: 'q2', optionIds: ['c', 'a'] },
    ];
    const grade = gradeQuiz(gradableQuestions(quiz, 'es'), answers, quiz.settings);
    expect(grade).toMatchObject({ scorePercent: 66, outcome: 'passed', countsTowardCourse: true, needsReview: false });
  });
});

describe('stored answers (quiz_attempts.answers)', () => {
  it('round-trips option ids and written text', () => {
    const list = [
      { questionId: 'q1', optionIds: ['b'] },
      { questionId: 'q3', text: 'Porque sí' },
    ];
    const stored = toStoredAnswers(list);
    expect(stored).toEqual({ q1: ['b'], q3: 'Porque sí' });
    expect(fromStoredAnswers(stored, gradableQuestions(quiz, 'es'))).toEqual(list);
  });

  it('drops answers to questions no longer in the quiz or of the wrong kind, and reads null as none', () => {
    const questions = gradableQuestions(quiz, 'es');
    expect(fromStoredAnswers({ q9: ['a'], q1: 'texto', q3: ['a'], q2: ['a'] }, questions)).toEqual([{ questionId: 'q2', optionIds: ['a'] }]);
    expect(fromStoredAnswers(null, questions)).toEqual([]);
  });
});
