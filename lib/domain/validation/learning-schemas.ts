/**
 * The learner area's forms (issue 7): a note, a project and the study plan. Shared by the
 * react-hook-form forms and the `learning` GraphQL module, so both refuse the same input with
 * the same words; messages are passed in (`learning.validation.*`), Spanish is the fallback.
 */
import '@/lib/domain/validation/zod-without-eval'; // before any schema is built: no eval probe under the CSP (browser)
import { z } from 'zod';
import { PROJECT_EVALUATIONS } from '@/lib/domain/learning/project-status';
import { daysPerWeek, normalizeWeekdays, STUDY_FREQUENCIES, STUDY_INTENSITIES, weekdaysMatchFrequency } from '@/lib/domain/learning/study-plan';

export type LearningMessages = {
  required: string;
  noteLength: string;
  titleLength: string;
  descriptionLength: string;
  invalidChoice: string;
  /** A note's video second outside 0–86400 (only an API caller can send one). */
  videoTime: string;
  /** "Choose exactly {count} days" for a frequency of `count` days a week. */
  weekdaysCount: (count: number) => string;
};

export const NOTE_MAX = 5000;
export const PROJECT_TITLE_MIN = 3;
export const PROJECT_TITLE_MAX = 120;
export const PROJECT_DESCRIPTION_MAX = 5000;

export const SPANISH_LEARNING_MESSAGES: LearningMessages = {
  required: 'Campo Requerido',
  noteLength: `El apunte debe tener entre 1 y ${NOTE_MAX} caracteres`,
  titleLength: `El título debe tener entre ${PROJECT_TITLE_MIN} y ${PROJECT_TITLE_MAX} caracteres`,
  descriptionLength: `La descripción puede tener hasta ${PROJECT_DESCRIPTION_MAX} caracteres`,
  invalidChoice: 'Elige una de las opciones',
  videoTime: 'El minuto del video no es válido',
  weekdaysCount: (count) => (count === 1 ? 'Elige 1 día' : `Elige exactamente ${count} días`),
};

/**
 * Builds the messages from a translator over the `learning` namespace (`validation.<key>`): the
 * forms pass next-intl's `t`, the `learning` GraphQL module the API's (`learning.validation.<key>`).
 */
export function learningMessagesFrom(t: (key: `validation.${keyof LearningMessages}`, values?: { count: number }) => string): LearningMessages {
  return {
    required: t('validation.required'),
    noteLength: t('validation.noteLength'),
    titleLength: t('validation.titleLength'),
    descriptionLength: t('validation.descriptionLength'),
    invalidChoice: t('validation.invalidChoice'),
    videoTime: t('validation.videoTime'),
    weekdaysCount: (count) => t('validation.weekdaysCount', { count }),
  };
}

/** A positive id from a select (string or number); anything else reads as "required". */
const idField = (m: LearningMessages) =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : NaN;
    if (!Number.isInteger(n) || n <= 0) {
      ctx.addIssue({ code: 'custom', message: m.required });
      return z.NEVER;
    }
    return n;
  });

const optionalIdField = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const n = typeof value === 'number' ? value : /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : NaN;
    return Number.isInteger(n) && n > 0 ? n : null;
  });

const noteBody = (m: LearningMessages) =>
  z
    .string({ message: m.required })
    .trim()
    .superRefine((v, ctx) => {
      if (v.length === 0) ctx.addIssue({ code: 'custom', message: m.required });
      else if (v.length > NOTE_MAX) ctx.addIssue({ code: 'custom', message: m.noteLength });
    });

/** A video is at most a day long; a note's second is kept only on a note about a lecture. */
export const NOTE_VIDEO_SECONDS_MAX = 86_400;

/** A whole second of the video, 0 to a day. */
const videoSecondField = (m: LearningMessages) => z.number({ message: m.videoTime }).int({ message: m.videoTime }).min(0, { message: m.videoTime }).max(NOTE_VIDEO_SECONDS_MAX, { message: m.videoTime });

/** The video second belongs to the note's lecture: a note on the course as a whole has none. */
const withLectureTime = <T extends { lectureId: number | null; videoSeconds?: number | null }>(v: T): T => (v.lectureId === null ? { ...v, videoSeconds: null } : v);

export function noteSchema(m: LearningMessages = SPANISH_LEARNING_MESSAGES) {
  return z
    .object({ courseId: idField(m), lectureId: optionalIdField, body: noteBody(m), videoSeconds: videoSecondField(m).nullish().transform((v) => v ?? null) })
    .transform(withLectureTime);
}

/** An edit that does not send `videoSeconds` keeps the note's second (while its lecture stays). */
export function noteUpdateSchema(m: LearningMessages = SPANISH_LEARNING_MESSAGES) {
  return z
    .object({ lectureId: optionalIdField, body: noteBody(m), videoSeconds: videoSecondField(m).nullish() })
    .transform(withLectureTime);
}

const projectFields = (m: LearningMessages) => ({
  title: z
    .string({ message: m.required })
    .trim()
    .superRefine((v, ctx) => {
      if (v.length === 0) ctx.addIssue({ code: 'custom', message: m.required });
      else if (v.length < PROJECT_TITLE_MIN || v.length > PROJECT_TITLE_MAX) ctx.addIssue({ code: 'custom', message: m.titleLength });
    }),
  description: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v.length <= PROJECT_DESCRIPTION_MAX, { message: m.descriptionLength }),
  evaluation: z.enum(PROJECT_EVALUATIONS, { message: m.invalidChoice }),
});

export function projectSchema(m: LearningMessages = SPANISH_LEARNING_MESSAGES) {
  return z.object({ courseId: idField(m), ...projectFields(m) });
}

export function projectUpdateSchema(m: LearningMessages = SPANISH_LEARNING_MESSAGES) {
  return z.object(projectFields(m));
}

/** Frequency, intensity and exactly as many distinct weekdays as the frequency says (stored Monday first). */
export function studyPlanSchema(m: LearningMessages = SPANISH_LEARNING_MESSAGES) {
  return z
    .object({
      frequency: z.enum(STUDY_FREQUENCIES, { message: m.required }),
      intensity: z.enum(STUDY_INTENSITIES, { message: m.required }),
      weekdays: z.array(z.number().int().min(0).max(6), { message: m.invalidChoice }).max(7, { message: m.invalidChoice }),
    })
    .superRefine((v, ctx) => {
      if (!weekdaysMatchFrequency(v.frequency, v.weekdays)) {
        ctx.addIssue({ code: 'custom', path: ['weekdays'], message: m.weekdaysCount(daysPerWeek(v.frequency)) });
      }
    })
    .transform((v) => ({ ...v, weekdays: normalizeWeekdays(v.weekdays) }));
}

export type NoteInputValues = z.input<ReturnType<typeof noteSchema>>;
export type NoteValues = z.output<ReturnType<typeof noteSchema>>;
export type NoteUpdateInputValues = z.input<ReturnType<typeof noteUpdateSchema>>;
export type NoteUpdateValues = z.output<ReturnType<typeof noteUpdateSchema>>;
export type ProjectInputValues = z.input<ReturnType<typeof projectSchema>>;
export type ProjectValues = z.output<ReturnType<typeof projectSchema>>;
export type ProjectUpdateValues = z.output<ReturnType<typeof projectUpdateSchema>>;
export type StudyPlanInputValues = z.input<ReturnType<typeof studyPlanSchema>>;
export type StudyPlanFormValues = z.output<ReturnType<typeof studyPlanSchema>>;
