/**
 * What a lecture holds, by lecture type (spec §3 enumerations: "Lecture types: CLASS, EXERCISE,
 * QUIZ, PDF, IFRAME, SCORM, SURVEY, BREAK. Video formats: HLSV3, HLSV4, MP3, MP4, NONE. Video
 * providers: VIMEO, WISTIA and a house provider, NONE. … Quiz settings: types SIMPLE, MULTIPLE,
 * DEVELOPMENT; approval thresholds 50 to 100 percent; durations 30, 45, 60, 120 minutes or none;
 * retry waits 60, 120, 180, 240 minutes or none; show answer immediately, at the end or never;
 * cumulative or formative").
 *
 * Stored as `course_lectures.content` (jsonb, its `type` equal to the row's `lecture_type`, a
 * database check holds that) and shared by the server and the pages: the server validates with
 * `lectureContentSchema`, and the pages only ever receive `publicLectureContent(…)`, which has no
 * quiz answers (the correct options and explanations stay on the server, where quizzes are graded).
 *
 * Texts are LocalizedText ({ es, pt?, en? }, Spanish the fallback: lib/domain/i18n/localized.ts). Files a
 * lecture points to (PDF handouts, embedded pages) exist once per interface language, so their
 * paths are LocalizedText too. Every address is local (a path under /media/): nothing is
 * fetched from another site. Media paths under /media/lectures/ (but embed/) are file names of
 * the private folder, never URLs a browser gets (lib/domain/learning/classroom/lecture-media.ts).
 */
import '@/lib/domain/validation/zod-without-eval'; // before any schema is built: no eval probe under the CSP (browser)
import { z } from 'zod';

export type LocalizedText = { es: string; pt?: string; en?: string };

export const LECTURE_TYPES = ['CLASS', 'EXERCISE', 'QUIZ', 'PDF', 'IFRAME', 'SCORM', 'SURVEY', 'BREAK'] as const;
export type LectureType = (typeof LECTURE_TYPES)[number];

export const VIDEO_FORMATS = ['HLSV3', 'HLSV4', 'MP3', 'MP4', 'NONE'] as const;

/**
 * Spec §3 names VIMEO and WISTIA and "a house provider" without naming it: HOUSE is ours, the
 * files this app serves itself (the private media/lectures/, through the access-checked lecture
 * media route: lib/domain/learning/classroom/lecture-media.ts). NONE goes with the format NONE.
 */
export const VIDEO_PROVIDERS = ['VIMEO', 'WISTIA', 'HOUSE', 'NONE'] as const;

export const QUESTION_TYPES = ['SIMPLE', 'MULTIPLE', 'DEVELOPMENT'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUIZ_THRESHOLD_MIN = 50;
export const QUIZ_THRESHOLD_MAX = 100;
/** Time limits in minutes; null is "none". */
export const QUIZ_DURATIONS = [30, 45, 60, 120] as const;
/** Waits before another attempt, in minutes; null is "none". */
export const QUIZ_RETRY_WAITS = [60, 120, 180, 240] as const;
/** When the learner sees the right answers: after each question, after submitting, or never. */
export const SHOW_ANSWERS = ['IMMEDIATELY', 'AT_END', 'NEVER'] as const;
/** CUMULATIVE quizzes count towards the course's evaluation; FORMATIVE ones are practice. */
export const QUIZ_MODES = ['CUMULATIVE', 'FORMATIVE'] as const;
export type QuizMode = (typeof QUIZ_MODES)[number];

export const CAPTION_LANGUAGES = ['es', 'pt', 'en'] as const;

// ---- Building blocks ----

const text = z.string().trim().min(1).max(4000);
export const localizedTextSchema = z.object({ es: text, pt: text.optional(), en: text.optional() }).strict();

/** A file this app serves: a root-relative path under /media/, no way out of it. */
const MEDIA_PATH = /^\/media\/[A-Za-z0-9._/-]+$/;
export const mediaPathSchema = z
  .string()
  .max(300)
  .regex(MEDIA_PATH)
  .refine((p) => !p.includes('..') && !p.includes('//'), 'media path');
/** A local page, optionally with a query string (embedded tools read ?lang=). */
const localPageSchema = z
  .string()
  .max(300)
  .regex(/^\/media\/[A-Za-z0-9._/-]+\.html(\?[A-Za-z0-9=&._-]*)?$/)
  .refine((p) => !p.includes('..') && !p.includes('//'), 'local page');
const localizedOf = <S extends z.ZodType<string>>(schema: S) =>
  z.object({ es: schema, pt: schema.optional(), en: schema.optional() }).strict();

const idSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/);

function uniqueIds(ids: readonly string[]): boolean {
  return new Set(ids).size === ids.length;
}

// ---- CLASS: a video (or audio) lecture ----

export const captionSchema = z.object({ lang: z.enum(CAPTION_LANGUAGES), src: mediaPathSchema }).strict();

export const videoSchema = z
  .object({
    format: z.enum(VIDEO_FORMATS),
    provider: z.enum(VIDEO_PROVIDERS),
    /** The media (an .mp4/.mp3 file or an HLS .m3u8 playlist); null only with the format NONE. */
    src: mediaPathSchema.nullable(),
    poster: mediaPathSchema.optional(),
    /** Length of the media itself: what "≥ 90 % watched" is measured against. */
    durationSeconds: z.number().int().min(0).max(24 * 3600),
    captions: z.array(captionSchema).max(CAPTION_LANGUAGES.length).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const none = v.format === 'NONE';
    if (none !== (v.provider === 'NONE')) ctx.addIssue({ code: 'custom', path: ['provider'], message: 'The format NONE goes with the provider NONE, and only with it' });
    if (none !== (v.src === null)) ctx.addIssue({ code: 'custom', path: ['src'], message: 'A video has a source unless its format is NONE' });
    if (!none && v.durationSeconds <= 0) ctx.addIssue({ code: 'custom', path: ['durationSeconds'], message: 'A video has a length' });
    // Local files are the house provider's; VIMEO and WISTIA would need their players (not offered).
    if (v.src !== null && v.provider !== 'HOUSE') ctx.addIssue({ code: 'custom', path: ['provider'], message: 'Local media is served by the house provider' });
    const expected = { HLSV3: '.m3u8', HLSV4: '.m3u8', MP3: '.mp3', MP4: '.mp4', NONE: null }[v.format];
    if (v.src !== null && expected && !v.src.endsWith(expected)) ctx.addIssue({ code: 'custom', path: ['src'], message: `A ${v.format} source ends with ${expected}` });
    if (v.captions && !uniqueIds(v.captions.map((c) => c.lang))) ctx.addIssue({ code: 'custom', path: ['captions'], message: 'One caption track per language' });
  });

const classSchema = z.object({ type: z.literal('CLASS'), video: videoSchema, summary: localizedTextSchema.optional() }).strict();

// ---- EXERCISE: the course project (uploaded through the learner's projects) ----

const exerciseSchema = z
  .object({
    type: z.literal('EXERCISE'),
    instructions: localizedTextSchema,
    /** What to hand in, one line each. */
    deliverables: z.array(localizedTextSchema).min(1).max(10),
  })
  .strict();

// ---- QUIZ ----

export const quizSettingsSchema = z
  .object({
    approvalThreshold: z.number().int().min(QUIZ_THRESHOLD_MIN).max(QUIZ_THRESHOLD_MAX),
    durationMinutes: z.union([z.literal(30), z.literal(45), z.literal(60), z.literal(120)]).nullable(),
    retryWaitMinutes: z.union([z.literal(60), z.literal(120), z.literal(180), z.literal(240)]).nullable(),
    showAnswers: z.enum(SHOW_ANSWERS),
    mode: z.enum(QUIZ_MODES),
  })
  .strict();
export type QuizSettings = z.infer<typeof quizSettingsSchema>;

const optionSchema = z.object({ id: idSchema, text: localizedTextSchema, correct: z.boolean() }).strict();

export const questionSchema = z
  .object({
    id: idSchema,
    type: z.enum(QUESTION_TYPES),
    prompt: localizedTextSchema,
    /** SIMPLE: exactly one correct; MULTIPLE: one or more correct; DEVELOPMENT: none (a written answer a person reviews). */
    options: z.array(optionSchema).max(8),
    /** Why the right answer is right; shown as the quiz's showAnswers allows. */
    explanation: localizedTextSchema.optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    const correct = q.options.filter((o) => o.correct).length;
    if (q.type === 'DEVELOPMENT') {
      if (q.options.length > 0) ctx.addIssue({ code: 'custom', path: ['options'], message: 'A DEVELOPMENT question has no options' });
      return;
    }
    if (q.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: 'A choice question has at least two options' });
    if (q.type === 'SIMPLE' && correct !== 1) ctx.addIssue({ code: 'custom', path: ['options'], message: 'A SIMPLE question has exactly one correct option' });
    if (q.type === 'MULTIPLE' && correct < 1) ctx.addIssue({ code: 'custom', path: ['options'], message: 'A MULTIPLE question has at least one correct option' });
    if (!uniqueIds(q.options.map((o) => o.id))) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Option ids are unique' });
  });
export type QuizQuestion = z.infer<typeof questionSchema>;

const quizSchema = z
  .object({ type: z.literal('QUIZ'), settings: quizSettingsSchema, questions: z.array(questionSchema).min(1).max(30) })
  .strict()
  .refine((q) => uniqueIds(q.questions.map((x) => x.id)), { path: ['questions'], message: 'Question ids are unique' });

// ---- PDF, IFRAME, SCORM, BREAK ----

const pdfSchema = z.object({ type: z.literal('PDF'), path: localizedOf(mediaPathSchema.refine((p) => p.endsWith('.pdf'), 'a .pdf file')) }).strict();

const iframeSchema = z.object({ type: z.literal('IFRAME'), url: localizedOf(localPageSchema), title: localizedTextSchema }).strict();

/** A SCORM package cannot run here (no SCORM runtime): the classroom says so. */
const scormSchema = z.object({ type: z.literal('SCORM'), packageName: z.string().trim().min(1).max(200) }).strict();

const breakSchema = z.object({ type: z.literal('BREAK'), minutes: z.number().int().min(1).max(60), message: localizedTextSchema }).strict();

// ---- SURVEY: opinions, no right answers ----

export const SURVEY_QUESTION_TYPES = ['RATING', 'CHOICE', 'TEXT'] as const;

export const surveyQuestionSchema = z
  .object({
    id: idSchema,
    type: z.enum(SURVEY_QUESTION_TYPES),
    prompt: localizedTextSchema,
    /** CHOICE only. RATING is 1–5; TEXT is free text. */
    options: z.array(z.object({ id: idSchema, text: localizedTextSchema }).strict()).max(8),
    required: z.boolean(),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.type === 'CHOICE' && q.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: 'A CHOICE question has at least two options' });
    if (q.type !== 'CHOICE' && q.options.length > 0) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only CHOICE questions have options' });
    if (!uniqueIds(q.options.map((o) => o.id))) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Option ids are unique' });
  });

const surveySchema = z
  .object({ type: z.literal('SURVEY'), questions: z.array(surveyQuestionSchema).min(1).max(20) })
  .strict()
  .refine((s) => uniqueIds(s.questions.map((x) => x.id)), { path: ['questions'], message: 'Question ids are unique' });

// ---- The union ----

export const lectureContentSchema = z.discriminatedUnion('type', [classSchema, exerciseSchema, quizSchema, pdfSchema, iframeSchema, scormSchema, surveySchema, breakSchema]);
export type LectureContent = z.infer<typeof lectureContentSchema>;
export type QuizContent = Extract<LectureContent, { type: 'QUIZ' }>;
export type SurveyContent = Extract<LectureContent, { type: 'SURVEY' }>;

/** Parses stored content; null when it is absent or not valid (the classroom then says the lecture has no content). */
export function parseLectureContent(value: unknown): LectureContent | null {
  if (value === null || value === undefined) return null;
  const parsed = lectureContentSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

// ---- What learners send ----

/** A submitted quiz (quiz_attempts.answers): question id → the chosen option ids, or the text of a DEVELOPMENT answer. */
export type QuizAnswers = Record<string, string[] | string>;
/** A person's verdicts on a quiz attempt's written answers (quiz_attempts.reviews): question id → accepted. */
export type QuizReviews = Record<string, boolean>;
/** A sent survey (survey_responses.answers): question id → a rating 1–5, a chosen option id or a text. */
export type SurveyAnswers = Record<string, number | string>;

// ---- What the pages receive ----

export type PublicQuizQuestion = { id: string; type: QuestionType; prompt: LocalizedText; options: { id: string; text: LocalizedText }[] };
export type PublicQuizContent = { type: 'QUIZ'; settings: QuizSettings; questions: PublicQuizQuestion[] };
export type PublicLectureContent = Exclude<LectureContent, QuizContent> | PublicQuizContent;

/**
 * The content as a learner's page may hold it: a quiz keeps its settings, prompts and options
 * but loses which options are correct and the explanations (the server grades, and reveals
 * answers only as `showAnswers` allows). Every other type has nothing secret.
 */
export function publicLectureContent(content: LectureContent): PublicLectureContent {
  if (content.type !== 'QUIZ') return content;
  return {
    type: 'QUIZ',
    settings: content.settings,
    questions: content.questions.map((q) => ({ id: q.id, type: q.type, prompt: q.prompt, options: q.options.map((o) => ({ id: o.id, text: o.text })) })),
  };
}
