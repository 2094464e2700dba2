/** Survey lectures (spec §3 lecture types: SURVEY; issue 15: "SURVEY (stored answers)"). */
import { describe, expect, it } from 'vitest';
import { isAnswered, missingRequiredAnswers, type SurveyQuestion } from '@/lib/domain/learning/classroom/survey';
import { surveyAnswersSchema } from '@/lib/domain/learning/classroom/survey-schema';

const questions: SurveyQuestion[] = [
  { id: 's1', kind: 'SCALE', prompt: '¿Te sirvió?', required: true, options: [], scaleLabels: { low: 'Nada', high: 'Mucho' } },
  { id: 's2', kind: 'CHOICE', prompt: '¿Ritmo?', required: true, options: [{ id: 'slow', text: 'Lento' }, { id: 'ok', text: 'Bien' }] },
  { id: 's3', kind: 'MULTIPLE', prompt: '¿Qué te gustó?', required: false, options: [{ id: 'v', text: 'Videos' }, { id: 'q', text: 'Quizzes' }] },
  { id: 's4', kind: 'TEXT', prompt: 'Comentarios', required: false, options: [] },
];

describe('survey', () => {
  it('knows when a question is answered, per kind', () => {
    expect(isAnswered(questions[0], { questionId: 's1', value: 4 })).toBe(true);
    expect(isAnswered(questions[0], { questionId: 's1', value: 6 })).toBe(false);
    expect(isAnswered(questions[1], { questionId: 's2', optionIds: [] })).toBe(false);
    expect(isAnswered(questions[3], { questionId: 's4', text: '  ' })).toBe(false);
    expect(isAnswered(questions[3], undefined)).toBe(false);
  });

  it('lists the required questions left unanswered, in order', () => {
    expect(missingRequiredAnswers(questions, [])).toEqual(['s1', 's2']);
    expect(missingRequiredAnswers(questions, [{ questionId: 's2', optionIds: ['ok'] }])).toEqual(['s1']);
    expect(missingRequiredAnswers(questions, [{ questionId: 's1', value: 5 }, { questionId: 's2', optionIds: ['ok'] }])).toEqual([]);
  });

  it('validates answers on the server against the survey', () => {
    const schema = surveyAnswersSchema(questions);
    expect(
      schema.parse([
        { questionId: 's1', value: 5, text: 'ignored' },
        { questionId: 's2', optionIds: ['ok'] },
        { questionId: 's4', text: '  Muy bien  ' },
      ]),
    ).toEqual([{ questionId: 's1', value: 5 }, { questionId: 's2', optionIds: ['ok'] }, { questionId: 's4', text: 'Muy bien' }]);
    expect(schema.safeParse([{ questionId: 's1', value: 5 }]).error?.issues[0].message).toBe('classroom.errors.required');
    expect(schema.safeParse([{ questionId: 's1', value: 9 }, { questionId: 's2', optionIds: ['ok'] }]).success).toBe(false);
    expect(schema.safeParse([{ questionId: 's1', value: 3 }, { questionId: 's2', optionIds: ['ok', 'slow'] }]).success).toBe(false);
    expect(schema.safeParse([{ questionId: 's1', value: 3 }, { questionId: 's2', optionIds: ['nope'] }]).success).toBe(false);
    expect(schema.safeParse([{ questionId: 's1', value: 3 }, { questionId: 's1', value: 3 }, { questionId: 's2', optionIds: ['ok'] }]).success).toBe(false);
    expect(schema.safeParse([{ questionId: 'zz', value: 3 }]).success).toBe(false);
  });
});
