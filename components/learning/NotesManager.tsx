'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { FormTextField } from '@/components/ui/FormTextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { CreateLearnerNoteDocument, DeleteLearnerNoteDocument, UpdateLearnerNoteDocument } from '@/graphql/generated/client/graphql';
import { NavLink } from '@/components/catalogue/links';
import { Dialog } from '@/components/ui/Dialog';
import { Snackbar } from '@/components/ui/Snackbar';
import { clientContext } from '@/lib/client/apollo/context';
import { formatClock } from '@/lib/domain/learning/classroom/playback';
import { noteVideoSecond, playerClock } from '@/lib/domain/learning/classroom/player-clock';
import { NOTE_MAX, noteSchema, noteUpdateSchema, type NoteInputValues, type NoteUpdateInputValues, type NoteUpdateValues, type NoteValues } from '@/lib/domain/validation/learning-schemas';
import { feedbackFromError, feedbackFromPayload } from '@/lib/client/graphql-request/call-feedback';
import { showFieldErrors } from '@/lib/client/graphql-request/show-field-errors';
import { learningMessagesFrom } from '@/lib/domain/validation/learning-schemas';

export type NoteCourseOption = { id: number; title: string; href: string };
export type NoteLectureOption = { id: number; courseId: number; label: string };
export type NoteItem = {
  id: number;
  courseId: number;
  lectureId: number | null;
  lectureLabel: string | null;
  body: string;
  /** The second of the lecture's video the note was taken at (issue 15), if any. */
  videoSeconds: number | null;
  editedLabel: string;
};

type Props = {
  courses: NoteCourseOption[];
  lectures: NoteLectureOption[];
  notes: NoteItem[];
  /** The lecture a new note is about at first (the classroom passes the lecture on screen). */
  defaultLectureId?: number | null;
};

const FIELDS = ['courseId', 'lectureId', 'body'] as const;

function useFeedback() {
  const t = useTranslations('learning');
  return { generic: t('feedback.generic'), network: t('feedback.network') };
}

/**
 * A note's video time: beside the player of its lecture (the classroom) a button that plays the
 * lecture from there; elsewhere the time as text.
 */
function NoteVideoTime({ note, playableLectureId }: { note: NoteItem; playableLectureId: number | null }) {
  const t = useTranslations('learning');
  if (note.videoSeconds === null) return null;
  const time = formatClock(note.videoSeconds);
  if (note.lectureId !== null && note.lectureId === playableLectureId) {
    return (
      <Button size="small" variant="outlined" onClick={() => playerClock()?.playFrom(note.videoSeconds ?? 0)} aria-label={t('notes.playFrom', { time })} sx={{ justifySelf: 'start' }}>
        ▶ {time}
      </Button>
    );
  }
  return (
    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
      {t('notes.videoTime', { time })}
    </Typography>
  );
}

/** One note: its text, or its edit form; delete asks first. */
function NoteCard({ note, lectures, onDone, playableLectureId }: { note: NoteItem; lectures: NoteLectureOption[]; onDone: (message: string) => void; playableLectureId: number | null }) {
  const t = useTranslations('learning');
  const feedback = useFeedback();
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [update] = useMutation(UpdateLearnerNoteDocument, { context: clientContext('private') });
  const [remove, { loading: removing }] = useMutation(DeleteLearnerNoteDocument, { context: clientContext('private') });
  const schema = useMemo(() => noteUpdateSchema(learningMessagesFrom((key, values) => t(key as never, values as never))), [t]);
  const form = useForm<NoteUpdateInputValues, unknown, NoteUpdateValues>({
    resolver: zodResolver(schema),
    defaultValues: { body: note.body, lectureId: note.lectureId ?? '' },
  });

  const onSave = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { data } = await update({ variables: { id: String(note.id), input: { body: values.body, lectureId: values.lectureId === null ? null : String(values.lectureId) } } });
      const payload = data?.updateLearnerNote;
      const refusal = feedbackFromPayload(payload, { fields: ['body', 'lectureId'] as const, generic: feedback.generic });
      if (refusal) {
        setError(showFieldErrors(form.setError, refusal));
        return;
      }
      setEditing(false);
      onDone(t('notes.updated'));
      router.refresh();
    } catch (e) {
      setError(feedbackFromError(e, feedback).message);
    }
  });

  const onDelete = async () => {
    setError(null);
    try {
      await remove({ variables: { id: String(note.id) } });
      setConfirming(false);
      onDone(t('notes.deleted'));
      router.refresh();
    } catch (e) {
      setConfirming(false);
      setError(feedbackFromError(e, feedback).message);
    }
  };

  const courseLectures = lectures.filter((l) => l.courseId === note.courseId);
  return (
    <Paper component="li" variant="outlined" data-testid="note" sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1 }}>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {editing ? (
        <Box component="form" noValidate onSubmit={onSave} aria-label={t('notes.editLabel')} sx={{ display: 'grid', gap: 1.5 }}>
          <FormTextField
            name="lectureId"
            control={form.control}
            select
            size="small"
            label={t('notes.lecture')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('notes.wholeCourse')}</MenuItem>
            {courseLectures.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.label}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            name="body"
            control={form.control}
            multiline
            minRows={3}
            label={t('notes.body')}
            helperText={t('notes.bodyHelp', { max: NOTE_MAX })}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" size="small" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('notes.saving') : t('notes.update')}
            </Button>
            <Button type="button" size="small" onClick={() => setEditing(false)}>
              {t('notes.cancel')}
            </Button>
          </Box>
        </Box>
      ) : (
        <>
          {note.lectureLabel ? (
            <Typography variant="caption" sx={{ color: 'primary.main', fontWeight: 700 }}>
              {note.lectureLabel}
            </Typography>
          ) : null}
          <NoteVideoTime note={note} playableLectureId={playableLectureId} />
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.body}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="caption" sx={{ color: 'text.secondary', mr: 'auto' }}>
              {note.editedLabel}
            </Typography>
            <Button size="small" onClick={() => setEditing(true)}>
              {t('notes.edit')}
            </Button>
            <Button size="small" color="error" onClick={() => setConfirming(true)}>
              {t('notes.delete')}
            </Button>
          </Box>
        </>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('notes.deleteConfirmTitle')}
        size="s"
        role="alertdialog"
        actions={
          <>
            <Button onClick={() => setConfirming(false)}>{t('notes.cancel')}</Button>
            <Button color="error" variant="contained" onClick={onDelete} disabled={removing}>
              {t('notes.deleteConfirm')}
            </Button>
          </>
        }
      >
        <Typography>{t('notes.deleteConfirmBody')}</Typography>
      </Dialog>
    </Paper>
  );
}

/**
 * The notes page's client part: a form to add a note to an enrolled course (optionally on one
 * lecture), a course filter, and the notes grouped by course with edit and delete. Every change
 * goes through the `learning` module on the private endpoint, then the page refreshes. In the
 * classroom (`defaultLectureId`: the lecture on screen) a new note on that lecture keeps the
 * video's second, and a note's time plays the lecture from there.
 */
export function NotesManager({ courses, lectures, notes, defaultLectureId = null }: Props) {
  const t = useTranslations('learning');
  const feedback = useFeedback();
  const router = useRouter();
  const [toast, setToast] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [filter, setFilter] = useState<string>('');
  const [create] = useMutation(CreateLearnerNoteDocument, { context: clientContext('private') });
  const schema = useMemo(() => noteSchema(learningMessagesFrom((key, values) => t(key as never, values as never))), [t]);
  const { control, handleSubmit, setError, reset, setValue, formState } = useForm<NoteInputValues, unknown, NoteValues>({
    resolver: zodResolver(schema),
    defaultValues: { courseId: courses[0]?.id ?? '', lectureId: defaultLectureId ?? '', body: '' },
  });
  const courseId = useWatch({ control, name: 'courseId' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await create({
        variables: {
          input: {
            courseId: String(values.courseId),
            lectureId: values.lectureId === null ? null : String(values.lectureId),
            body: values.body,
            // A note on the lecture on screen keeps where its video is (issue 15: notes with the video time).
            videoSeconds: values.lectureId !== null && values.lectureId === defaultLectureId ? noteVideoSecond(playerClock()) : null,
          },
        },
      });
      const payload = data?.createLearnerNote;
      const refusal = feedbackFromPayload(payload, { fields: FIELDS, generic: feedback.generic });
      if (refusal) {
        setFormError(showFieldErrors(setError, refusal));
        return;
      }
      reset({ courseId: values.courseId, lectureId: defaultLectureId ?? '', body: '' });
      setToast(t('notes.created'));
      router.refresh();
    } catch (e) {
      setFormError(feedbackFromError(e, feedback).message);
    }
  });

  const formLectures = lectures.filter((l) => String(l.courseId) === String(courseId));
  const shownCourses = courses.filter((c) => (filter === '' || String(c.id) === filter) && notes.some((n) => n.courseId === c.id));

  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start', py: 3 }}>
      <Paper component="section" aria-labelledby="note-form-title" variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3, position: { md: 'sticky' }, top: { md: 96 } }}>
        <Typography id="note-form-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          {t('notes.formTitle')}
        </Typography>
        {courses.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('notes.noCourses')}</Typography>
        ) : (
          <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
            {formError ? (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            ) : null}
            {/* A new course resets the lecture, which belongs to the old one. */}
            <FormTextField name="courseId" control={control} select id="note-course" label={t('notes.course')} required onValueChange={() => setValue('lectureId', '')}>
              {courses.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.title}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              name="lectureId"
              control={control}
              select
              id="note-lecture"
              label={t('notes.lecture')}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('notes.wholeCourse')}</MenuItem>
              {formLectures.map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.label}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              name="body"
              control={control}
              id="note-body"
              multiline
              minRows={4}
              label={t('notes.body')}
              required
              helperText={t('notes.bodyHelp', { max: NOTE_MAX })}
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            />
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? t('notes.saving') : t('notes.save')}
            </Button>
          </Box>
        )}
      </Paper>
      <Box sx={{ minWidth: 0 }}>
        {notes.length > 0 ? (
          <>
            <TextField
              select
              size="small"
              id="notes-filter"
              label={t('notes.filter')}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              sx={{ minWidth: 260, mb: 2 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('notes.allCourses')}</MenuItem>
              {courses
                .filter((c) => notes.some((n) => n.courseId === c.id))
                .map((c) => (
                  <MenuItem key={c.id} value={String(c.id)}>
                    {c.title}
                  </MenuItem>
                ))}
            </TextField>
            {shownCourses.map((course) => {
              const ofCourse = notes.filter((n) => n.courseId === course.id);
              const headingId = `notes-course-${course.id}`;
              return (
                <Box component="section" key={course.id} aria-labelledby={headingId} sx={{ mb: 3 }}>
                  <Typography component="h2" id={headingId} variant="h6" sx={{ fontWeight: 700 }}>
                    <NavLink href={course.href}>{course.title}</NavLink>
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                    {t('notes.count', { count: ofCourse.length })}
                  </Typography>
                  <Box component="ul" aria-label={t('notes.listLabel', { title: course.title })} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
                    {ofCourse.map((note) => (
                      <NoteCard key={`${note.id}:${note.editedLabel}:${note.body.length}`} note={note} lectures={lectures} onDone={setToast} playableLectureId={defaultLectureId} />
                    ))}
                  </Box>
                </Box>
              );
            })}
          </>
        ) : (
          <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2, border: '1px dashed', borderColor: 'divider', borderRadius: 2 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('notes.emptyTitle')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('notes.emptyBody')}</Typography>
          </Box>
        )}
      </Box>
      <Snackbar open={toast !== null} onClose={() => setToast(null)} message={toast ?? ''} state="success" dismissOnDelay />
    </Box>
  );
}
