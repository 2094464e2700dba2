/**
 * Server-side validation of a learner's quiz answers against the questions they answer (spec §3
 * "Quiz settings"). The quiz itself (settings, questions, right options) is validated where it is
 * stored, by lectureContentSchema (lib/domain/learning/lecture-content.ts). zod stays here, out of the
 * quiz island (which imports only quiz-settings.ts). Error messages are keys of the `classroom`
 * namespace (`classroom.errors.*`), translated where shown.
 */
import '@/lib/domain/validation/zod-without-eval'; // before any schema is built: no eval probe under the CSP (browser)
import { z } from 'zod';
import { MAX_DEVELOPMENT_ANSWER_LENGTH, type PublicQuizQuestion, type QuizAnswer } from './quiz-settings';

const answerSchema = z.object({
  questionId: z.string().min(1, 'classroom.errors.answers').max(64, 'classroom.errors.answers'),
  optionIds: z.array(z.string().max(64, 'classroom.errors.answers')).max(12, 'classroom.errors.answers').optional(),
  text: z.string().max(MAX_DEVELOPMENT_ANSWER_LENGTH, 'classroom.errors.answerTooLong').optional(),
});

/**
 * The answers of one attempt, checked against the quiz's questions: each answer names a
 * question of this quiz once; SIMPLE takes at most one of its options, MULTIPLE distinct options
 * of its own, DEVELOPMENT text only. A question may be left unanswered (it scores nothing).
 * Text is trimmed.
 */
export function quizAnswersSchema(questions: readonly Pick<PublicQuizQuestion, 'id' | 'type' | 'options'>[]) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return z
    .array(answerSchema)
    .max(questions.length, 'classroom.errors.answers')
    .superRefine((answers, ctx) => {
      const seen = new Set<string>();
      answers.forEach((a, index) => {
        const fail = (message = 'classroom.errors.answers') => ctx.addIssue({ code: 'custom', message, path: [index] });
        const q = byId.get(a.questionId);
        if (!q || seen.has(a.questionId)) return fail();
        seen.add(a.questionId);
        const chosen = a.optionIds ?? [];
        if (q.type === 'DEVELOPMENT') {
          if (chosen.length > 0) fail();
          return;
        }
        if (a.text !== undefined && a.text.trim() !== '') return fail();
        const own = new Set(q.options.map((o) => o.id));
        if (new Set(chosen).size !== chosen.length || chosen.some((id) => !own.has(id))) return fail();
        if (q.type === 'SIMPLE' && chosen.length > 1) fail();
      });
    })
    .transform((answers): QuizAnswer[] =>
      answers.map((a) => (byId.get(a.questionId)?.type === 'DEVELOPMENT' ? { questionId: a.questionId, text: (a.text ?? '').trim() } : { questionId: a.questionId, optionIds: a.optionIds ?? [] })),
    );
}
