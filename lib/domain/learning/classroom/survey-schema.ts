/**
 * Server-side validation of a learner's survey answers against the survey's questions
 * (issue 15: "SURVEY (stored answers)"). Messages are `classroom.errors.*` keys.
 */
import '@/lib/domain/validation/zod-without-eval'; // before any schema is built: no eval probe under the CSP (browser)
import { z } from 'zod';
import { MAX_SURVEY_TEXT_LENGTH, SURVEY_SCALE, missingRequiredAnswers, type SurveyAnswer, type SurveyQuestion } from './survey';

const answerSchema = z.object({
  questionId: z.string().min(1, 'classroom.errors.answers').max(64, 'classroom.errors.answers'),
  optionIds: z.array(z.string().max(64, 'classroom.errors.answers')).max(20, 'classroom.errors.answers').optional(),
  text: z.string().max(MAX_SURVEY_TEXT_LENGTH, 'classroom.errors.answerTooLong').optional(),
  value: z.number().int('classroom.errors.answers').optional(),
});

/**
 * Each answer names a question of this survey once and fits its kind; every required question
 * is answered. Answers are normalised (text trimmed, only the field of the question's kind kept).
 */
export function surveyAnswersSchema(questions: readonly SurveyQuestion[]) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return z
    .array(answerSchema)
    .max(questions.length, 'classroom.errors.answers')
    .transform((answers, ctx): SurveyAnswer[] => {
      const seen = new Set<string>();
      const out: SurveyAnswer[] = [];
      answers.forEach((a, index) => {
        const fail = () => ctx.addIssue({ code: 'custom', message: 'classroom.errors.answers', path: [index] });
        const q = byId.get(a.questionId);
        if (!q || seen.has(a.questionId)) return fail();
        seen.add(a.questionId);
        if (q.kind === 'TEXT') return void out.push({ questionId: q.id, text: (a.text ?? '').trim() });
        if (q.kind === 'SCALE') {
          if (a.value !== undefined && !(SURVEY_SCALE as readonly number[]).includes(a.value)) return fail();
          return void out.push(a.value === undefined ? { questionId: q.id } : { questionId: q.id, value: a.value });
        }
        const chosen = a.optionIds ?? [];
        const own = new Set(q.options.map((o) => o.id));
        if (new Set(chosen).size !== chosen.length || chosen.some((id) => !own.has(id)) || (q.kind === 'CHOICE' && chosen.length > 1)) return fail();
        out.push({ questionId: q.id, optionIds: chosen });
      });
      if (missingRequiredAnswers(questions, out).length > 0) ctx.addIssue({ code: 'custom', message: 'classroom.errors.required', path: [] });
      return out;
    });
}
