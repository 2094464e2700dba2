'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { withApolloChunk } from '@/components/providers/lazy-with-apollo';
import type { ClassroomNotesProps } from './ClassroomNotesPanel';
import styles from './Classroom.module.css';

/**
 * The classroom's islands as lazy chunks (issue 15 on issue 14's pattern): the page is server
 * markup and imports only this module, so a lecture loads the code of the island it shows —
 * the player for a CLASS, the quiz for a QUIZ, the survey for a SURVEY, the button for a lecture
 * completed by hand — and none of the others. These keep server rendering (the markup is in the
 * HTML, the chunk hydrates it).
 *
 * The notes render MUI and write through Apollo: that chunk brings MUI's theme and Apollo with
 * it (withApolloChunk) and loads in the browser only (`ssr: false`) once the page is running,
 * so neither is part of the classroom's first load; a line of the same height holds its place.
 */
export const ClassroomVideo = dynamic(() => import('./ClassroomVideo').then((m) => m.ClassroomVideo));
export const ClassroomQuiz = dynamic(() => import('./ClassroomQuiz').then((m) => m.ClassroomQuiz));
export const ClassroomSurvey = dynamic(() => import('./ClassroomSurvey').then((m) => m.ClassroomSurvey));
export const CompleteLectureButton = dynamic(() => import('./CompleteLectureButton').then((m) => m.CompleteLectureButton));

/** Inside the page's `learning` messages (LearningClientMessages), which the notes use. */
function NotesLoading() {
  const t = useTranslations('learning');
  return (
    <p className={styles.muted} role="status">
      {t('notes.loading')}
    </p>
  );
}

export const ClassroomNotes = dynamic<ClassroomNotesProps>(withApolloChunk(() => import('./ClassroomNotesPanel')), { ssr: false, loading: () => <NotesLoading /> });
