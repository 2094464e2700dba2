'use client';

import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CreateStudioCourseDocument } from '@/graphql/generated/client/graphql';
import { STUDIO_MAX_LECTURES, studioCourseSchema, type StudioCourseInput } from '@/lib/domain/org/admin-schemas';
import { LECTURE_TYPES } from '@/lib/domain/org/studio';
import { useGraphQLAction } from '../use-graphql-action';
import { useValidationMessage } from './validation-message';

/**
 * The studio's upload form (spec §3 studio; lecture types of spec §3): a course private to the
 * organisation with its lectures. It is created SUBMITTED; processing (in the uploads list)
 * validates it and publishes it to the members, or marks it INVALID (e.g. without lectures).
 */
export function StudioCourseForm({ slug, categories }: { slug: string; categories: Array<{ id: number; label: string }> }) {
  const t = useTranslations('org.admin.studio');
  const tAdmin = useTranslations('org.admin');
  const message = useValidationMessage();
  const [created, setCreated] = useState<string | null>(null);
  const { run, state, busy } = useGraphQLAction(CreateStudioCourseDocument, 'b2b', tAdmin('networkError'));
  const { control, handleSubmit, reset } = useForm<StudioCourseInput>({
    resolver: zodResolver(studioCourseSchema) as never,
    defaultValues: { title: '', summary: '', categoryId: categories[0]?.id ?? 0, lectures: [{ title: '', lectureType: 'CLASS', durationMinutes: 10 }] },
    mode: 'onTouched',
  });
  const lectures = useFieldArray({ control, name: 'lectures' });

  const onSubmit = handleSubmit(async (values) => {
    setCreated(null);
    const data = await run({
      input: { slug, title: values.title, summary: values.summary, categoryId: values.categoryId, lectures: values.lectures.map((l) => ({ title: l.title, lectureType: l.lectureType, durationMinutes: l.durationMinutes })) },
    });
    if (data?.createStudioCourse.success) {
      setCreated(values.title);
      reset();
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('formLabel')} sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Controller
          name="title"
          control={control}
          render={({ field, fieldState }) => (
            <TextField {...field} id="studio-title" label={t('title')} required error={Boolean(fieldState.error)} helperText={fieldState.error ? message(fieldState.error.message) : ' '} slotProps={{ htmlInput: { maxLength: 120 } }} />
          )}
        />
        <Controller
          name="categoryId"
          control={control}
          render={({ field }) => (
            <TextField {...field} id="studio-category" select label={t('category')} onChange={(e) => field.onChange(Number(e.target.value))} helperText=" ">
              {categories.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      <Controller
        name="summary"
        control={control}
        render={({ field, fieldState }) => (
          <TextField {...field} id="studio-summary" label={t('summary')} multiline minRows={2} error={Boolean(fieldState.error)} helperText={fieldState.error ? message(fieldState.error.message) : t('summaryHelp')} slotProps={{ htmlInput: { maxLength: 500 } }} />
        )}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
          {t('lectures', { count: lectures.fields.length })}
        </Typography>
        {lectures.fields.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('noLecturesHint')}
          </Typography>
        ) : null}
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {lectures.fields.map((lecture, index) => (
            <Box component="li" key={lecture.id} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr auto' }, alignItems: 'start' }}>
              <Controller
                name={`lectures.${index}.title`}
                control={control}
                render={({ field, fieldState }) => (
                  <TextField {...field} id={`studio-lecture-${index}-title`} label={t('lectureTitle', { n: index + 1 })} required error={Boolean(fieldState.error)} helperText={fieldState.error ? message(fieldState.error.message) : ' '} />
                )}
              />
              <Controller
                name={`lectures.${index}.lectureType`}
                control={control}
                render={({ field }) => (
                  <TextField {...field} id={`studio-lecture-${index}-type`} select label={t('lectureType')} helperText=" ">
                    {LECTURE_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {t(`types.${type}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                name={`lectures.${index}.durationMinutes`}
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    id={`studio-lecture-${index}-minutes`}
                    type="number"
                    label={t('minutes')}
                    onChange={(e) => field.onChange(e.target.value === '' ? 0 : Number(e.target.value))}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error ? message(fieldState.error.message) : ' '}
                    slotProps={{ htmlInput: { min: 0, max: 600, step: 1, inputMode: 'numeric' } }}
                  />
                )}
              />
              <IconButton aria-label={t('removeLecture', { n: index + 1 })} onClick={() => lectures.remove(index)} sx={{ mt: 1 }}>
                <DeleteOutlineRounded />
              </IconButton>
            </Box>
          ))}
        </Box>
        <div>
          <Button startIcon={<AddRounded />} disabled={lectures.fields.length >= STUDIO_MAX_LECTURES} onClick={() => lectures.append({ title: '', lectureType: 'CLASS', durationMinutes: 10 })}>
            {t('addLecture')}
          </Button>
        </div>
      </Box>
      <div>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('creating') : t('submit')}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {state.status === 'error' && state.message ? <Alert severity="error">{state.message}</Alert> : null}
        {created ? <Alert severity="success">{t('created', { title: created })}</Alert> : null}
      </div>
    </Box>
  );
}
