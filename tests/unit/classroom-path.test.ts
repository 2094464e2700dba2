/**
 * lib/domain/learning/classroom-path (issue 15 item 3): the classroom's Spanish path under the course
 * page, with the site's locale prefixes (/pt/, /en/; Spanish unprefixed) and spec §2's
 * "/org/{slug}" prefix for organisation learners; and the one choice of the lecture to resume.
 */
import { describe, expect, it } from 'vitest';
import { classroomPath, resumeLectureNumber } from '@/lib/domain/learning/classroom-path';
import { coursePath } from '@/lib/domain/paths/course-paths';

const base = { categorySlug: 'diseno-grafico', courseSlug: 'identidad-de-marca', lectureNumber: 1 };

describe('classroomPath', () => {
  it('is /cursos-online/{categoria}/{curso}/clase/{n}/ in Spanish, under the course page', () => {
    const path = classroomPath({ ...base, locale: 'es' });
    expect(path).toBe('/cursos-online/diseno-grafico/identidad-de-marca/clase/1/');
    expect(path.startsWith(coursePath(base.categorySlug, base.courseSlug))).toBe(true);
    expect(classroomPath({ ...base, locale: 'es', lectureNumber: 12 })).toBe('/cursos-online/diseno-grafico/identidad-de-marca/clase/12/');
  });

  it('Portuguese and English pages live under /pt/ and /en/', () => {
    expect(classroomPath({ ...base, locale: 'pt' })).toBe('/pt/cursos-online/diseno-grafico/identidad-de-marca/clase/1/');
    expect(classroomPath({ ...base, locale: 'en', lectureNumber: 3 })).toBe('/en/cursos-online/diseno-grafico/identidad-de-marca/clase/3/');
  });

  it('organisation learners get the /org/{slug} prefix after the locale (like /pt/org/acme-learning/learn/)', () => {
    expect(classroomPath({ ...base, locale: 'es', orgSlug: 'acme-learning' })).toBe('/org/acme-learning/cursos-online/diseno-grafico/identidad-de-marca/clase/1/');
    expect(classroomPath({ ...base, locale: 'pt', orgSlug: 'acme-learning', lectureNumber: 2 })).toBe('/pt/org/acme-learning/cursos-online/diseno-grafico/identidad-de-marca/clase/2/');
  });

  it('an empty or missing organisation slug adds no prefix', () => {
    expect(classroomPath({ ...base, locale: 'es', orgSlug: null })).toBe(classroomPath({ ...base, locale: 'es' }));
    expect(classroomPath({ ...base, locale: 'es', orgSlug: '  ' })).toBe(classroomPath({ ...base, locale: 'es' }));
  });

  it('refuses a lecture number that is not a positive whole number', () => {
    for (const lectureNumber of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => classroomPath({ ...base, locale: 'es', lectureNumber })).toThrow(RangeError);
    }
  });
});

describe('resumeLectureNumber', () => {
  it('today (no lecture progress yet): lecture 1 of a course that has lectures', () => {
    expect(resumeLectureNumber({ lectureCount: 8 })).toBe(1);
    expect(resumeLectureNumber({ lectureCount: 1 })).toBe(1);
  });

  it('null when the course has no lectures yet', () => {
    expect(resumeLectureNumber({ lectureCount: 0 })).toBeNull();
    expect(resumeLectureNumber({ lectureCount: Number.NaN })).toBeNull();
  });

  it('with lecture progress: the last lecture opened while not completed', () => {
    expect(resumeLectureNumber({ lectureCount: 8, lastOpened: 5, completed: [1, 2, 3, 4] })).toBe(5);
  });

  it('else the first lecture not completed; all completed goes back to lecture 1', () => {
    expect(resumeLectureNumber({ lectureCount: 8, lastOpened: 4, completed: [1, 2, 4] })).toBe(3);
    expect(resumeLectureNumber({ lectureCount: 3, completed: [1, 2, 3] })).toBe(1);
  });

  it('ignores numbers outside the course', () => {
    expect(resumeLectureNumber({ lectureCount: 3, lastOpened: 9, completed: [0, 1, 7] })).toBe(2);
  });
});
