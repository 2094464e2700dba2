/**
 * Survey lectures (spec §3 lecture types: SURVEY; issue 15: "SURVEY (stored answers)"). The spec
 * names the lecture type only; a survey here asks the learner's opinion, so nothing is right or
 * wrong and nothing is graded. Types and a pure completeness check, no zod: the survey island
 * imports this module; the server validates with survey-schema.ts.
 */

/**
 * CHOICE: pick one option; MULTIPLE: pick any options; TEXT: write; SCALE: a rating from 1 to 5
 * (the common satisfaction scale, labelled at both ends by the question's own texts).
 */
export const SURVEY_QUESTION_KINDS = ['CHOICE', 'MULTIPLE', 'TEXT', 'SCALE'] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

export const SURVEY_SCALE = [1, 2, 3, 4, 5] as const;
export const MAX_SURVEY_TEXT_LENGTH = 2000;

export type SurveyQuestion = {
  id: string;
  kind: SurveyQuestionKind;
  prompt: string;
  required: boolean;
  /** CHOICE and MULTIPLE: the options in display order; empty otherwise. */
  options: { id: string; text: string }[];
  /** SCALE: what 1 and 5 mean ("Nada útil" … "Muy útil"); null to show the numbers only. */
  scaleLabels?: { low: string; high: string } | null;
};

export type SurveyAnswer = { questionId: string; optionIds?: string[]; text?: string; value?: number };

/** Whether an answer says something: an option chosen, text written or a rating given. */
export function isAnswered(question: Pick<SurveyQuestion, 'kind'>, answer: SurveyAnswer | undefined): boolean {
  if (!answer) return false;
  switch (question.kind) {
    case 'CHOICE':
    case 'MULTIPLE':
      return (answer.optionIds ?? []).length > 0;
    case 'TEXT':
      return (answer.text ?? '').trim().length > 0;
    case 'SCALE':
      return typeof answer.value === 'number' && (SURVEY_SCALE as readonly number[]).includes(answer.value);
  }
}

/** Ids of required questions left unanswered, in survey order (the form points at the first). */
export function missingRequiredAnswers(questions: readonly SurveyQuestion[], answers: readonly SurveyAnswer[]): string[] {
  const byId = new Map(answers.map((a) => [a.questionId, a]));
  return questions.filter((q) => q.required && !isAnswered(q, byId.get(q.id))).map((q) => q.id);
}
