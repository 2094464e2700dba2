'use client';

import { NotesManager, type NoteCourseOption, type NoteItem, type NoteLectureOption } from '@/components/learning/NotesManager';

export type ClassroomNotesProps = {
  course: NoteCourseOption;
  lectures: NoteLectureOption[];
  notes: NoteItem[];
  /** The lecture on screen: a new note is about it and keeps the player's second. */
  lectureId: number;
};

/**
 * The classroom's notes (issue 15 item 3, "notes, with the video time"): the learner areas'
 * NotesManager limited to this course. It renders MUI and writes through Apollo, so it is the
 * default export of a lazy chunk (./lazy-islands.tsx) that brings both with it, never the page.
 */
export default function ClassroomNotesPanel({ course, lectures, notes, lectureId }: ClassroomNotesProps) {
  return <NotesManager courses={[course]} lectures={lectures} notes={notes} defaultLectureId={lectureId} />;
}
