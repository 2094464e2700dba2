/**
 * Moving through a course in the classroom (issue 15 item 3: lecture list by module with
 * completion marks, previous/next, progress bar; spec §3 lecture types).
 */
import { describe, expect, it } from 'vitest';
import { courseProgressPercent, groupIntoModules, lectureByNumber, lecturePosition, LECTURE_TYPES, resumeLecture } from '@/lib/domain/learning/classroom/navigation';

const intro = { es: 'Introducción', pt: 'Introdução', en: 'Introduction' };
const basics = { es: 'Fundamentos', pt: 'Fundamentos', en: 'Basics' };
const close = { es: 'Cierre', pt: 'Encerramento', en: 'Wrap-up' };
const lectures = [
  { id: 11, moduleTitle: intro, type: 'CLASS' },
  { id: 12, moduleTitle: intro, type: 'PDF' },
  { id: 21, moduleTitle: basics, type: 'CLASS' },
  { id: 22, moduleTitle: basics, type: 'QUIZ' },
  { id: 23, moduleTitle: basics, type: 'BREAK' },
  { id: 31, moduleTitle: close, type: 'SURVEY' },
];

describe('classroom navigation', () => {
  it('knows the spec §3 lecture types', () => {
    expect(LECTURE_TYPES).toEqual(['CLASS', 'EXERCISE', 'QUIZ', 'PDF', 'IFRAME', 'SCORM', 'SURVEY', 'BREAK']);
  });

  it('groups consecutive lectures of one module title, numbering modules and counting completed lectures', () => {
    const modules = groupIntoModules(lectures, [12, 21, 99]);
    expect(modules.map((m) => [m.number, m.title.es, m.lectures.map((l) => l.id), m.completed])).toEqual([
      [1, 'Introducción', [11, 12], 1],
      [2, 'Fundamentos', [21, 22, 23], 1],
      [3, 'Cierre', [31], 0],
    ]);
    // A title that comes back later starts a new module, as on the course page's syllabus.
    expect(groupIntoModules([{ id: 1, moduleTitle: 'A' }, { id: 2, moduleTitle: 'B' }, { id: 3, moduleTitle: 'A' }]).length).toBe(3);
    expect(groupIntoModules([])).toEqual([]);
  });

  it('gives previous and next across modules, with the lecture number of /clase/{n}/', () => {
    const first = lecturePosition(lectures, 11)!;
    expect([first.number, first.total, first.previous, first.next?.id]).toEqual([1, 6, null, 12]);
    const middle = lecturePosition(lectures, 12)!;
    expect([middle.previous?.id, middle.next?.id]).toEqual([11, 21]);
    const last = lecturePosition(lectures, 31)!;
    expect([last.number, last.previous?.id, last.next]).toEqual([6, 23, null]);
    expect(lecturePosition(lectures, 999)).toBeNull();
    expect(lectureByNumber(lectures, 3)?.id).toBe(21);
    for (const n of [0, 7, 1.5, Number.NaN]) expect(lectureByNumber(lectures, n)).toBeNull();
  });

  it('computes course progress with every lecture weighing the same, rounded down', () => {
    expect(courseProgressPercent(lectures, [])).toBe(0);
    expect(courseProgressPercent(lectures, [11])).toBe(16);
    expect(courseProgressPercent(lectures, [11, 12, 21, 22, 23])).toBe(83);
    expect(courseProgressPercent(lectures, [11, 12, 21, 22, 23, 31])).toBe(100);
    expect(courseProgressPercent(lectures, [11, 11, 404])).toBe(16);
    expect(courseProgressPercent([], [1])).toBe(0);
    // 199 of 200 is 99 %, never shown as 100 %.
    const many = Array.from({ length: 200 }, (_, i) => ({ id: i }));
    expect(courseProgressPercent(many, many.slice(1).map((l) => l.id))).toBe(99);
  });

  it('continues with the lecture opened last while unfinished, else the first one left after the last done', () => {
    expect(resumeLecture(lectures, [])?.id).toBe(11);
    expect(resumeLecture(lectures, [11, 12])?.id).toBe(21);
    expect(resumeLecture(lectures, [11, 12], 22)?.id).toBe(22);
    expect(resumeLecture(lectures, [11, 12, 22], 22)?.id).toBe(23);
    // Skipped ahead and finished the end: back to what was skipped.
    expect(resumeLecture(lectures, [11, 31])?.id).toBe(12);
    expect(resumeLecture(lectures, [11, 12, 21, 22, 23, 31])?.id).toBe(11);
    expect(resumeLecture([], [])).toBeNull();
  });
});
