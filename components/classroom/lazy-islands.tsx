'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { withIntlChunk } from '@/components/i18n/lazy-with-intl';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import { withApolloChunk } from '@/components/providers/lazy-with-apollo';
import type { ClassroomNotesProps } from './ClassroomNotesPanel';
import type { ClassroomVideo as Video } from './ClassroomVideo';
import type { ClassroomQuiz as Quiz } from './ClassroomQuiz';
import type { ClassroomSurvey as Survey } from './ClassroomSurvey';
import type { CompleteLectureButton as LectureButton } from './CompleteLectureButton';
import styles from './Classroom.module.css';

/**
 * The classroom's islands as lazy chunks (issue 15 on issue 14's pattern): the page is server
 * markup and imports only this module, so a lecture loads the code of the island it shows —
 * the player for a CLASS, the quiz for a QUIZ, the survey for a SURVEY, the button for a lecture
 * completed by hand — and none of the others. These keep server rendering (the markup is in the
 * HTML, the chunk hydrates it). Each brings next-intl's provider with it (withIntlChunk): the
 * page sends the texts (IslandMessages), not next-intl's runtime.
 *
 * The notes render MUI and write through Apollo: that chunk brings MUI's theme and Apollo with
 * it (withApolloChunk) and loads in the browser only (`ssr: false`) once the page is running,
 * so neither is part of the classroom's first load; a line of the same height holds its place.
 */
export const ClassroomVideo = dynamic(withIntlChunk<ComponentProps<typeof Video>>(() => import('./ClassroomVideo').then((m) => ({ default: m.ClassroomVideo }))));
export const ClassroomQuiz = dynamic(withIntlChunk<ComponentProps<typeof Quiz>>(() => import('./ClassroomQuiz').then((m) => ({ default: m.ClassroomQuiz }))));
export const ClassroomSurvey = dynamic(withIntlChunk<ComponentProps<typeof Survey>>(() => import('./ClassroomSurvey').then((m) => ({ default: m.ClassroomSurvey }))));
export const CompleteLectureButton = dynamic(withIntlChunk<ComponentProps<typeof LectureButton>>(() => import('./CompleteLectureButton').then((m) => ({ default: m.CompleteLectureButton }))));

/** Inside the page's `learning` messages (IslandMessages), which the notes use. */
function NotesLoading() {
  const t = useShellTranslations('learning');
  return (
    <p className={styles.muted} role="status">
      {t('notes.loading')}
    </p>
  );
}

export const ClassroomNotes = dynamic<ClassroomNotesProps>(withApolloChunk(() => import('./ClassroomNotesPanel')), { ssr: false, loading: () => <NotesLoading /> });
