/**
 * The learner area's forms (lib/domain/validation/learning-schemas.ts) and the study plan rules
 * (spec §3 "Study frequency: one, two, three, five per week, all. Study intensity: CHILL,
 * REGULAR, INTENSIVE. Weekdays."): what each form accepts, how it normalises and what it says.
 */
import { describe, expect, it } from 'vitest';
import {
  daysPerWeek,
  isStudyDay,
  minutesPerSession,
  normalizeWeekdays,
  STUDY_FREQUENCIES,
  STUDY_INTENSITIES,
  suggestedWeekdays,
  weekdaysMatchFrequency,
  weeklyMinutes,
  weeksToFinish,
} from '@/lib/domain/learning/study-plan';
import { noteSchema, noteUpdateSchema, projectSchema, projectUpdateSchema, SPANISH_LEARNING_MESSAGES, studyPlanSchema } from '@/lib/domain/validation/learning-schemas';
import es from '@/messages/es/learning.json';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));

describe('study plan rules', () => {
  it('has the spec values and what each means', () => {
    expect(STUDY_FREQUENCIES).toEqual(['ONE', 'TWO', 'THREE', 'FIVE', 'ALL']);
    expect(STUDY_INTENSITIES).toEqual(['CHILL', 'REGULAR', 'INTENSIVE']);
    expect(STUDY_FREQUENCIES.map(daysPerWeek)).toEqual([1, 2, 3, 5, 7]);
    expect(STUDY_INTENSITIES.map(minutesPerSession)).toEqual([15, 30, 60]);
    expect(weeklyMinutes({ frequency: 'THREE', intensity: 'REGULAR' })).toBe(90);
    expect(weeklyMinutes({ frequency: 'ALL', intensity: 'INTENSIVE' })).toBe(420);
  });

  it('proposes days that match each frequency, Monday first', () => {
    for (const f of STUDY_FREQUENCIES) expect(weekdaysMatchFrequency(f, suggestedWeekdays(f))).toBe(true);
    expect(suggestedWeekdays('ALL')).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(normalizeWeekdays([0, 5, 1, 5, 9, -1, 2.5])).toEqual([1, 5, 0]);
    expect(weekdaysMatchFrequency('TWO', [1, 1])).toBe(false);
    expect(weekdaysMatchFrequency('TWO', [1, 3, 5])).toBe(false);
    expect(isStudyDay({ weekdays: [1, 3] }, 3)).toBe(true);
    expect(isStudyDay({ weekdays: [1, 3] }, 0)).toBe(false);
  });

  it('estimates whole weeks to finish what remains', () => {
    expect(weeksToFinish(0, { frequency: 'ONE', intensity: 'CHILL' })).toBe(0);
    expect(weeksToFinish(60, { frequency: 'ONE', intensity: 'CHILL' })).toBe(1);
    expect(weeksToFinish(10 * 3600, { frequency: 'THREE', intensity: 'REGULAR' })).toBe(7); // 600 min / 90 a week
    expect(weeksToFinish(10 * 3600, { frequency: 'ALL', intensity: 'INTENSIVE' })).toBe(2);
  });
});

describe('study plan schema', () => {
  const schema = studyPlanSchema();

  it('accepts exactly as many distinct days as the frequency and stores them Monday first', () => {
    expect(schema.parse({ frequency: 'THREE', intensity: 'REGULAR', weekdays: [5, 1, 3] })).toEqual({ frequency: 'THREE', intensity: 'REGULAR', weekdays: [1, 3, 5] });
    expect(schema.parse({ frequency: 'ALL', intensity: 'CHILL', weekdays: [0, 1, 2, 3, 4, 5, 6] }).weekdays).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('says how many days to choose when they do not match', () => {
    expect(issues(schema.safeParse({ frequency: 'TWO', intensity: 'REGULAR', weekdays: [1] }))).toEqual([{ path: 'weekdays', message: 'Elige exactamente 2 días' }]);
    expect(issues(schema.safeParse({ frequency: 'ONE', intensity: 'REGULAR', weekdays: [] }))).toEqual([{ path: 'weekdays', message: 'Elige 1 día' }]);
    expect(issues(schema.safeParse({ frequency: 'TWO', intensity: 'REGULAR', weekdays: [1, 1] }))).toEqual([{ path: 'weekdays', message: 'Elige exactamente 2 días' }]);
  });

  it('refuses values outside the enumerations', () => {
    expect(issues(schema.safeParse({ frequency: 'FOUR', intensity: 'REGULAR', weekdays: [1, 2, 3, 4] }))).toEqual([{ path: 'frequency', message: 'Campo Requerido' }]);
    expect(issues(schema.safeParse({ frequency: 'ONE', intensity: 'HARD', weekdays: [1] }))[0]).toEqual({ path: 'intensity', message: 'Campo Requerido' });
    expect(schema.safeParse({ frequency: 'ONE', intensity: 'CHILL', weekdays: [7] }).success).toBe(false);
  });

  it('the Spanish fallback texts are the ones in messages/es/learning.json', () => {
    const v = es.validation;
    expect(SPANISH_LEARNING_MESSAGES.required).toBe(v.required);
    expect(SPANISH_LEARNING_MESSAGES.noteLength).toBe(v.noteLength);
    expect(SPANISH_LEARNING_MESSAGES.titleLength).toBe(v.titleLength);
    expect(SPANISH_LEARNING_MESSAGES.descriptionLength).toBe(v.descriptionLength);
    expect(SPANISH_LEARNING_MESSAGES.invalidChoice).toBe(v.invalidChoice);
  });
});

describe('note and project schemas', () => {
  it('a note needs a course and 1–5000 characters; the lecture is optional', () => {
    expect(noteSchema().parse({ courseId: '12', lectureId: '', body: '  Repasar  ' })).toEqual({ courseId: 12, lectureId: null, body: 'Repasar', videoSeconds: null });
    expect(noteSchema().parse({ courseId: 12, lectureId: 40, body: 'x' })).toEqual({ courseId: 12, lectureId: 40, body: 'x', videoSeconds: null });
    expect(issues(noteSchema().safeParse({ courseId: '', body: '   ' }))).toEqual([
      { path: 'courseId', message: 'Campo Requerido' },
      { path: 'body', message: 'Campo Requerido' },
    ]);
    expect(issues(noteUpdateSchema().safeParse({ body: 'x'.repeat(5001) }))).toEqual([{ path: 'body', message: 'El apunte debe tener entre 1 y 5000 caracteres' }]);
    expect(noteUpdateSchema().parse({ body: 'y'.repeat(5000) }).body).toHaveLength(5000);
  });

  it('a note keeps the second of its lecture\'s video (issue 15): 0–86400, only with a lecture; an edit may leave it out', () => {
    expect(noteSchema().parse({ courseId: 12, lectureId: 40, body: 'x', videoSeconds: 135 }).videoSeconds).toBe(135);
    expect(noteSchema().parse({ courseId: 12, lectureId: null, body: 'x', videoSeconds: 135 }).videoSeconds).toBeNull();
    for (const videoSeconds of [-1, 86_401, 1.5]) {
      expect(issues(noteSchema().safeParse({ courseId: 12, lectureId: 40, body: 'x', videoSeconds }))).toEqual([{ path: 'videoSeconds', message: 'El minuto del video no es válido' }]);
    }
    expect(noteUpdateSchema().parse({ lectureId: 40, body: 'x' }).videoSeconds).toBeUndefined();
    expect(noteUpdateSchema().parse({ lectureId: 40, body: 'x', videoSeconds: null }).videoSeconds).toBeNull();
    expect(noteUpdateSchema().parse({ body: 'x', videoSeconds: 20 }).videoSeconds).toBeNull();
  });

  it('a project needs a course, a 3–120 character title and a known evaluation type', () => {
    expect(projectSchema().parse({ courseId: 3, title: ' Mi web ', evaluation: 'FINAL_PROJECT' })).toEqual({ courseId: 3, title: 'Mi web', description: '', evaluation: 'FINAL_PROJECT' });
    expect(issues(projectSchema().safeParse({ courseId: 'abc', title: 'ab', description: 'x'.repeat(5001), evaluation: 'EXAM' }))).toEqual([
      { path: 'courseId', message: 'Campo Requerido' },
      { path: 'title', message: 'El título debe tener entre 3 y 120 caracteres' },
      { path: 'description', message: 'La descripción puede tener hasta 5000 caracteres' },
      { path: 'evaluation', message: 'Elige una de las opciones' },
    ]);
    expect(projectUpdateSchema().safeParse({ title: 'Título válido', description: null, evaluation: 'QUIZ_EVALUATION' }).success).toBe(true);
  });

  it('uses the messages it is given', () => {
    const m = { ...SPANISH_LEARNING_MESSAGES, required: 'Campo obrigatório', weekdaysCount: (n: number) => `Escolha ${n}` };
    expect(issues(noteSchema(m).safeParse({ courseId: 1, body: '' }))).toEqual([{ path: 'body', message: 'Campo obrigatório' }]);
    expect(issues(studyPlanSchema(m).safeParse({ frequency: 'FIVE', intensity: 'CHILL', weekdays: [1] }))).toEqual([{ path: 'weekdays', message: 'Escolha 5' }]);
  });
});
