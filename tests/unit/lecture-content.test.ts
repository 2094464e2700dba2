/**
 * Lecture content (lib/domain/learning/lecture-content.ts), by spec §3's enumerations: "Lecture types:
 * CLASS, EXERCISE, QUIZ, PDF, IFRAME, SCORM, SURVEY, BREAK. Video formats: HLSV3, HLSV4, MP3,
 * MP4, NONE. Video providers: VIMEO, WISTIA and a house provider, NONE." and "Quiz settings:
 * types SIMPLE, MULTIPLE, DEVELOPMENT; approval thresholds 50 to 100 percent; durations 30, 45,
 * 60, 120 minutes or none; retry waits 60, 120, 180, 240 minutes or none; show answer
 * immediately, at the end or never; cumulative or formative."
 */
import { describe, expect, it } from 'vitest';
import {
  LECTURE_TYPES,
  lectureContentSchema,
  parseLectureContent,
  publicLectureContent,
  QUESTION_TYPES,
  QUIZ_DURATIONS,
  QUIZ_RETRY_WAITS,
  SHOW_ANSWERS,
  QUIZ_MODES,
  VIDEO_FORMATS,
  VIDEO_PROVIDERS,
  type LectureContent,
} from '@/lib/domain/learning/lecture-content';

const video = { format: 'MP4', provider: 'HOUSE', src: '/media/lectures/video/lecture-1.mp4', poster: '/media/lectures/video/lecture-1.jpg', durationSeconds: 30 } as const;
const quiz = {
  type: 'QUIZ',
  settings: { approvalThreshold: 70, durationMinutes: 30, retryWaitMinutes: 60, showAnswers: 'AT_END', mode: 'CUMULATIVE' },
  questions: [
    { id: 'q1', type: 'SIMPLE', prompt: { es: '¿Uno?' }, options: [{ id: 'a', text: { es: 'Sí' }, correct: true }, { id: 'b', text: { es: 'No' }, correct: false }], explanation: { es: 'Porque sí.' } },
    { id: 'q2', type: 'MULTIPLE', prompt: { es: '¿Varios?' }, options: [{ id: 'a', text: { es: 'A' }, correct: true }, { id: 'b', text: { es: 'B' }, correct: true }, { id: 'c', text: { es: 'C' }, correct: false }] },
    { id: 'q3', type: 'DEVELOPMENT', prompt: { es: 'Explica.' }, options: [] },
  ],
} as const;

const ok = (value: unknown) => lectureContentSchema.safeParse(value).success;

describe('spec §3 enumerations', () => {
  it('are the spec’s lists (the house provider is HOUSE)', () => {
    expect(LECTURE_TYPES).toEqual(['CLASS', 'EXERCISE', 'QUIZ', 'PDF', 'IFRAME', 'SCORM', 'SURVEY', 'BREAK']);
    expect(VIDEO_FORMATS).toEqual(['HLSV3', 'HLSV4', 'MP3', 'MP4', 'NONE']);
    expect(VIDEO_PROVIDERS).toEqual(['VIMEO', 'WISTIA', 'HOUSE', 'NONE']);
    expect(QUESTION_TYPES).toEqual(['SIMPLE', 'MULTIPLE', 'DEVELOPMENT']);
    expect(QUIZ_DURATIONS).toEqual([30, 45, 60, 120]);
    expect(QUIZ_RETRY_WAITS).toEqual([60, 120, 180, 240]);
    expect(SHOW_ANSWERS).toEqual(['IMMEDIATELY', 'AT_END', 'NEVER']);
    expect(QUIZ_MODES).toEqual(['CUMULATIVE', 'FORMATIVE']);
  });
});

describe('lectureContentSchema', () => {
  it('accepts one content of every lecture type', () => {
    const samples: LectureContent[] = [
      { type: 'CLASS', video: { ...video, captions: [{ lang: 'es', src: '/media/lectures/captions/lecture-es.vtt' }] } },
      { type: 'CLASS', video: { format: 'HLSV3', provider: 'HOUSE', src: '/media/lectures/hls/lecture-2/index.m3u8', durationSeconds: 30 } },
      { type: 'CLASS', video: { format: 'NONE', provider: 'NONE', src: null, durationSeconds: 0 }, summary: { es: 'Lectura' } },
      { type: 'EXERCISE', instructions: { es: 'Haz esto' }, deliverables: [{ es: 'Una imagen' }] },
      quiz as unknown as LectureContent,
      { type: 'PDF', path: { es: '/media/lectures/handouts/fotografia-es.pdf', pt: '/media/lectures/handouts/fotografia-pt.pdf' } },
      { type: 'IFRAME', url: { es: '/media/lectures/embed/palette.html?lang=es' }, title: { es: 'Paletas' } },
      { type: 'SCORM', packageName: 'curso-simulacion.zip' },
      { type: 'SURVEY', questions: [{ id: 'useful', type: 'RATING', prompt: { es: '¿Útil?' }, options: [], required: true }] },
      { type: 'BREAK', minutes: 5, message: { es: 'Descansa' } },
    ];
    for (const sample of samples) expect(ok(sample), JSON.stringify(sample)).toBe(true);
  });

  it('holds the quiz settings to the spec’s values', () => {
    const withSettings = (settings: Record<string, unknown>) => ({ ...quiz, settings: { ...quiz.settings, ...settings } });
    expect(ok(withSettings({ approvalThreshold: 50 }))).toBe(true);
    expect(ok(withSettings({ approvalThreshold: 100 }))).toBe(true);
    expect(ok(withSettings({ approvalThreshold: 49 }))).toBe(false);
    expect(ok(withSettings({ approvalThreshold: 101 }))).toBe(false);
    for (const d of [30, 45, 60, 120, null]) expect(ok(withSettings({ durationMinutes: d }))).toBe(true);
    expect(ok(withSettings({ durationMinutes: 90 }))).toBe(false);
    for (const w of [60, 120, 180, 240, null]) expect(ok(withSettings({ retryWaitMinutes: w }))).toBe(true);
    expect(ok(withSettings({ retryWaitMinutes: 30 }))).toBe(false);
    expect(ok(withSettings({ showAnswers: 'SOMETIMES' }))).toBe(false);
    expect(ok(withSettings({ mode: 'FORMATIVE' }))).toBe(true);
    expect(ok(withSettings({ mode: 'GRADED' }))).toBe(false);
  });

  it('checks questions by type: one right answer for SIMPLE, some for MULTIPLE, none for DEVELOPMENT', () => {
    const withQuestion = (q: unknown) => ({ ...quiz, questions: [q] });
    const options = (...correct: boolean[]) => correct.map((c, i) => ({ id: `o${i}`, text: { es: `O${i}` }, correct: c }));
    expect(ok(withQuestion({ id: 'x', type: 'SIMPLE', prompt: { es: '?' }, options: options(true, true) }))).toBe(false);
    expect(ok(withQuestion({ id: 'x', type: 'SIMPLE', prompt: { es: '?' }, options: options(false, false) }))).toBe(false);
    expect(ok(withQuestion({ id: 'x', type: 'SIMPLE', prompt: { es: '?' }, options: options(true) }))).toBe(false);
    expect(ok(withQuestion({ id: 'x', type: 'MULTIPLE', prompt: { es: '?' }, options: options(true, true, false) }))).toBe(true);
    expect(ok(withQuestion({ id: 'x', type: 'MULTIPLE', prompt: { es: '?' }, options: options(false, false) }))).toBe(false);
    expect(ok(withQuestion({ id: 'x', type: 'DEVELOPMENT', prompt: { es: '?' }, options: options(true, false) }))).toBe(false);
    expect(ok({ ...quiz, questions: [quiz.questions[0], quiz.questions[0]] })).toBe(false); // ids are unique
    expect(ok({ ...quiz, questions: [] })).toBe(false);
  });

  it('keeps every address local, and each video format to its file', () => {
    expect(ok({ type: 'CLASS', video: { ...video, src: 'https://example.com/v.mp4' } })).toBe(false);
    expect(ok({ type: 'CLASS', video: { ...video, src: '/media/../etc/passwd.mp4' } })).toBe(false);
    expect(ok({ type: 'CLASS', video: { ...video, format: 'HLSV4' } })).toBe(false); // an .mp4 is not a playlist
    expect(ok({ type: 'CLASS', video: { ...video, format: 'MP3', src: '/media/lectures/audio/a.mp3' } })).toBe(true);
    expect(ok({ type: 'CLASS', video: { ...video, provider: 'VIMEO' } })).toBe(false); // local files are the house provider's
    expect(ok({ type: 'CLASS', video: { ...video, format: 'NONE' } })).toBe(false); // NONE goes with provider NONE and no source
    expect(ok({ type: 'CLASS', video: { ...video, durationSeconds: 0 } })).toBe(false);
    expect(ok({ type: 'IFRAME', url: { es: 'https://example.com/tool.html' }, title: { es: 'x' } })).toBe(false);
    expect(ok({ type: 'IFRAME', url: { es: 'javascript:alert(1)' }, title: { es: 'x' } })).toBe(false);
    expect(ok({ type: 'PDF', path: { es: '/media/lectures/handouts/x.exe' } })).toBe(false);
  });

  it('refuses unknown types and extra keys; parseLectureContent reads bad or absent content as null', () => {
    expect(ok({ type: 'VIDEO', src: '/media/x.mp4' })).toBe(false);
    expect(ok({ type: 'BREAK', minutes: 5, message: { es: 'x' }, extra: true })).toBe(false);
    expect(ok({ type: 'BREAK', minutes: 0, message: { es: 'x' } })).toBe(false);
    expect(parseLectureContent(null)).toBeNull();
    expect(parseLectureContent({ type: 'BREAK' })).toBeNull();
    expect(parseLectureContent({ type: 'BREAK', minutes: 5, message: { es: 'x' } })).toEqual({ type: 'BREAK', minutes: 5, message: { es: 'x' } });
  });
});

describe('publicLectureContent', () => {
  it('drops which options are correct and the explanations of a quiz, and nothing else', () => {
    const content = lectureContentSchema.parse(quiz);
    const shown = publicLectureContent(content);
    const text = JSON.stringify(shown);
    expect(text).not.toContain('correct');
    expect(text).not.toContain('explanation');
    expect(text).not.toContain('Porque sí');
    expect(shown).toEqual({
      type: 'QUIZ',
      settings: quiz.settings,
      questions: [
        { id: 'q1', type: 'SIMPLE', prompt: { es: '¿Uno?' }, options: [{ id: 'a', text: { es: 'Sí' } }, { id: 'b', text: { es: 'No' } }] },
        { id: 'q2', type: 'MULTIPLE', prompt: { es: '¿Varios?' }, options: [{ id: 'a', text: { es: 'A' } }, { id: 'b', text: { es: 'B' } }, { id: 'c', text: { es: 'C' } }] },
        { id: 'q3', type: 'DEVELOPMENT', prompt: { es: 'Explica.' }, options: [] },
      ],
    });
    const pause = { type: 'BREAK', minutes: 5, message: { es: 'x' } } as const;
    expect(publicLectureContent(pause)).toBe(pause);
  });
});
