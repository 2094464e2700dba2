/**
 * lib/domain/learning/classroom/survey-form.ts: a SURVEY lecture's stored questions (spec §3 lecture
 * types: SURVEY; issue 15 "SURVEY (stored answers)") as the survey island shows them, and the
 * island's answers as the record lib/domain/learning/survey-answers.ts checks and the server stores.
 */
import { describe, expect, it } from 'vitest';
import { surveyAnswersRecord, surveyFormQuestions } from '@/lib/domain/learning/classroom/survey-form';
import { checkSurveyAnswers } from '@/lib/domain/learning/survey-answers';
import type { SurveyContent } from '@/lib/domain/learning/lecture-content';

const survey: SurveyContent = {
  type: 'SURVEY',
  questions: [
    { id: 'useful', type: 'RATING', prompt: { es: '¿Útil?', pt: 'Útil?' }, options: [], required: true },
    { id: 'topic', type: 'CHOICE', prompt: { es: '¿Tema?' }, options: [{ id: 'luz', text: { es: 'Luz', en: 'Light' } }, { id: 'color', text: { es: 'Color' } }], required: false },
    { id: 'comment', type: 'TEXT', prompt: { es: 'Comentario' }, options: [], required: false },
  ],
};

describe('surveyFormQuestions', () => {
  it('maps RATING to the 1–5 scale and keeps CHOICE and TEXT, in the learner’s language (Spanish fallback)', () => {
    expect(surveyFormQuestions(survey, 'pt')).toEqual([
      { id: 'useful', kind: 'SCALE', prompt: 'Útil?', required: true, options: [], scaleLabels: null },
      { id: 'topic', kind: 'CHOICE', prompt: '¿Tema?', required: false, options: [{ id: 'luz', text: 'Luz' }, { id: 'color', text: 'Color' }], scaleLabels: null },
      { id: 'comment', kind: 'TEXT', prompt: 'Comentario', required: false, options: [], scaleLabels: null },
    ]);
    expect(surveyFormQuestions(survey, 'en')[1].options[0].text).toBe('Light');
  });
});

describe('surveyAnswersRecord', () => {
  it('turns the island’s answers into question id → value, which the survey check accepts', () => {
    const record = surveyAnswersRecord([
      { questionId: 'useful', value: 4 },
      { questionId: 'topic', optionIds: ['color'] },
      { questionId: 'comment', text: 'Muy claro' },
    ]);
    expect({ ...record }).toEqual({ useful: 4, topic: 'color', comment: 'Muy claro' });
    expect(checkSurveyAnswers(survey, record)).toEqual({ ok: true, answers: { useful: 4, topic: 'color', comment: 'Muy claro' } });
  });

  it('leaves unanswered questions out and keeps the first answer to a question given twice', () => {
    const record = surveyAnswersRecord([{ questionId: 'useful', value: 5 }, { questionId: 'useful', value: 1 }, { questionId: 'topic', optionIds: [] }, { questionId: 'comment', text: '  ' }]);
    expect({ ...record }).toEqual({ useful: 5 });
  });

  it('passes several options as a list, which a single-choice question refuses', () => {
    const record = surveyAnswersRecord([{ questionId: 'useful', value: 3 }, { questionId: 'topic', optionIds: ['luz', 'color'] }]);
    expect(checkSurveyAnswers(survey, record)).toEqual({ ok: false, error: { questionId: 'topic', problem: 'invalid' } });
  });

  it('keeps a question id such as __proto__ as a plain key (refused as unknown by the check)', () => {
    const record = surveyAnswersRecord([{ questionId: '__proto__', value: 3 }]);
    expect(Object.keys(record)).toEqual(['__proto__']);
    expect(checkSurveyAnswers(survey, record)).toEqual({ ok: false, error: { questionId: null, problem: 'unknownQuestion' } });
  });
});
