/**
 * The one adapter between a stored quiz (lib/domain/learning/lecture-content.ts: options flagged
 * `correct`, texts in every language, answers stored as question id → option ids or text) and
 * the classroom's quiz rules (quiz-grading.ts, quiz-reveal.ts: one language, the right options as
 * ids, answers as a list). Pure; the server uses it, a page never sees its output unfiltered
 * (toPublicQuestion and the reveal policy decide what leaves the server).
 *
 * Decisions:
 * - Every stored question weighs 1 point: the stored shape (spec §3 "Quiz settings") has no
 *   weights, so the score is the share of questions answered right.
 * - Texts fall back to Spanish (lib/domain/i18n/localized.ts), like every other lecture text.
 * - Stored answers are read back forgivingly (a question no longer in the quiz or a value of the
 *   wrong kind is dropped): they were validated when written, but the quiz may have been edited
 *   since.
 */
import { localized } from '@/lib/domain/i18n/localized';
import type { QuizAnswers, QuizContent } from '@/lib/domain/learning/lecture-content';
import type { QuizAnswer, QuizQuestion } from './quiz-settings';

/** The quiz's questions in `locale`, with their right options, for grading on the server. */
export function gradableQuestions(content: Pick<QuizContent, 'questions'>, locale: string): QuizQuestion[] {
  return content.questions.map((q) => ({
    id: q.id,
    type: q.type,
    prompt: localized(q.prompt, locale),
    options: q.options.map((o) => ({ id: o.id, text: localized(o.text, locale) })),
    points: 1,
    correctOptionIds: q.options.filter((o) => o.correct).map((o) => o.id),
    explanation: q.explanation ? localized(q.explanation, locale) : null,
  }));
}

/** Answers as quiz_attempts.answers stores them: question id → chosen option ids, or the written text. */
export function toStoredAnswers(answers: readonly QuizAnswer[]): QuizAnswers {
  const out: QuizAnswers = {};
  for (const a of answers) out[a.questionId] = a.text !== undefined ? a.text : [...(a.optionIds ?? [])];
  return out;
}

/** Stored answers back as the rules' list, in the quiz's order; only answers that fit their question. */
export function fromStoredAnswers(stored: QuizAnswers | null | undefined, questions: readonly Pick<QuizQuestion, 'id' | 'type'>[]): QuizAnswer[] {
  if (!stored) return [];
  const out: QuizAnswer[] = [];
  for (const q of questions) {
    if (!Object.hasOwn(stored, q.id)) continue;
    const value = stored[q.id];
    if (q.type === 'DEVELOPMENT') {
      if (typeof value === 'string') out.push({ questionId: q.id, text: value });
    } else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
      out.push({ questionId: q.id, optionIds: [...value] });
    }
  }
  return out;
}
