/** Survey answers (lib/domain/learning/survey-answers.ts), for spec §3's SURVEY lecture type. */
import { describe, expect, it } from 'vitest';
import { checkSurveyAnswers } from '@/lib/domain/learning/survey-answers';

const survey = {
  questions: [
    { id: 'useful', type: 'RATING' as const, prompt: { es: '¿Útil?' }, options: [], required: true },
    { id: 'best', type: 'CHOICE' as const, prompt: { es: '¿Qué parte?' }, options: [{ id: 'videos', text: { es: 'Videos' } }, { id: 'project', text: { es: 'Proyecto' } }], required: true },
    { id: 'improve', type: 'TEXT' as const, prompt: { es: '¿Qué mejorarías?' }, options: [], required: false },
  ],
};

describe('checkSurveyAnswers', () => {
  it('keeps valid answers (trimmed text) and leaves out optional ones not given', () => {
    expect(checkSurveyAnswers(survey, { useful: 5, best: 'project', improve: '  Más ejemplos  ' })).toEqual({ ok: true, answers: { useful: 5, best: 'project', improve: 'Más ejemplos' } });
    expect(checkSurveyAnswers(survey, { useful: 1, best: 'videos', improve: '   ' })).toEqual({ ok: true, answers: { useful: 1, best: 'videos' } });
  });
  it('names the question that is missing or wrong', () => {
    expect(checkSurveyAnswers(survey, { best: 'videos' })).toEqual({ ok: false, error: { questionId: 'useful', problem: 'required' } });
    for (const useful of [0, 6, 4.5, '5']) expect(checkSurveyAnswers(survey, { useful, best: 'videos' })).toEqual({ ok: false, error: { questionId: 'useful', problem: 'invalid' } });
    expect(checkSurveyAnswers(survey, { useful: 3, best: 'music' })).toEqual({ ok: false, error: { questionId: 'best', problem: 'invalid' } });
    expect(checkSurveyAnswers(survey, { useful: 3, best: 'videos', improve: 'x'.repeat(2001) })).toEqual({ ok: false, error: { questionId: 'improve', problem: 'invalid' } });
  });
  it('refuses anything but an object of known questions', () => {
    expect(checkSurveyAnswers(survey, null)).toEqual({ ok: false, error: { questionId: null, problem: 'notAnObject' } });
    expect(checkSurveyAnswers(survey, [5])).toEqual({ ok: false, error: { questionId: null, problem: 'notAnObject' } });
    expect(checkSurveyAnswers(survey, { useful: 5, best: 'videos', extra: 'x' })).toEqual({ ok: false, error: { questionId: null, problem: 'unknownQuestion' } });
  });
});
