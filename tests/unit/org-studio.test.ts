/** The studio gate and the upload status machine (spec §3 upload status; lib/domain/org/studio.ts). */
import { describe, expect, it } from 'vitest';
import {
  advanceUpload,
  allowedUploadEvents,
  isFinalUploadStatus,
  isStudioAvailable,
  lectureProblem,
  MAX_COURSE_SECONDS,
  nextUploadStatus,
  studioCourseSlug,
  UPLOAD_STATUSES,
  type UploadEvent,
} from '@/lib/domain/org/studio';

describe('isStudioAvailable (spec §3: both hasStudioAvailable and canUploadCourses)', () => {
  it('needs both flags', () => {
    expect(isStudioAvailable({ hasStudioAvailable: true, canUploadCourses: true })).toBe(true);
    expect(isStudioAvailable({ hasStudioAvailable: true, canUploadCourses: false })).toBe(false);
    expect(isStudioAvailable({ hasStudioAvailable: false, canUploadCourses: true })).toBe(false);
    expect(isStudioAvailable({ hasStudioAvailable: false, canUploadCourses: false })).toBe(false);
    expect(isStudioAvailable(null)).toBe(false);
  });
});

describe('upload status machine', () => {
  it('follows SUBMITTED → PROGRESSING → COMPLETE / INVALID / ERROR, with cancel and retry', () => {
    expect(nextUploadStatus('SUBMITTED', 'start')).toBe('PROGRESSING');
    expect(nextUploadStatus('PROGRESSING', 'complete')).toBe('COMPLETE');
    expect(nextUploadStatus('PROGRESSING', 'reject')).toBe('INVALID');
    expect(nextUploadStatus('PROGRESSING', 'fail')).toBe('ERROR');
    expect(nextUploadStatus('SUBMITTED', 'cancel')).toBe('CANCELED');
    expect(nextUploadStatus('PROGRESSING', 'cancel')).toBe('CANCELED');
    expect(nextUploadStatus('ERROR', 'retry')).toBe('SUBMITTED');
  });

  it('refuses every other transition', () => {
    const events: UploadEvent[] = ['start', 'complete', 'reject', 'fail', 'cancel', 'retry'];
    const allowed = new Set(['SUBMITTED:start', 'SUBMITTED:cancel', 'PROGRESSING:complete', 'PROGRESSING:reject', 'PROGRESSING:fail', 'PROGRESSING:cancel', 'ERROR:retry']);
    for (const status of UPLOAD_STATUSES) {
      for (const event of events) {
        expect(nextUploadStatus(status, event) !== null, `${status}:${event}`).toBe(allowed.has(`${status}:${event}`));
      }
    }
  });

  it('COMPLETE, INVALID and CANCELED are final', () => {
    expect(UPLOAD_STATUSES.filter(isFinalUploadStatus)).toEqual(['COMPLETE', 'INVALID', 'CANCELED']);
    expect(allowedUploadEvents('ERROR')).toEqual(['retry']);
  });
});

describe('simulated processing', () => {
  const lecture = (lectureType: 'CLASS' | 'BREAK' | 'QUIZ', minutes = 10) => ({ title: 'x', lectureType, durationSeconds: minutes * 60 });
  it('validates lectures deterministically', () => {
    expect(lectureProblem([])).toBe('noLectures');
    expect(lectureProblem([lecture('BREAK'), lecture('BREAK')])).toBe('noContent');
    expect(lectureProblem([lecture('CLASS', MAX_COURSE_SECONDS / 60 + 1)])).toBe('tooLong');
    expect(lectureProblem([lecture('CLASS'), lecture('QUIZ'), lecture('BREAK')])).toBeNull();
  });

  it('advances one step at a time: start, then COMPLETE or INVALID; ERROR is retried; final statuses stay', () => {
    expect(advanceUpload('SUBMITTED', [])).toEqual({ status: 'PROGRESSING', event: 'start', problem: null });
    expect(advanceUpload('PROGRESSING', [])).toEqual({ status: 'INVALID', event: 'reject', problem: 'noLectures' });
    expect(advanceUpload('PROGRESSING', [lecture('CLASS')])).toEqual({ status: 'COMPLETE', event: 'complete', problem: null });
    expect(advanceUpload('ERROR', [lecture('CLASS')])).toEqual({ status: 'SUBMITTED', event: 'retry', problem: null });
    for (const status of ['COMPLETE', 'INVALID', 'CANCELED'] as const) expect(advanceUpload(status, [lecture('CLASS')])).toBeNull();
  });

  it('builds ASCII slugs prefixed with the organisation', () => {
    expect(studioCourseSlug('acme-learning', 'Inducción: ¡Bienvenida!')).toBe('acme-learning-induccion-bienvenida');
    expect(studioCourseSlug('acme-learning', '¿?')).toBe('acme-learning-curso');
    expect(studioCourseSlug('acme-learning', 'a'.repeat(200)).length).toBeLessThanOrEqual(80);
  });
});
