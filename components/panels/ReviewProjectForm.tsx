'use client';

import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { ReviewProjectDocument } from '@/graphql/generated/client/graphql';
import { useGraphQLAction } from '@/components/org/use-graphql-action';
import { FEEDBACK_MAX, PASS_MARK, projectReviewSchema, reviewOutcome, type ProjectReviewInput } from '@/lib/domain/panels/project-review';

/**
 * The mentor's review of one submitted project: a score from 0 to 100 and written feedback.
 * The resulting status is shown before sending (FINISHED at PASS_MARK or more, OBSERVED below);
 * the server applies the same rule.
 */
export function ReviewProjectForm({ projectId, title }: { projectId: number; title: string }) {
  const t = useTranslations('panels.mentor.review');
  const tMentor = useTranslations('panels.mentor');
  const formId = useId();
  const [open, setOpen] = useState(false);
  const { run, state, busy } = useGraphQLAction(ReviewProjectDocument, 'v4', tMentor('networkError'));
  const { control, handleSubmit } = useForm<ProjectReviewInput>({ resolver: zodResolver(projectReviewSchema) as never, defaultValues: { score: 70, feedback: '' }, mode: 'onTouched' });
  const score = useWatch({ control, name: 'score' });
  const message = (key: string | undefined) => (key === 'panels.scoreInvalid' ? t('scoreInvalid') : key === 'panels.feedbackLength' ? t('feedbackLength') : t('invalid'));
  const outcome = typeof score === 'number' && Number.isInteger(score) && score >= 0 && score <= 100 ? reviewOutcome(score) : null;

  if (!open) {
    return (
      <Button variant="contained" onClick={() => setOpen(true)} aria-label={t('openLabel', { title })}>
        {t('open')}
      </Button>
    );
  }
  return (
    <Box component="form" id={formId} noValidate aria-label={t('formLabel', { title })} onSubmit={handleSubmit((values) => void run({ input: { projectId, score: values.score, feedback: values.feedback } }))} sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <Controller
        name="score"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            id={`${formId}-score`}
            type="number"
            label={t('score')}
            required
            onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
            value={Number.isNaN(field.value) ? '' : field.value}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error ? message(fieldState.error.message) : t('scoreHelp', { pass: PASS_MARK })}
            slotProps={{ htmlInput: { min: 0, max: 100, step: 1, inputMode: 'numeric' } }}
            sx={{ maxWidth: 240 }}
          />
        )}
      />
      <Controller
        name="feedback"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            id={`${formId}-feedback`}
            label={t('feedback')}
            required
            multiline
            minRows={3}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error ? message(fieldState.error.message) : t('feedbackHelp')}
            slotProps={{ htmlInput: { maxLength: FEEDBACK_MAX } }}
          />
        )}
      />
      {outcome ? (
        <Typography variant="body2" aria-live="polite">
          {t(outcome === 'FINISHED' ? 'willFinish' : 'willObserve')}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Button type="submit" variant="contained" disabled={busy || state.status === 'done'}>
          {busy ? t('sending') : t('submit')}
        </Button>
        <Button onClick={() => setOpen(false)} disabled={busy}>
          {t('cancel')}
        </Button>
      </Box>
      <div role="status" aria-live="polite">
        {state.status === 'error' && state.message ? <Alert severity="error">{state.message}</Alert> : null}
        {state.status === 'done' ? <Alert severity="success">{t('sent')}</Alert> : null}
      </div>
    </Box>
  );
}
