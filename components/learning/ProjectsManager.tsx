'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { FormTextField } from '@/components/ui/FormTextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useTranslations } from 'next-intl';
import {
  CreateLearnerProjectDocument,
  DeleteLearnerProjectDocument,
  SubmitLearnerProjectDocument,
  UpdateLearnerProjectDocument,
} from '@/graphql/generated/client/graphql';
import { NavLink } from '@/components/catalogue/links';
import { Dialog } from '@/components/ui/Dialog';
import { Snackbar } from '@/components/ui/Snackbar';
import { clientContext } from '@/lib/client/apollo/context';
import { PROJECT_EVALUATIONS, statusTone, type ContentStatus, type ProjectEvaluation } from '@/lib/domain/learning/project-status';
import { PROJECT_DESCRIPTION_MAX, PROJECT_TITLE_MAX, projectSchema, type ProjectInputValues, type ProjectValues } from '@/lib/domain/validation/learning-schemas';
import { feedbackFromError, feedbackFromPayload } from '@/lib/client/graphql-request/call-feedback';
import { showFieldErrors } from '@/lib/client/graphql-request/show-field-errors';
import { learningMessagesFrom } from '@/lib/domain/validation/learning-schemas';

export type ProjectCourseOption = { id: number; title: string };
export type ProjectItem = {
  id: number;
  courseId: number;
  courseTitle: string;
  courseHref: string;
  title: string;
  description: string;
  evaluation: ProjectEvaluation;
  status: ContentStatus;
  mentorName: string | null;
  score: number | null;
  feedback: string | null;
  dates: string[];
  canEdit: boolean;
  canSubmit: boolean;
  canDelete: boolean;
};

const FIELDS = ['courseId', 'title', 'description', 'evaluation'] as const;
const TONE_COLOR = { default: 'default', info: 'info', warning: 'warning', success: 'success' } as const;

type FormState = { mode: 'new' } | { mode: 'edit'; project: ProjectItem } | null;

/** Create or edit a project: course (new only), title, description and evaluation type. */
function ProjectForm({ courses, state, onClose, onSaved }: { courses: ProjectCourseOption[]; state: Exclude<FormState, null>; onClose: () => void; onSaved: (message: string) => void }) {
  const t = useTranslations('learning');
  const feedback = { generic: t('feedback.generic'), network: t('feedback.network') };
  const [formError, setFormError] = useState<string | null>(null);
  const [create] = useMutation(CreateLearnerProjectDocument, { context: clientContext('private') });
  const [update] = useMutation(UpdateLearnerProjectDocument, { context: clientContext('private') });
  const schema = useMemo(() => projectSchema(learningMessagesFrom((key, values) => t(key as never, values as never))), [t]);
  const editing = state.mode === 'edit' ? state.project : null;
  const { control, handleSubmit, setError, formState } = useForm<ProjectInputValues, unknown, ProjectValues>({
    resolver: zodResolver(schema),
    defaultValues: editing
      ? { courseId: editing.courseId, title: editing.title, description: editing.description, evaluation: editing.evaluation }
      : { courseId: courses[0]?.id ?? '', title: '', description: '', evaluation: 'FINAL_PROJECT' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const input = { title: values.title, description: values.description, evaluation: values.evaluation };
      const payload = editing
        ? (await update({ variables: { id: String(editing.id), input } })).data?.updateLearnerProject
        : (await create({ variables: { input: { ...input, courseId: String(values.courseId) } } })).data?.createLearnerProject;
      const refusal = feedbackFromPayload(payload, { fields: FIELDS, generic: feedback.generic });
      if (refusal) {
        setFormError(showFieldErrors(setError, refusal));
        return;
      }
      onSaved(editing ? t('projects.updated') : t('projects.created'));
    } catch (e) {
      setFormError(feedbackFromError(e, feedback).message);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} id="project-form" sx={{ display: 'grid', gap: 2, pt: 1 }}>
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <FormTextField name="courseId" control={control} select id="project-course" label={t('projects.course')} disabled={Boolean(editing)} required>
        {(editing ? [{ id: editing.courseId, title: editing.courseTitle }] : courses).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.title}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField name="title" control={control} id="project-title" label={t('projects.title')} required slotProps={{ htmlInput: { maxLength: PROJECT_TITLE_MAX } }} />
      <FormTextField
        name="description"
        control={control}
        id="project-description"
        label={t('projects.description')}
        multiline
        minRows={4}
        helperText={t('projects.descriptionHelp')}
        slotProps={{ htmlInput: { maxLength: PROJECT_DESCRIPTION_MAX } }}
      />
      <FormTextField name="evaluation" control={control} select id="project-evaluation" label={t('projects.evaluation')}>
        {PROJECT_EVALUATIONS.map((e) => (
          <MenuItem key={e} value={e}>
            {t(`projects.evaluations.${e}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button type="button" onClick={onClose}>
          {t('projects.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('projects.saving') : t('projects.save')}
        </Button>
      </Box>
    </Box>
  );
}

function ProjectCard({ project, onEdit, onDone, onError }: { project: ProjectItem; onEdit: () => void; onDone: (message: string) => void; onError: (message: string) => void }) {
  const t = useTranslations('learning');
  const router = useRouter();
  const feedback = { generic: t('feedback.generic'), network: t('feedback.network') };
  const [confirming, setConfirming] = useState(false);
  const [submit, { loading: submitting }] = useMutation(SubmitLearnerProjectDocument, { context: clientContext('private') });
  const [remove, { loading: removing }] = useMutation(DeleteLearnerProjectDocument, { context: clientContext('private') });
  const headingId = `project-${project.id}`;

  const onSubmit = async () => {
    try {
      const { data } = await submit({ variables: { id: String(project.id) } });
      const refusal = feedbackFromPayload(data?.submitLearnerProject, { fields: [], generic: feedback.generic });
      if (refusal) return onError(refusal.message ?? feedback.generic);
      onDone(t('projects.submitted'));
      router.refresh();
    } catch (e) {
      onError(feedbackFromError(e, feedback).message);
    }
  };
  const onDelete = async () => {
    try {
      await remove({ variables: { id: String(project.id) } });
      setConfirming(false);
      onDone(t('projects.deleted'));
      router.refresh();
    } catch (e) {
      setConfirming(false);
      onError(feedbackFromError(e, feedback).message);
    }
  };

  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} data-testid="project" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" color={TONE_COLOR[statusTone(project.status)]} label={t(`projects.statuses.${project.status}`)} />
        <Chip size="small" variant="outlined" label={t(`projects.evaluations.${project.evaluation}`)} />
      </Box>
      <Typography component="h2" id={headingId} variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        {project.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <NavLink href={project.courseHref}>{t('projects.fromCourse', { title: project.courseTitle })}</NavLink>
      </Typography>
      {project.description ? <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{project.description}</Typography> : null}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {[project.status === 'DRAFT' ? null : project.mentorName ? t('projects.mentor', { name: project.mentorName }) : t('projects.noMentor'), project.score !== null ? t('projects.score', { score: project.score }) : null, ...project.dates]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {project.feedback ? (
        <Alert severity={project.status === 'OBSERVED' ? 'warning' : 'success'} sx={{ mt: 0.5 }}>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {t('projects.feedbackTitle')}
          </Typography>
          {project.feedback}
        </Alert>
      ) : null}
      {project.canEdit || project.canSubmit || project.canDelete ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          {project.canSubmit ? (
            <Button variant="contained" size="small" onClick={onSubmit} disabled={submitting}>
              {submitting ? t('projects.submitting') : t('projects.submit')}
            </Button>
          ) : null}
          {project.canEdit ? (
            <Button variant="outlined" size="small" onClick={onEdit}>
              {t('projects.edit')}
            </Button>
          ) : null}
          {project.canDelete ? (
            <Button color="error" size="small" onClick={() => setConfirming(true)}>
              {t('projects.delete')}
            </Button>
          ) : null}
        </Box>
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('projects.deleteConfirmTitle')}
        size="s"
        role="alertdialog"
        actions={
          <>
            <Button onClick={() => setConfirming(false)}>{t('projects.cancel')}</Button>
            <Button color="error" variant="contained" onClick={onDelete} disabled={removing}>
              {t('projects.deleteConfirm')}
            </Button>
          </>
        }
      >
        <Typography>{t('projects.deleteConfirmBody', { title: project.title })}</Typography>
      </Dialog>
    </Paper>
  );
}

/** The projects page's client part: "New project", the list with submit/edit/delete where the status allows it. */
export function ProjectsManager({ courses, projects }: { courses: ProjectCourseOption[]; projects: ProjectItem[] }) {
  const t = useTranslations('learning');
  const router = useRouter();
  const [form, setForm] = useState<FormState>(null);
  const [toast, setToast] = useState<{ message: string; state: 'success' | 'error' } | null>(null);

  return (
    <Box sx={{ py: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setForm({ mode: 'new' })} disabled={courses.length === 0}>
          {t('projects.newCta')}
        </Button>
        {courses.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('projects.noCourses')}</Typography> : null}
      </Box>
      {projects.length > 0 ? (
        <Box component="ul" aria-label={t('projects.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {projects.map((p) => (
            <ProjectCard
              key={`${p.id}:${p.status}:${p.title}`}
              project={p}
              onEdit={() => setForm({ mode: 'edit', project: p })}
              onDone={(message) => setToast({ message, state: 'success' })}
              onError={(message) => setToast({ message, state: 'error' })}
            />
          ))}
        </Box>
      ) : (
        <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2, border: '1px dashed', borderColor: 'divider', borderRadius: 2 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('projects.emptyTitle')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('projects.emptyBody')}</Typography>
        </Box>
      )}
      <Dialog open={form !== null} onClose={() => setForm(null)} title={form?.mode === 'edit' ? t('projects.formTitleEdit') : t('projects.formTitleNew')} size="m">
        {form ? (
          <ProjectForm
            key={form.mode === 'edit' ? `edit-${form.project.id}` : 'new'}
            courses={courses}
            state={form}
            onClose={() => setForm(null)}
            onSaved={(message) => {
              setForm(null);
              setToast({ message, state: 'success' });
              router.refresh();
            }}
          />
        ) : null}
      </Dialog>
      <Snackbar open={toast !== null} onClose={() => setToast(null)} message={toast?.message ?? ''} state={toast?.state ?? 'success'} dismissOnDelay />
    </Box>
  );
}
