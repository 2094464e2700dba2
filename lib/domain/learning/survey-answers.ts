/**
 * A learner's answers to a SURVEY lecture, checked against the survey before they are stored
 * (lib/server/services/classroom/survey-responses.ts saveSurveyResponse): RATING is a whole number 1–5,
 * CHOICE one of the question's option ids, TEXT up to SURVEY_TEXT_MAX characters; required
 * questions must be answered, unknown questions are refused. Pure; the survey form and the
 * server use the same rule.
 */
import type { SurveyAnswers, SurveyContent } from './lecture-content';

export const SURVEY_RATING_MIN = 1;
export const SURVEY_RATING_MAX = 5;
export const SURVEY_TEXT_MAX = 2000;

export type SurveyAnswerProblem = { questionId: string; problem: 'required' | 'invalid' } | { questionId: null; problem: 'unknownQuestion' | 'notAnObject' };

export type SurveyCheck = { ok: true; answers: SurveyAnswers } | { ok: false; error: SurveyAnswerProblem };

export function checkSurveyAnswers(survey: Pick<SurveyContent, 'questions'>, input: unknown): SurveyCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, error: { questionId: null, problem: 'notAnObject' } };
  const given = input as Record<string, unknown>;
  const known = new Set(survey.questions.map((q) => q.id));
  if (Object.keys(given).some((id) => !known.has(id))) return { ok: false, error: { questionId: null, problem: 'unknownQuestion' } };
  const answers: SurveyAnswers = {};
  for (const q of survey.questions) {
    const raw = given[q.id];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === null || value === '') {
      if (q.required) return { ok: false, error: { questionId: q.id, problem: 'required' } };
      continue;
    }
    const valid =
      q.type === 'RATING'
        ? typeof value === 'number' && Number.isInteger(value) && value >= SURVEY_RATING_MIN && value <= SURVEY_RATING_MAX
        : q.type === 'CHOICE'
          ? typeof value === 'string' && q.options.some((o) => o.id === value)
          : typeof value === 'string' && value.length <= SURVEY_TEXT_MAX;
    if (!valid) return { ok: false, error: { questionId: q.id, problem: 'invalid' } };
    answers[q.id] = value as number | string;
  }
  return { ok: true, answers };
}
