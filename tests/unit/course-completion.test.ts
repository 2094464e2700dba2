/**
 * Completion, progress, resume and certificate rules (lib/domain/learning/course-completion.ts; issue 15
 * item 4; spec §3 "Project evaluation: FINAL_PROJECT, NOT_REQUIREMENT, QUIZ_EVALUATION", "Lecture
 * types: …", "Quiz settings: … cumulative or formative").
 */
import { describe, expect, it } from 'vitest';
import {
  certificateBlockers,
  clampSeconds,
  completionMode,
  countsTowardProgress,
  courseProgressPercent,
  playbackCompletes,
  resumeLectureIndex,
  resumeLectureNumber,
  WATCHED_SHARE_TO_COMPLETE,
} from '@/lib/domain/learning/course-completion';
import { LECTURE_TYPES } from '@/lib/domain/learning/lecture-content';
import { projectApproved } from '@/lib/domain/learning/project-status';

const video = { type: 'CLASS', video: { format: 'MP4', provider: 'HOUSE', src: '/media/lectures/video/lecture-1.mp4', durationSeconds: 30 } } as const;

describe('completionMode: how each spec §3 lecture type is completed', () => {
  it('video by watching, quiz by an attempt, survey by answering, SCORM never, the rest by the learner', () => {
    expect(completionMode('CLASS', video)).toBe('playback');
    expect(completionMode('CLASS', { type: 'CLASS', video: { format: 'NONE', provider: 'NONE', src: null, durationSeconds: 0 } })).toBe('manual');
    expect(completionMode('CLASS', null)).toBe('manual');
    expect(completionMode('QUIZ', null)).toBe('quiz');
    expect(completionMode('SURVEY', null)).toBe('survey');
    expect(completionMode('SCORM', null)).toBe('none');
    for (const type of ['EXERCISE', 'PDF', 'IFRAME', 'BREAK'] as const) expect(completionMode(type, null)).toBe('manual');
  });
  it('every type counts towards progress except SCORM (it cannot run here)', () => {
    expect(LECTURE_TYPES.filter((t) => !countsTowardProgress(t))).toEqual(['SCORM']);
  });
});

describe('playback', () => {
  it('completes at 90 % watched, not before (issue 15: "completion at ≥ 90 % watched")', () => {
    expect(WATCHED_SHARE_TO_COMPLETE).toBe(0.9);
    expect(playbackCompletes(27, 30)).toBe(true);
    expect(playbackCompletes(26.9, 30)).toBe(false);
    expect(playbackCompletes(30, 30)).toBe(true);
    expect(playbackCompletes(0, 30)).toBe(false);
    expect(playbackCompletes(10, 0)).toBe(false); // media without a length never completes by playback
    expect(playbackCompletes(Number.NaN, 30)).toBe(false);
  });
  it('stores whole seconds within the media', () => {
    expect(clampSeconds(12.7, 30)).toBe(12);
    expect(clampSeconds(-3, 30)).toBe(0);
    expect(clampSeconds(45, 30)).toBe(30);
    expect(clampSeconds(Number.POSITIVE_INFINITY, 30)).toBe(0);
    expect(clampSeconds(45, 0)).toBe(45);
  });
});

describe('courseProgressPercent', () => {
  it('is completed over total, rounded down so 100 % means every lecture', () => {
    expect(courseProgressPercent(0, 10)).toBe(0);
    expect(courseProgressPercent(1, 3)).toBe(33);
    expect(courseProgressPercent(2, 3)).toBe(66);
    expect(courseProgressPercent(14, 15)).toBe(93);
    expect(courseProgressPercent(199, 200)).toBe(99);
    expect(courseProgressPercent(15, 15)).toBe(100);
    expect(courseProgressPercent(16, 15)).toBe(100);
    expect(courseProgressPercent(3, 0)).toBe(0);
  });
});

describe('certificateBlockers: what each spec §3 project evaluation requires', () => {
  const done = { lecturesDone: true, quizzes: [], projectStatuses: [] } as const;
  it('NOT_REQUIREMENT: only every lecture', () => {
    expect(certificateBlockers('NOT_REQUIREMENT', done)).toEqual([]);
    expect(certificateBlockers('NOT_REQUIREMENT', { ...done, lecturesDone: false })).toEqual(['lectures']);
    expect(certificateBlockers('NOT_REQUIREMENT', { ...done, quizzes: [{ mode: 'CUMULATIVE', passed: false }] })).toEqual([]);
  });
  it('QUIZ_EVALUATION: every cumulative quiz passed; formative quizzes are practice', () => {
    expect(certificateBlockers('QUIZ_EVALUATION', { ...done, quizzes: [{ mode: 'CUMULATIVE', passed: true }, { mode: 'FORMATIVE', passed: false }] })).toEqual([]);
    expect(certificateBlockers('QUIZ_EVALUATION', { ...done, quizzes: [{ mode: 'CUMULATIVE', passed: true }, { mode: 'CUMULATIVE', passed: false }] })).toEqual(['quizzes']);
    expect(certificateBlockers('QUIZ_EVALUATION', { ...done, lecturesDone: false, quizzes: [{ mode: 'CUMULATIVE', passed: false }] })).toEqual(['lectures', 'quizzes']);
  });
  it('FINAL_PROJECT: an approved project (FINISHED or CERTIFIED)', () => {
    expect(certificateBlockers('FINAL_PROJECT', done)).toEqual(['project']);
    expect(certificateBlockers('FINAL_PROJECT', { ...done, projectStatuses: ['DRAFT', 'PUBLISHED', 'OBSERVED'] })).toEqual(['project']);
    expect(certificateBlockers('FINAL_PROJECT', { ...done, projectStatuses: ['OBSERVED', 'FINISHED'] })).toEqual([]);
    expect(certificateBlockers('FINAL_PROJECT', { ...done, projectStatuses: ['CERTIFIED'] })).toEqual([]);
    expect(projectApproved('FINISHED') && projectApproved('CERTIFIED') && !projectApproved('PUBLISHED')).toBe(true);
  });
});

describe('resume', () => {
  const lectures = [
    { id: 10, type: 'CLASS' },
    { id: 11, type: 'CLASS' },
    { id: 12, type: 'SCORM' },
    { id: 13, type: 'QUIZ' },
    { id: 14, type: 'CLASS' },
  ] as const;
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 10, minutes));
  it('a course not started resumes at lecture 1', () => {
    expect(resumeLectureIndex(lectures, [])).toBe(0);
    expect(resumeLectureNumber(lectures, [])).toBe(1);
  });
  it('goes to the incomplete lecture touched last', () => {
    const progress = [
      { lectureId: 10, completed: true, updatedAt: at(1) },
      { lectureId: 14, completed: false, updatedAt: at(9) },
      { lectureId: 11, completed: false, updatedAt: at(5) },
    ];
    expect(resumeLectureNumber(lectures, progress)).toBe(5);
  });
  it('else to the first lecture not completed, skipping SCORM (it cannot be completed)', () => {
    const progress = [
      { lectureId: 10, completed: true, updatedAt: at(1) },
      { lectureId: 11, completed: true, updatedAt: at(2) },
    ];
    expect(resumeLectureNumber(lectures, progress)).toBe(4);
  });
  it('with everything done, back to the start; without lectures, nowhere', () => {
    const all = lectures.filter((l) => l.type !== 'SCORM').map((l, i) => ({ lectureId: l.id, completed: true, updatedAt: at(i) }));
    expect(resumeLectureNumber(lectures, all)).toBe(1);
    expect(resumeLectureIndex([], [])).toBe(-1);
    expect(resumeLectureNumber([], [])).toBeNull();
  });
});
