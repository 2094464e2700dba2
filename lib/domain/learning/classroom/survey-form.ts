/**
 * Between a SURVEY lecture's stored questions (lib/domain/learning/lecture-content.ts: RATING, CHOICE,
 * TEXT; answers stored as question id → rating, option id or text) and the survey island's
 * shapes (lib/domain/learning/classroom/survey.ts: SCALE, CHOICE, TEXT; answers as a list). Pure: the
 * classroom page builds the form's questions with the first, the `submitSurvey` resolver turns
 * the island's answers into what lib/domain/learning/survey-answers.ts checks with the second.
 */
import { localized } from '@/lib/domain/i18n/localized';
import type { SurveyContent } from '@/lib/domain/learning/lecture-content';
import type { SurveyAnswer, SurveyQuestion } from './survey';

/** The survey's questions as the SurveyForm island shows them, in the learner's language. */
export function surveyFormQuestions(survey: Pick<SurveyContent, 'questions'>, locale: string): SurveyQuestion[] {
  return survey.questions.map((q) => ({
    id: q.id,
    // A RATING is the island's 1–5 scale; CHOICE picks one option; TEXT is written.
    kind: q.type === 'RATING' ? 'SCALE' : q.type,
    prompt: localized(q.prompt, locale),
    required: q.required,
    options: q.options.map((o) => ({ id: o.id, text: localized(o.text, locale) })),
    scaleLabels: null,
  }));
}

/**
 * The island's answers as the stored record (question id → value) for checkSurveyAnswers: a
 * rating as its number, one chosen option as its id (several stay a list, which the check refuses:
 * stored surveys have single-choice questions only), a text as it is. Unanswered questions are
 * left out; a question answered twice keeps the first answer (the check sees one value per id).
 */
export function surveyAnswersRecord(answers: readonly SurveyAnswer[]): Record<string, unknown> {
  // No prototype: a question id such as "__proto__" stays a plain key.
  const record = Object.create(null) as Record<string, unknown>;
  for (const a of answers) {
    if (Object.prototype.hasOwnProperty.call(record, a.questionId)) continue;
    if (typeof a.value === 'number') record[a.questionId] = a.value;
    else if (a.optionIds && a.optionIds.length > 0) record[a.questionId] = a.optionIds.length === 1 ? a.optionIds[0] : [...a.optionIds];
    else if (typeof a.text === 'string' && a.text.trim() !== '') record[a.questionId] = a.text;
  }
  return record;
}
